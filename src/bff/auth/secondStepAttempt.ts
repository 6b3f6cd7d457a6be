import type { FastifyRequest } from 'fastify';
import { SECURITY_PROBLEM_CODES } from '../../contract/api/session';
import { auditContext } from '../audit/auditContext';
import { HttpProblem } from '../http/problem';
import type { Services } from '../services';
import { requireUser } from './requestAuth';
import { throttleSignInStep } from './throttleSignInStep';

/** The person of a session that a right password left waiting for its second factor. */
export function requireSecondStepSession(request: FastifyRequest) {
  const { session, user } = requireUser(request);
  if (session.pending !== 'second-factor') {
    throw new HttpProblem({
      status: 409,
      code: SECURITY_PROBLEM_CODES.invalidSecondFactor,
      detail: 'This session is not waiting for a second factor.',
    });
  }
  return user;
}

/**
 * One try at the second step, whatever the factor: it counts against the password's throttle (per
 * account and per address), and its refusals are recorded as the person's, who is not signed in yet.
 */
export async function beginSecondStepAttempt(
  services: Pick<Services, 'loginThrottle' | 'audit'>,
  request: FastifyRequest,
) {
  const user = requireSecondStepSession(request);
  const who = { email: user.email, address: request.ip };
  const context = {
    ...auditContext(request),
    actor: { kind: 'anonymous' as const, id: user.id, label: user.email },
  };
  await throttleSignInStep(services, who, {
    ...context,
    details: { reason: 'throttled', step: 'second-factor' },
  });
  return { user, who, context };
}
