import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { GovernorPriority } from '../../../contract/api/governorStatus';
import type { HistorySource } from '../../../contract/api/requests';
import type { RequestType } from '../../../contract/upstream/enums';
import type { ActingPerson } from './history';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The sync's memory across restarts and leaders: backfill cursors, the reconcile's last window,
 * each a small JSON document under a key, written after every page so that a new leader carries
 * on where the last one stopped (docs/decisions/018-sync.md).
 */
export const syncState = pgTable('sync_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: instant('updated_at').notNull(),
});

/**
 * Records waiting for a refresh (one listing call each): after a webhook, after our own write.
 * One row per request, so any number of asks before the refresh runs cost one call.
 */
export const syncRefreshQueue = pgTable(
  'sync_refresh_queue',
  {
    type: text('type').$type<RequestType>().notNull(),
    code: text('code').notNull(),
    /** The governor class of the refresh: `refresh` after a user's write, `webhook` after a delivery. */
    priority: text('priority').$type<GovernorPriority>().notNull(),
    /** The history source of what the refresh finds: `write` (with the person) or `refresh`. */
    source: text('source').$type<HistorySource>().notNull(),
    /** Whose write the refresh follows: what it finds is recorded as their change. */
    person: jsonb('person').$type<ActingPerson>(),
    dueAt: instant('due_at').notNull(),
    /** The newest ask; a refresh sent before it does not satisfy it. */
    requestedAt: instant('requested_at').notNull(),
    /** The newest vendor lastUpdate among the deliveries that asked (a reconcile may cover them). */
    vendorLastUpdate: instant('vendor_last_update'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (table) => [
    primaryKey({ name: 'sync_refresh_queue_pk', columns: [table.type, table.code] }),
    index('sync_refresh_queue_due_idx').on(table.dueAt),
  ],
);
