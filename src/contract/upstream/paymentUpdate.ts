import { z } from 'zod';
import { paymentTypeSchema, paymentUpdateStatusSchema } from './enums';

/** The vendor accepts up to 5 documents per payment update of a request. */
export const MAX_PAYMENT_ATTACHMENTS = 5;

/** Multipart field names of PUT /api/v2/request/{requestCode}/updatePayment. */
export const PAYMENT_UPDATE_FORM_FIELDS = [
  'status',
  'type',
  'condition',
  'description',
  'attachments',
] as const;
export type PaymentUpdateFormField = (typeof PAYMENT_UPDATE_FORM_FIELDS)[number];

/**
 * The text fields of that multipart body. Which fields are required is not shown, so each is
 * optional; `status` takes every accepted value (Painel itself sends WRITABLE_PAYMENT_STATUSES).
 */
export const paymentUpdateForm = z.object({
  status: paymentUpdateStatusSchema.optional(),
  type: paymentTypeSchema.optional(),
  /** Payment condition text. */
  condition: z.string().optional(),
  /** Additional data. */
  description: z.string().optional(),
});
export type PaymentUpdateForm = z.infer<typeof paymentUpdateForm>;

/** One file of the `attachments` part; sending a file with an existing name replaces it. */
export const paymentUpdateAttachment = z.object({
  filename: z.string().min(1),
  contentType: z.string().optional(),
  size: z.number().int().nonnegative().optional(),
});
export type PaymentUpdateAttachment = z.infer<typeof paymentUpdateAttachment>;

export const paymentUpdateAttachments = z.array(paymentUpdateAttachment).max(MAX_PAYMENT_ATTACHMENTS);
export type PaymentUpdateAttachments = z.infer<typeof paymentUpdateAttachments>;

/** JSON body of PUT /api/v2/payments/{paymentId}; requiredness not shown. */
export const paymentRecordUpdate = z.object({
  status: z.string().optional(),
  condition: z.string().optional(),
});
export type PaymentRecordUpdate = z.infer<typeof paymentRecordUpdate>;
