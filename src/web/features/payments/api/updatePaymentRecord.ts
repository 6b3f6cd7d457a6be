import {
  IDEMPOTENCY_KEY_HEADER,
  writeOutcome,
  type PaymentRecordChange,
  type WriteOutcome,
} from '../../../../contract/api/writes';
import { sendJson } from '../../../lib/sendJson';
import { paymentRecordUrl } from './paymentRecordUrl';

/** PUT /api/payments/:paymentId: the status, the condition or both, once per Idempotency-Key. */
export function updatePaymentRecord(input: {
  paymentId: string;
  change: PaymentRecordChange;
  idempotencyKey: string;
}): Promise<WriteOutcome> {
  return sendJson(paymentRecordUrl(input.paymentId), {
    method: 'PUT',
    body: input.change,
    headers: { [IDEMPOTENCY_KEY_HEADER]: input.idempotencyKey },
    schema: writeOutcome,
  });
}
