import { z } from 'zod';
import { PAYMENT_TYPES, requestTypeSchema, WRITABLE_PAYMENT_STATUSES } from '../upstream/enums';
import { requestVersion } from './requests';
import { documentMediaTypeSchema } from './uploads';

// Painel's own write API: strict, because a wrong value here must be refused with a clear message
// before anything reaches the vendor (docs/decisions/013-writes.md).

/** Any character below U+0020 or DEL; tab and newline only where a text says so. */
const hasControl = (text: string, allowed: readonly string[] = []) =>
  [...text].some((char) => {
    const code = char.charCodeAt(0);
    return (code < 0x20 || code === 0x7f) && !allowed.includes(char);
  });

/** A budget or order code as it appears in Painel's URLs; the vendor's codes are numeric text. */
export const requestCodeSchema = z
  .string()
  .trim()
  .min(1, { error: 'must not be empty' })
  .max(64, { error: 'must be at most 64 characters' })
  .refine((code) => !/[/\\]/.test(code) && !hasControl(code), {
    error: 'must not contain slashes or control characters',
  });

/** The vendor's payment identifier, as `payment.links[].id` gives it. */
export const paymentIdSchema = z
  .string()
  .trim()
  .min(1, { error: 'must not be empty' })
  .max(64, { error: 'must be at most 64 characters' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'must contain only letters, digits, "-" and "_"' });

export const requestWriteParams = z.object({ type: requestTypeSchema, code: requestCodeSchema });
export type RequestWriteParams = z.infer<typeof requestWriteParams>;

export const orderWriteParams = z.object({ code: requestCodeSchema });
export const paymentRecordParams = z.object({ paymentId: paymentIdSchema });

/** PUT /api/requests/:type/:code/responsible. */
export const responsibleChange = z.strictObject({
  email: z
    .string({ error: 'must be an e-mail address' })
    .trim()
    .max(254, { error: 'must be at most 254 characters' })
    .pipe(z.email({ error: 'must be an e-mail address such as ana@example.com' })),
});
export type ResponsibleChange = z.infer<typeof responsibleChange>;

/**
 * The version of the request the form was opened on (`version` of its detail; 0 when the mirror
 * did not hold it). A write is refused (409) when the mirror has moved since
 * (docs/decisions/035-no-silent-overwrite.md).
 */
export const baseVersion = requestVersion;

/** The body of PUT /api/requests/:type/:code/responsible: the change and the version it was made on. */
export const responsibleChangeBody = responsibleChange.extend({ baseVersion });
export type ResponsibleChangeBody = z.infer<typeof responsibleChangeBody>;

/**
 * The text fields of PUT /api/requests/order/:code/payment (multipart). Only the four canonical
 * statuses: `partial` is not writable, and how the vendor maps its Portuguese labels is not known.
 */
export const paymentUpdateFields = z.strictObject({
  status: z
    .enum(WRITABLE_PAYMENT_STATUSES, {
      error: `must be one of ${WRITABLE_PAYMENT_STATUSES.join(', ')}`,
    })
    .optional(),
  type: z.enum(PAYMENT_TYPES, { error: `must be one of ${PAYMENT_TYPES.join(', ')}` }).optional(),
  condition: z
    .string()
    .trim()
    .min(1, { error: 'must not be blank; leave the field out to keep the condition' })
    .max(200, { error: 'must be at most 200 characters' })
    .refine((text) => !hasControl(text), { error: 'must be one line of text' })
    .optional(),
  description: z
    .string()
    .trim()
    .min(1, { error: 'must not be blank; leave the field out to keep the description' })
    .max(2000, { error: 'must be at most 2,000 characters' })
    .refine((text) => !hasControl(text, ['\n', '\r', '\t']), {
      error: 'must not contain control characters',
    })
    .optional(),
});
export type PaymentUpdateFields = z.infer<typeof paymentUpdateFields>;

/** The multipart field that carries the version the form was opened on, as decimal text. */
export const BASE_VERSION_FIELD = 'baseVersion';

/** The text fields of the payment update as received: the change and its base version. */
export const paymentUpdateForm = paymentUpdateFields.extend({
  [BASE_VERSION_FIELD]: z
    .string({ error: 'is required: the version of the request the form was opened on' })
    .regex(/^\d{1,15}$/, { error: 'must be a whole number' })
    .transform(Number)
    .pipe(baseVersion),
});

/** The multipart field that carries the files. */
export const ATTACHMENTS_FIELD = 'attachments';

/** PUT /api/payments/:paymentId: at least one of the two. */
export const paymentRecordChange = paymentUpdateFields
  .pick({ status: true, condition: true })
  .refine((body) => body.status !== undefined || body.condition !== undefined, {
    error: 'send status, condition or both',
  });
export type PaymentRecordChange = z.infer<typeof paymentRecordChange>;

export const WRITE_KINDS = ['responsible', 'payment', 'paymentRecordUpdate', 'paymentRecordDelete'] as const;
export const writeKindSchema = z.enum(WRITE_KINDS);
export type WriteKind = z.infer<typeof writeKindSchema>;

/** One file as it was forwarded: its safe name, size and the type its content showed. */
export const forwardedAttachment = z.object({
  name: z.string(),
  size: z.number().int(),
  mediaType: documentMediaTypeSchema,
});
export type ForwardedAttachment = z.infer<typeof forwardedAttachment>;

/**
 * What happened, answered by every successful write: what was sent, to what, and what the vendor
 * said. `Idempotency-Replayed: true` marks an answer repeated for a retried submit.
 */
export const writeOutcome = z.object({
  kind: writeKindSchema,
  /** The request written to, when the write names one. */
  request: requestWriteParams.nullable(),
  paymentId: z.string().nullable(),
  /** ISO 8601: when the vendor confirmed the change. */
  at: z.string(),
  /** The fields sent, as sent. */
  changed: z.record(z.string(), z.string()),
  attachments: z.array(forwardedAttachment),
  vendor: z.object({
    status: z.number().int(),
    durationMs: z.number(),
    /** Fields of the vendor's answer Painel could not read (never a reason to doubt the write). */
    unreadableFields: z.number().int(),
  }),
});
export type WriteOutcome = z.infer<typeof writeOutcome>;

/** The header that makes a retried submit harmless: same key and same content, same answer. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_REPLAYED_HEADER = 'idempotency-replayed';
/** Visible ASCII, 8 to 200 characters: a UUID fits. */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{8,200}$/, { error: 'must be 8 to 200 visible ASCII characters, such as a UUID' });
