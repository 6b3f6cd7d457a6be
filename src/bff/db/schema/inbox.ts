import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { RequestType } from '../../../contract/upstream/enums';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * What became of a delivery: `pending` until the processor applied it (`done`), `failed` after
 * repeated errors, `unknown_kind` for an event the spec does not list (kept and counted, never
 * applied). Claiming happens under a row lock inside the processing transaction, so no row is
 * ever left half-processed by a process that died (docs/decisions/018-sync.md).
 */
export const INBOX_STATUSES = ['pending', 'done', 'failed', 'unknown_kind'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

/**
 * The durable webhook inbox: every delivery that passed the credential check is stored here
 * before the vendor is answered 200, de-duplicated by a key derived from its content (the spec
 * gives deliveries no id), and applied to the mirror later by the processor.
 */
export const webhookInbox = pgTable(
  'webhook_inbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    receivedAt: instant('received_at').notNull(),
    /** The event name as sent (null when it was absent or not text). */
    event: text('event'),
    /** The listed kind it is, or `unknown`. */
    kind: text('kind').notNull(),
    requestType: text('request_type').$type<RequestType>(),
    requestCode: text('request_code'),
    /** `data.lastUpdate` when it was a readable time (the vendor's clock). */
    vendorLastUpdate: instant('vendor_last_update'),
    /** SHA-256 of the canonical JSON of the body: a repeated delivery has the same key. */
    derivedKey: text('derived_key').notNull().unique('webhook_inbox_derived_key_unique'),
    /** The body as received, without NUL characters (PostgreSQL's jsonb refuses them). */
    body: jsonb('body').notNull(),
    status: text('status').$type<InboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Deliveries of the same content after the first, answered 200 and not stored again. */
    duplicates: integer('duplicates').notNull().default(0),
    /** The processor leaves the row alone until then (back-off after an error). */
    availableAt: instant('available_at').notNull(),
    processedAt: instant('processed_at'),
    /** How applying it went: created, changed, unchanged or stale. */
    outcome: text('outcome'),
    /** The last error, short and free of secrets. */
    error: text('error'),
  },
  (table) => [
    index('webhook_inbox_pending_idx').on(table.status, table.availableAt, table.id),
    index('webhook_inbox_received_at_idx').on(table.receivedAt),
    check('webhook_inbox_status', sql`${table.status} in ('pending', 'done', 'failed', 'unknown_kind')`),
  ],
);
