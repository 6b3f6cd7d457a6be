import { sessionCookieName } from '../../bff/auth/sessionCookie';
import type { Role } from '../../contract/api/roles';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../contract/api/session';
import type { RunningBackend } from '../startBackend';

/** For tests and benchmarks: a new user holding `roles` and the headers of a live session of theirs. */
export async function signInTo(
  backend: RunningBackend,
  roles: Role[],
  n: number,
): Promise<Record<string, string>> {
  const { services, config } = backend;
  const user = await services.users.create({
    email: `${roles.join('-')}-${n}@stack.painel`,
    name: `Stack ${roles.join(' ')}`,
    roles,
    password: `stack-password-${n}-${Math.random().toString(36).slice(2)}`,
  });
  const { token } = await services.sessions.createForUser(user);
  return {
    cookie: `${sessionCookieName(config.PUBLIC_URL)}=${token}`,
    [CSRF_HEADER]: CSRF_HEADER_VALUE,
    origin: new URL(config.PUBLIC_URL).origin,
  };
}
