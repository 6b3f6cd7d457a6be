import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { GovernorPriority } from '../../../contract/api/governorStatus';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** What became of one upstream call; `pending` while it is on the wire (or its process died). */
export type UpstreamCallOutcome = 'pending' | 'ok' | 'http-error' | 'rate-limited' | 'timeout' | 'error';

/**
 * The ledger: one row per upstream call, written before the call is sent (a reservation) and
 * completed when it ends. Every backend process counts its budgets from here, so the rows are the
 * truth about what the vendor has seen from us.
 */
export const upstreamCalls = pgTable(
  'upstream_calls',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    priority: text('priority').$type<GovernorPriority>().notNull(),
    purpose: text('purpose').notNull(),
    /** Which backend process sent it (host, pid and a random tag), for tracing a shared ledger. */
    instance: text('instance').notNull(),
    startedAt: instant('started_at').notNull(),
    /**
     * When the call stopped using the vendor: the start plus its time-out while it runs, the real
     * end once it finished. A call counts against the budgets until one window after this.
     */
    endsAt: instant('ends_at').notNull(),
    finishedAt: instant('finished_at'),
    /** The time-out the call was reserved with; its wall-time cost until the real one is known. */
    reservedMs: integer('reserved_ms').notNull(),
    durationMs: integer('duration_ms'),
    outcome: text('outcome').$type<UpstreamCallOutcome>().notNull().default('pending'),
    httpStatus: integer('http_status'),
    /** A short kind (error name, 429 cause), never a message that could carry a secret. */
    detail: text('detail'),
  },
  (table) => [
    index('upstream_calls_ends_at_idx').on(table.endsAt),
    // The newest call a person asked for, which ends the idle allowance (ADR 087; the classes are
    // the governor's non-background ones, checked by idle.test.ts).
    index('upstream_calls_person_started_idx')
      .on(table.startedAt)
      .where(sql`${table.priority} in ('write', 'refresh', 'bulk')`),
  ],
);

/**
 * The circuit: exactly one row (id 1), seeded by the migrations. Reservations lock it, which
 * serialises every process's budget check, and an open circuit stops all calls until an admin
 * confirms that the vendor reactivated the account.
 */
export const governorCircuit = pgTable(
  'governor_circuit',
  {
    id: smallint('id').primaryKey().default(1),
    state: text('state').$type<'closed' | 'open'>().notNull().default('closed'),
    openedAt: instant('opened_at'),
    cause: text('cause'),
    openedByCall: bigint('opened_by_call', { mode: 'number' }),
    resetAt: instant('reset_at'),
    resetBy: text('reset_by'),
  },
  (table) => [
    check('governor_circuit_single_row', sql`${table.id} = 1`),
    check('governor_circuit_state', sql`${table.state} in ('closed', 'open')`),
  ],
);
