import { SECURITY_PROBLEM_CODES } from '../../contract/api/session';
import type { FastifyRequest } from 'fastify';
import { HttpProblem } from '../http/problem';
import type { ResolvedSession } from './sessionStore';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The caller's live session (a person with roles, or a wallboard device), set by the security
     * layer on every route that needs one; null on public and webhook routes.
     */
    session: ResolvedSession | null;
  }
}

export function unauthenticated(): HttpProblem {
  return new HttpProblem({
    status: 401,
    code: SECURITY_PROBLEM_CODES.unauthenticated,
    detail: 'Sign in first: this call needs a session, and there is none or it has ended.',
  });
}

/** The signed-in person behind this request (routes that admit devices must not call this). */
export function requireUser(request: FastifyRequest) {
  const session = request.session;
  if (!session || session.kind !== 'user') throw unauthenticated();
  return { session, user: session.user };
}
