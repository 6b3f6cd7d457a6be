import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type RequestType, requestTypeSchema } from '../../../contract/upstream/enums';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/queryRows';
import { type InboxStatus, webhookInbox } from '../../db/schema/inbox';
import type { DeliveryHandler, WebhookDelivery } from '../receive/delivery';
import { deliveryKey } from './deliveryKey';
import { withoutNulCharacters } from './withoutNulCharacters';

export interface InboxReceipt {
  id: number;
  /** The same content was stored before: answered 200 again, applied once. */
  duplicate: boolean;
  status: InboxStatus;
}

export interface InboxCounts {
  pending: number;
  done: number;
  failed: number;
  unknownKind: number;
  /** Repeated deliveries of stored content, over the rows still kept. */
  duplicates: number;
}

export interface WebhookInbox {
  /** Stores the delivery durably (or counts it as a repeat); resolves only once it is committed. */
  receive(delivery: WebhookDelivery): Promise<InboxReceipt>;
  /** For `services.onDelivery`: stores, logs what arrived (never its contents), and wakes the processor. */
  readonly handler: DeliveryHandler;
  /** Called after every newly stored delivery (the processor wakes up). */
  onStored(listener: (receipt: InboxReceipt) => void): () => void;
  counts(): Promise<InboxCounts>;
  lastReceivedAt(): Promise<Date | null>;
  /** Forgets processed deliveries received before `before` (their keys no longer de-duplicate). */
  prune(before: Date): Promise<number>;
}

const counted = z.object({ status: z.string(), rows: z.coerce.number(), duplicates: z.coerce.number() });

function requestTypeOf(delivery: WebhookDelivery): RequestType | null {
  if (delivery.kind !== 'unknown') return delivery.kind.startsWith('order.') ? 'order' : 'budget';
  const fromData = requestTypeSchema.safeParse(delivery.data.type);
  return fromData.success ? fromData.data : null;
}

function instantOrNull(text: string | undefined): Date | null {
  if (!text) return null;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? null : at;
}

const clip = (text: string | undefined, length: number) =>
  text === undefined ? null : text.replaceAll('\u0000', '').slice(0, length);

/**
 * The durable inbox of webhook deliveries (table `webhook_inbox`). Receiving is one INSERT: the
 * vendor is answered as soon as it is committed, whatever the processor is doing, so a stalled
 * processor never slows deliveries down or makes the vendor retry.
 */
export function createWebhookInbox(options: { db: Database }): WebhookInbox {
  const { db } = options;
  const listeners = new Set<(receipt: InboxReceipt) => void>();

  async function receive(delivery: WebhookDelivery): Promise<InboxReceipt> {
    const body = withoutNulCharacters(delivery.body) ?? null;
    const status: InboxStatus = delivery.kind === 'unknown' ? 'unknown_kind' : 'pending';
    const code = typeof delivery.data.code === 'string' ? delivery.data.code.trim() : '';
    const [row] = await db
      .insert(webhookInbox)
      .values({
        receivedAt: delivery.receivedAt,
        event: clip(delivery.event, 200),
        kind: delivery.kind,
        requestType: requestTypeOf(delivery),
        requestCode: code === '' ? null : clip(code, 200),
        vendorLastUpdate: instantOrNull(delivery.data.lastUpdate),
        derivedKey: deliveryKey(body),
        body,
        status,
        availableAt: delivery.receivedAt,
      })
      .onConflictDoUpdate({
        target: webhookInbox.derivedKey,
        set: { duplicates: sql`${webhookInbox.duplicates} + 1` },
      })
      // xmax is 0 for a row this statement inserted and set for one it updated: a repeat.
      .returning({ id: webhookInbox.id, status: webhookInbox.status, inserted: sql<boolean>`(xmax = 0)` });
    if (!row) throw new Error('The webhook inbox stored nothing and said nothing.');
    const receipt: InboxReceipt = {
      id: row.id,
      duplicate: row.inserted !== true && String(row.inserted) !== 'true',
      status: row.status,
    };
    if (!receipt.duplicate) for (const listener of listeners) listener(receipt);
    return receipt;
  }

  const handler: DeliveryHandler = async (delivery, { log }) => {
    const receipt = await receive(delivery);
    // Every delivery at debug: the sandbox's activity alone sends several a minute, which at info
    // would scroll the start banner away; a kind Painel cannot read stays at info.
    const level = !receipt.duplicate && receipt.status === 'unknown_kind' ? 'info' : 'debug';
    log[level](
      {
        inboxId: receipt.id,
        duplicate: receipt.duplicate,
        kind: delivery.kind,
        event: delivery.event,
        code: delivery.data.code,
        unreadable: delivery.unreadable.length,
      },
      receipt.duplicate
        ? 'webhook delivery repeated: already in the inbox'
        : receipt.status === 'unknown_kind'
          ? 'webhook delivery of an unknown kind kept in the inbox'
          : 'webhook delivery stored in the inbox',
    );
  };

  return {
    receive,
    handler,
    onStored(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async counts() {
      const rows = await queryRows(
        db,
        sql`select ${webhookInbox.status} as status, count(*) as rows, coalesce(sum(${webhookInbox.duplicates}), 0) as duplicates
            from ${webhookInbox} group by ${webhookInbox.status}`,
        counted,
      );
      const of = (status: InboxStatus) => rows.find((row) => row.status === status)?.rows ?? 0;
      return {
        pending: of('pending'),
        done: of('done'),
        failed: of('failed'),
        unknownKind: of('unknown_kind'),
        duplicates: rows.reduce((sum, row) => sum + row.duplicates, 0),
      };
    },
    async lastReceivedAt() {
      const [row] = await db
        .select({ at: webhookInbox.receivedAt })
        .from(webhookInbox)
        .orderBy(desc(webhookInbox.receivedAt))
        .limit(1);
      return row?.at ?? null;
    },
    async prune(before) {
      // Failed and unknown deliveries stay until someone looked at them: they are the evidence.
      const removed = await db
        .delete(webhookInbox)
        .where(and(lt(webhookInbox.receivedAt, before), eq(webhookInbox.status, 'done')))
        .returning({ id: webhookInbox.id });
      return removed.length;
    },
  };
}
