import { bigint, doublePrecision, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { RequestType } from '../../../contract/upstream/enums';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Every completed stay of a request in a status, derived from its history (ADR 037): one row per
 * history version that changed dealStatus and had an earlier status event (the first version or an
 * earlier change), so time in status is an aggregate over these rows instead of a window over the
 * history. Brought up to date for the request in the transaction that writes such a version.
 */
export const requestStatusStays = pgTable(
  'request_status_stays',
  {
    /** The history version that left the status; a stay ends where that version starts. */
    historyId: bigint('history_id', { mode: 'number' }).primaryKey(),
    type: text('type').$type<RequestType>().notNull(),
    code: text('code').notNull(),
    /** The status left, as the vendor named it (configured or not). */
    status: text('status').notNull(),
    /** When the previous status event happened (history `at`, the clock statusSince uses). */
    enteredAt: instant('entered_at').notNull(),
    leftAt: instant('left_at').notNull(),
    /** leftAt - enteredAt, so percentiles read one number per row. */
    ms: doublePrecision('ms').notNull(),
  },
  (table) => [
    // Joined per request from the filtered mirror rows; status and ms ride along, so the join can
    // read the index alone.
    index('request_status_stays_request_idx').on(table.type, table.code, table.status, table.ms),
  ],
);
