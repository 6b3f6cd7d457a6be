import { signInResponse } from '../../../../contract/api/secondFactor';
import type { LoginRequest } from '../../../../contract/api/session';
import { sendJson } from '../../../lib/sendJson';

/** POST /api/session: signs in, or says which step comes next (the cookie comes with either). */
export function signIn(credentials: LoginRequest) {
  return sendJson('/api/session', { method: 'POST', body: credentials, schema: signInResponse });
}
