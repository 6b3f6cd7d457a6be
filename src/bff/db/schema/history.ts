import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ChangeActor } from '../../../contract/api/changeActor';
import type { HistorySource } from '../../../contract/api/requests';
import type { RequestType } from '../../../contract/upstream/enums';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One field of a vendor record that changed between two observed versions. */
export interface StoredFieldChange {
  /** Dotted path, e.g. "payment.status"; arrays are compared whole ("products"). */
  field: string;
  /** JSON values; null stands for absent. */
  from: unknown;
  to: unknown;
}

/** The Painel person whose write a change followed, as the refresh queue carries them to the history. */
export interface ActingPerson {
  id: string;
  /** As shown: their name, or their e-mail when they have none. */
  name: string;
  email: string;
}

/**
 * A history row that set the payment status to received: the field itself changed, or the whole
 * payment object appeared already received (diffRecords records an appearing object as one change
 * of its parent path). One definition for the partial index and the queries it serves: the planner
 * uses the index only when a query's predicate is this one, with its values written inline.
 */
export function setsPaymentReceived(changes: SQL | AnyColumn): SQL {
  return sql`(${changes} @> '[{"field":"payment.status","to":"received"}]'::jsonb or ${changes} @> '[{"field":"payment","to":{"status":"received"}}]'::jsonb)`;
}

/**
 * Every observed version of every request: what changed, through which source and, for our own
 * writes, by whom. Rows are only ever added. The first version of a request has no changes: it
 * records when and how Painel first saw it.
 */
export const requestHistory = pgTable(
  'request_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').$type<RequestType>().notNull(),
    code: text('code').notNull(),
    /** When the change happened, as well as Painel knows (ADR 017). */
    at: instant('at').notNull(),
    source: text('source').$type<HistorySource>().notNull(),
    /** The e-mail of the Painel user whose write caused it, for "changes by this person" filters. */
    actor: text('actor'),
    /** Who caused it (ADR 029); null on rows recorded before, read from source and actor instead. */
    changedBy: jsonb('changed_by').$type<ChangeActor>(),
    changes: jsonb('changes').$type<StoredFieldChange[]>().notNull(),
    /** When Painel saw it. */
    observedAt: instant('observed_at').notNull(),
  },
  (table) => [
    index('request_history_request_idx').on(table.type, table.code, table.at.desc(), table.id.desc()),
    index('request_history_at_idx').on(table.at.desc(), table.id.desc()),
    // Only the rows that set a payment to received (ADR 046's "received in the period"): the period's
    // few instead of every change of the period tested against the JSON (ADR 047).
    index('request_history_received_idx')
      .on(table.at, table.type, table.code)
      .where(setsPaymentReceived(table.changes)),
  ],
);
