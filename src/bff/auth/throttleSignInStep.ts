import { SECURITY_PROBLEM_CODES } from '../../contract/api/session';
import type { AuditRecord } from '../audit/auditLog';
import type { ThrottledCaller } from './loginThrottle';
import { HttpProblem } from '../http/problem';
import type { Services } from '../services';

/**
 * Counts one sign-in try (the password or the second step) against the login throttle; a try over
 * the limit is recorded as refused, with what identifies it, and answered 429 with when to retry.
 */
export async function throttleSignInStep(
  { loginThrottle, audit }: Pick<Services, 'loginThrottle' | 'audit'>,
  who: ThrottledCaller,
  refused: Omit<AuditRecord, 'action' | 'outcome'>,
): Promise<void> {
  const verdict = await loginThrottle.attempt(who);
  if (verdict.allowed) return;
  await audit.record({ ...refused, action: 'session.login_failed', outcome: 'refused' });
  throw new HttpProblem({
    status: 429,
    code: SECURITY_PROBLEM_CODES.tooManyAttempts,
    detail: 'Too many sign-in attempts. Wait a little and try again.',
    retryAt: verdict.retryAt,
  });
}
