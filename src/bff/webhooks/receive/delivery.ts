import type { FastifyBaseLogger } from 'fastify';
import type { ReadWebhookBody } from '../../../contract/upstream/webhook';

/** A delivery that passed the credential check, read tolerantly (ADR 005). */
export interface WebhookDelivery extends ReadWebhookBody {
  receivedAt: Date;
  /** Painel's request id of the POST, to find it in the logs. */
  requestId: string;
  /** The body as parsed JSON, for the durable inbox. */
  body: unknown;
}

/**
 * Takes an accepted delivery. Answering 200 tells the vendor not to send it again, so a handler
 * that cannot keep the delivery must throw: the vendor then retries.
 */
export type DeliveryHandler = (
  delivery: WebhookDelivery,
  context: { log: FastifyBaseLogger },
) => Promise<void> | void;

/**
 * The handler of security services built without the inbox (the users CLI): says what arrived,
 * never its contents, which hold personal data. The backend hands deliveries to the inbox.
 */
export const logDelivery: DeliveryHandler = (delivery, { log }) => {
  log.info(
    {
      kind: delivery.kind,
      event: delivery.event,
      code: delivery.data.code,
      unreadable: delivery.unreadable.length,
    },
    'webhook delivery accepted',
  );
};
