import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { RequestType } from '../../../contract/upstream/enums';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The configured request statuses per type, as the vendor last gave them. Kept in the database so
 * every backend process and every restart shares one copy and one time-to-live: a list that
 * changes a few times a year must not cost a vendor call per process or per page load.
 */
export const requestStatusesCache = pgTable('request_statuses_cache', {
  type: text('type').$type<RequestType>().primaryKey(),
  /** The vendor's records, read tolerantly, in `sequence` order. */
  statuses: jsonb('statuses').$type<unknown[]>().notNull(),
  fetchedAt: instant('fetched_at').notNull(),
  /** Fields of the vendor's answer left out because they did not match the contract. */
  unreadable: integer('unreadable').notNull().default(0),
});
