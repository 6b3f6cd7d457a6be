import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
    /** The Painel user whose write caused it (e-mail), when it was our own write. */
    actor: text('actor'),
    changes: jsonb('changes').$type<StoredFieldChange[]>().notNull(),
    /** When Painel saw it. */
    observedAt: instant('observed_at').notNull(),
  },
  (table) => [
    index('request_history_request_idx').on(table.type, table.code, table.at.desc(), table.id.desc()),
    index('request_history_at_idx').on(table.at.desc(), table.id.desc()),
  ],
);
