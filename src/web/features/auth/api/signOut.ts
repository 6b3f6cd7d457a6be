import { sendCommand } from '../../../lib/sendJson';

/** DELETE /api/session: ends this browser's session on the server. */
export function signOut() {
  return sendCommand('/api/session', { method: 'DELETE' });
}
