import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionResponse } from '../../contract/api/session';
import { auditContext } from '../audit/auditContext';
import type { PendingStep } from '../db/schema/sessions';
import type { Services } from '../services';
import { describeSession } from './describeSession';
import { readSessionCookie, setSessionCookie } from './sessionCookie';
import type { SessionUser } from './sessionStore';

type Parts = Pick<Services, 'config' | 'sessions' | 'users' | 'audit'>;

/**
 * A new session for `user` in place of whatever the browser held (a new id at every change of
 * what the session may do, ASVS 7.2.4): a half-done one when `pending` names the missing step,
 * else the whole sign-in, recorded with how the person proved it was them.
 */
export async function issueSignIn(
  services: Parts,
  request: FastifyRequest,
  reply: FastifyReply,
  user: SessionUser,
  how:
    | { pending: PendingStep }
    | { secondFactor: 'totp' | 'recovery-code' | 'totp-enrolment' | null }
    /** `passkeyId` is kept on the session: removing that passkey ends it (ADR 096). */
    | { secondFactor: 'passkey' | 'passkey-enrolment'; passkeyId: string }
    /** A passkey on its own: it is something the person has and, verified on the device, is or knows. */
    | { passkey: true; passkeyId: string }
    /**
     * The identity provider's sign-in, with its own factors (ADR 095): the session is born with its
     * first check at the provider due at `checkAt`, and `keep` stores the provider's tokens for it.
     */
    | { sso: { checkAt: Date; keep: (sessionId: string) => Promise<void> } },
): Promise<SessionResponse | null> {
  const { config, sessions, users, audit } = services;
  const previous = readSessionCookie(request, config.PUBLIC_URL);
  if (previous !== undefined) await sessions.endByToken(previous);
  const pending = 'pending' in how ? how.pending : undefined;
  const issued = await sessions.createForUser(user, {
    address: request.ip,
    userAgent: request.headers['user-agent'],
    pending,
    idpCheckDueAt: 'sso' in how ? how.sso.checkAt : undefined,
    passkeyId: 'passkeyId' in how ? how.passkeyId : undefined,
  });
  // Before the cookie: a session whose tokens were not kept fails its first check and ends.
  if ('sso' in how) await how.sso.keep(issued.session.id);
  const actor = { kind: 'user' as const, id: user.id, label: user.email };
  setSessionCookie(reply, config.PUBLIC_URL, issued.token, issued.session);
  if (pending) {
    await audit.record({
      ...auditContext(request),
      actor,
      action: 'session.password_accepted',
      target: `session:${issued.session.id}`,
      details: { next: pending },
    });
    return null;
  }
  await users.recordSignIn(user.id);
  await audit.record({
    ...auditContext(request),
    actor,
    action: 'session.login',
    target: `session:${issued.session.id}`,
    details:
      'passkey' in how
        ? { method: 'passkey' }
        : 'sso' in how
          ? { method: 'sso' }
          : 'secondFactor' in how && how.secondFactor
            ? { secondFactor: how.secondFactor }
            : {},
  });
  return describeSession(issued.session);
}
