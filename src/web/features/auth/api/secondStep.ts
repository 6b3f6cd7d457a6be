import { type SecondFactorRequest } from '../../../../contract/api/secondFactor';
import { sessionResponse } from '../../../../contract/api/session';
import { sendJson } from '../../../lib/sendJson';

/** POST /api/session/second-factor: finishes the sign-in with the app's code or a recovery code. */
export function secondStep(body: SecondFactorRequest) {
  return sendJson('/api/session/second-factor', { method: 'POST', body, schema: sessionResponse });
}
