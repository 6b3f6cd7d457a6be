import { IDEMPOTENCY_KEY_HEADER, writeOutcome, type WriteOutcome } from '../../../../contract/api/writes';
import { sendJson } from '../../../lib/sendJson';
import { paymentRecordUrl } from './paymentRecordUrl';

/** DELETE /api/payments/:paymentId, once per Idempotency-Key: the request has no payment afterwards. */
export function deletePaymentRecord(input: {
  paymentId: string;
  idempotencyKey: string;
}): Promise<WriteOutcome> {
  return sendJson(paymentRecordUrl(input.paymentId), {
    method: 'DELETE',
    headers: { [IDEMPOTENCY_KEY_HEADER]: input.idempotencyKey },
    schema: writeOutcome,
  });
}
