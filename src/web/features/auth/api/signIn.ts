import { sessionResponse, type LoginRequest } from '../../../../contract/api/session';
import { sendJson } from '../../../lib/sendJson';

/** POST /api/session: signs in and answers with the new session (the cookie comes with it). */
export function signIn(credentials: LoginRequest) {
  return sendJson('/api/session', { method: 'POST', body: credentials, schema: sessionResponse });
}
