import { sessionResponse } from '../../../../contract/api/session';
import { sendJson } from '../../../lib/sendJson';

/** POST /api/session/device: trades a one-time enrolment code for this screen's device session. */
export function enrolDevice(code: string) {
  return sendJson('/api/session/device', { method: 'POST', body: { code }, schema: sessionResponse });
}
