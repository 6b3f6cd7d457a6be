import type { FastifyRequest } from 'fastify';
import { SECURITY_PROBLEM_CODES } from '../../contract/api/session';
import { HttpProblem } from '../http/problem';
import type { Services } from '../services';
import { requireUser } from './requestAuth';

/**
 * The password again before a change that weakens, replaces or adds a way in (removing the app,
 * new recovery codes, a passkey added or removed); throttled like a sign-in.
 */
export async function confirmPassword(
  { users, passwords, loginThrottle }: Pick<Services, 'users' | 'passwords' | 'loginThrottle'>,
  request: FastifyRequest,
  password: string,
): Promise<void> {
  const { user } = requireUser(request);
  const who = { email: user.email, address: request.ip };
  const verdict = await loginThrottle.attempt(who);
  if (!verdict.allowed) {
    throw new HttpProblem({
      status: 429,
      code: SECURITY_PROBLEM_CODES.tooManyAttempts,
      detail: 'Too many attempts. Wait a little and try again.',
      retryAt: verdict.retryAt,
    });
  }
  const record = await users.findForSignIn(user.email);
  if (!record || !(await passwords.verify(record.passwordHash, password))) {
    throw new HttpProblem({
      status: 401,
      code: SECURITY_PROBLEM_CODES.invalidCredentials,
      detail: 'The password is wrong.',
    });
  }
  await loginThrottle.succeeded(who);
}
