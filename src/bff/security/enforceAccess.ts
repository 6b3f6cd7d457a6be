import { SECURITY_PROBLEM_CODES } from '../../contract/api/session';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readSessionCookie } from '../auth/sessionCookie';
import { unauthenticated } from '../auth/requestAuth';
import type { SessionStore } from '../auth/sessionStore';
import { HttpProblem } from '../http/problem';
import { assertWebhookCredential } from '../webhooks/receive/webhookCredential';
import { assertSameOriginWrite, isStateChanging } from './antiForgery';
import { accessOfRequest } from './routeTable';

function forbidden(detail: string): HttpProblem {
  return new HttpProblem({ status: 403, code: SECURITY_PROBLEM_CODES.forbidden, detail });
}

/**
 * The one place where the route table is enforced, before a body is even read: webhooks need
 * their secret; public writes need the anti-forgery header and origin; everything else needs a
 * live session whose roles the route admits (admin passes everything), plus anti-forgery for
 * writes. Device sessions may only read, whatever a route declares. A refusal is a problem
 * document (401 or 403) and never sets a cookie or redirects.
 */
export function enforceAccess(options: {
  sessions: SessionStore;
  publicUrl: string;
  webhookSecret: string | undefined;
}) {
  const { sessions, publicUrl, webhookSecret } = options;
  return async function enforce(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    request.session = null;
    // No route matched: the not-found handler answers (a problem, or the SPA's page).
    if (request.routeOptions.url === undefined) return;
    const { access } = accessOfRequest(request);
    if (!access) throw forbidden('This route declares no access, so it is closed to everyone.');
    const writes = isStateChanging(request.method);
    if (access.kind === 'webhook') {
      assertWebhookCredential(request, webhookSecret);
      return;
    }
    if (access.kind === 'public') {
      if (writes) assertSameOriginWrite(request, publicUrl);
      return;
    }
    const token = readSessionCookie(request, publicUrl);
    const session = token === undefined ? null : await sessions.resolve(token);
    if (!session) throw unauthenticated();
    if (writes) assertSameOriginWrite(request, publicUrl);
    // A half-done sign-in is no sign-in: it opens only the routes of its missing step.
    if (session.kind === 'user' && session.pending && !(access.pending ?? []).includes(session.pending)) {
      throw unauthenticated();
    }
    if (session.kind === 'device') {
      if (!access.devices || writes) throw forbidden('A wallboard device may only read boards.');
    } else if (!session.user.roles.some((role) => role === 'admin' || access.roles.includes(role))) {
      throw forbidden(`This needs one of the roles ${access.roles.join(', ')}.`);
    }
    request.session = session;
  };
}
