import { z } from 'zod';
import { payment } from '../upstream/payment';
import { unreadableField } from './requests';

/** GET /api/payments/:paymentId: the vendor's payment record, read tolerantly, fetched on demand. */
export const paymentRecordView = z.object({
  paymentId: z.string(),
  record: payment,
  /** Fields of the vendor's answer that did not match the contract and are left out of `record`. */
  unreadable: z.array(unreadableField),
  /** ISO 8601: when the vendor answered. */
  fetchedAt: z.string(),
});
export type PaymentRecordView = z.infer<typeof paymentRecordView>;
