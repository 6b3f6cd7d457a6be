import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { RequestType } from '../../../contract/upstream/enums';
import type { ActingPerson } from './history';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One value a write asked the vendor for, by the record path the mirror's history names. */
export interface ExpectedValue {
  /** Dotted record path, e.g. `payment.status`, `responsible.email`. */
  path: string;
  value: string;
}

/**
 * What a person's write is about to make the vendor hold, recorded before the vendor call, so that
 * whichever observation brings those values first (the write's own refresh, the vendor's webhook
 * echo, a reconcile) is credited to that person (docs/decisions/059-a-write-is-credited-to-its-person.md).
 * Taken by the first history version that matches it; gone after `expiresAt` otherwise.
 */
export const writeExpectations = pgTable(
  'write_expectations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').$type<RequestType>().notNull(),
    code: text('code').notNull(),
    person: jsonb('person').$type<ActingPerson>().notNull(),
    values: jsonb('values').$type<ExpectedValue[]>().notNull(),
    /** Names of the files the write attached (the vendor keeps them under `payment.files`). */
    files: jsonb('files').$type<string[]>().notNull(),
    /** The HTTP request id of the write, to line it up with the logs and the audit. */
    requestId: text('request_id').notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [index('write_expectations_request_idx').on(table.type, table.code)],
);
