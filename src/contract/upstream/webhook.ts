import { z } from 'zod';
import { requestTypeSchema, type WebhookEvent, webhookEventSchema } from './enums';
import { company } from './company';
import { payment, paymentCondition } from './payment';
import { person } from './person';
import { product } from './product';
import { ROOT_PATH, readTolerant, summarise, type UnreadableField } from './tolerant';

/** `data.payment.condition` of a webhook: the record's condition plus its `_id`. */
export const webhookPaymentCondition = paymentCondition.extend({
  _id: z.string().optional(),
});
export type WebhookPaymentCondition = z.infer<typeof webhookPaymentCondition>;

/** `data.payment` of a webhook: adds `showConditionsRule` (values not shown) and `condition._id`. */
export const webhookPayment = payment.extend({
  showConditionsRule: z.string().optional(),
  condition: webhookPaymentCondition.optional(),
});
export type WebhookPayment = z.infer<typeof webhookPayment>;

/**
 * `data` of a webhook, as documented for order.created. The spec does not show `data` for the other
 * kinds; they are read with the same schema because every field is optional and unknown keys are
 * kept, so a different shape loses nothing and a same-named field of another type is reported.
 */
export const webhookEventData = z.looseObject({
  id: z.string().optional(),
  name: z.string().optional(),
  code: z.string().optional(),
  kind: z.string().optional(),
  type: requestTypeSchema.optional(),
  totalPower: z.number().optional(),
  dealStatus: z.string().optional(),
  stockStatus: z.string().optional(),
  originalValue: z.number().optional(),
  finalValue: z.number().optional(),
  responsible: person.optional(),
  company: company.optional(),
  products: z.array(product).optional(),
  payment: webhookPayment.optional(),
  /** ISO 8601 timestamp; kept as text. */
  lastUpdate: z.string().optional(),
});
export type WebhookEventData = z.infer<typeof webhookEventData>;

/** The POST body of a webhook delivery, as the vendor (and the sandbox) sends it. */
export const webhookBody = z.object({
  event: webhookEventSchema,
  data: webhookEventData,
});
export type WebhookBody = z.infer<typeof webhookBody>;

const tolerantWebhookBody = z.looseObject({
  event: z.string().optional(),
  data: webhookEventData.optional(),
});

export interface ReadWebhookBody {
  /** The event kind, or `unknown` for a kind the spec does not list (or none at all). */
  kind: WebhookEvent | 'unknown';
  /** The event name as received, when it was text. */
  event?: string;
  data: WebhookEventData;
  unreadable: UnreadableField[];
}

/**
 * Reads a delivery without refusing it: an unlisted or missing event kind gives `kind: 'unknown'`
 * and is reported as unreadable (the receiver still acknowledges it), `data` is read tolerantly.
 */
export function readWebhookBody(raw: unknown): ReadWebhookBody {
  const { value, unreadable } = readTolerant(tolerantWebhookBody, raw, {});
  const parsedKind = webhookEventSchema.safeParse(value.event);
  const result: ReadWebhookBody = {
    kind: parsedKind.success ? parsedKind.data : 'unknown',
    data: value.data ?? {},
    unreadable,
  };
  if (value.event !== undefined) result.event = value.event;
  const alreadyReported = unreadable.some((field) => field.path === 'event' || field.path === ROOT_PATH);
  if (!parsedKind.success && !alreadyReported) {
    unreadable.push({
      path: 'event',
      received: summarise(value.event),
      problem: value.event === undefined ? 'Missing event kind' : 'Unknown event kind',
    });
  }
  return result;
}
