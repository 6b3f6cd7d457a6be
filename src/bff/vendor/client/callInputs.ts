import { z } from 'zod';
import {
  apiVersionSchema,
  listPathParams,
  listQuery,
  MAX_PAYMENT_ATTACHMENTS,
  paymentRecordUpdate,
  paymentUpdateAttachment,
  paymentUpdateForm,
  updateResponsibleBody,
  writablePaymentStatusSchema,
} from '../../../contract/upstream/index';

// What Painel's own code hands the client. Strict, because a wrong value here is our bug: it is
// refused before anything reaches the vendor (UpstreamUsageError), never sent to find out.

/** A listing with filters; `version` defaults to v2, the version the spec recommends. */
export const listRequestsInput = z.strictObject({
  ...listPathParams.shape,
  version: apiVersionSchema.default('v2'),
  // Strict: a misspelt filter must not vanish and widen the listing.
  query: z.strictObject(listQuery.shape),
});
export type ListRequestsInput = z.input<typeof listRequestsInput>;

/**
 * The change feed: the listing without any query parameter. Strict, so a `query` handed here by
 * mistake is refused instead of silently dropped.
 */
export const changeFeedInput = z.strictObject({
  ...listPathParams.shape,
  version: apiVersionSchema.default('v2'),
});
export type ChangeFeedInput = z.input<typeof changeFeedInput>;

/** A vendor identifier placed in a path: a request code or a payment id. */
export const vendorIdentifier = z.string().trim().min(1, { error: 'must not be empty' });

export const updateResponsibleInput = updateResponsibleBody.extend({
  email: z.email({ error: 'must be an e-mail address' }),
});

/**
 * The text fields of a payment update of a request. Only the four canonical statuses: `partial` is
 * not writable and the Portuguese labels map to recorded values in a way the spec does not show.
 */
export const requestPaymentFields = z.strictObject({
  ...paymentUpdateForm.shape,
  status: writablePaymentStatusSchema.optional(),
});
export type RequestPaymentFields = z.input<typeof requestPaymentFields>;

// type/subtype with optional parameters, RFC 9110 tokens: nothing that could end a header line.
const token = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const mediaType = new RegExp(`^${token}/${token}(\\s*;\\s*${token}=(${token}|"[^"\\\\\\r\\n]*"))*$`);

const blob = z.custom<Blob>((value) => value instanceof Blob, {
  error: 'must be a Blob, such as fs.openAsBlob gives for a file on disk',
});

/**
 * One file of `attachments`: a Blob (`fs.openAsBlob(path)`), read from disk while it is sent, never
 * buffered whole; its size is known, so the upload gets a Content-Length.
 */
export const upstreamAttachment = z.strictObject({
  ...paymentUpdateAttachment.omit({ size: true }).shape,
  filename: paymentUpdateAttachment.shape.filename.refine((name) => name.trim() !== '', {
    error: 'must not be blank',
  }),
  contentType: z
    .string()
    .regex(mediaType, { error: 'must be a media type such as application/pdf' })
    .default('application/octet-stream'),
  blob,
});
export type UpstreamAttachment = z.input<typeof upstreamAttachment>;

export const upstreamAttachments = z.array(upstreamAttachment).max(MAX_PAYMENT_ATTACHMENTS, {
  error: `at most ${MAX_PAYMENT_ATTACHMENTS} attachments per payment update`,
});

/** PUT /api/v2/payments/{id}: at least one field, and only a status Painel may write. */
export const paymentRecordUpdateInput = z
  .strictObject({
    ...paymentRecordUpdate.shape,
    status: writablePaymentStatusSchema.optional(),
  })
  .refine((body) => body.status !== undefined || body.condition !== undefined, {
    error: 'needs status, condition or both',
  });
export type PaymentRecordUpdateInput = z.input<typeof paymentRecordUpdateInput>;
