import type { UpdatePaymentResponse } from '../../contract/upstream/index';
import type { SandboxError } from '../errors';

/** The payment operations' envelope: `{data: {success: true}, error: null}` on success. */
export const PAYMENT_SUCCESS: UpdatePaymentResponse = { data: { success: true }, error: null };

/** The same envelope for a refusal (its shape is not shown by the spec). */
export function paymentRefusal(error: SandboxError): UpdatePaymentResponse {
  return { data: { success: false }, error: { code: error.code, message: error.message } };
}
