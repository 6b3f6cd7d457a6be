import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { GovernorPriority } from '../../contract/api/governorStatus';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';
import { relaxedCommit } from '../db/relaxedCommit';
import { governorCircuit, type UpstreamCallOutcome, upstreamCalls } from '../db/schema';
import type { Allowance, CountedCall } from './admission';

const countedArrays = z.object({
  ends: z.array(z.coerce.number()).nullable(),
  costs: z.array(z.coerce.number()).nullable(),
  pending: z.array(z.boolean()).nullable(),
});

/**
 * Every call that still counts against the budgets at `now`, from every process. Fetched as
 * three arrays in one row rather than one row per call: every reservation reads up to a budget's
 * worth of calls, and per-row overhead (PGlite's above all) would dominate its cost.
 */
export async function countedCalls(db: Database, now: number, windowMs: number): Promise<CountedCall[]> {
  const [row] = await queryRows(
    db,
    sql`select
          array_agg((extract(epoch from ${upstreamCalls.endsAt}) * 1000)::float8) as ends,
          array_agg(coalesce(${upstreamCalls.durationMs}, ${upstreamCalls.reservedMs})) as costs,
          array_agg(${upstreamCalls.outcome} = 'pending') as pending
        from ${upstreamCalls}
        where ${upstreamCalls.endsAt} > ${new Date(now - windowMs).toISOString()}`,
    countedArrays,
  );
  const ends = row?.ends ?? [];
  const costs = row?.costs ?? [];
  const pending = row?.pending ?? [];
  return ends.map((endsAt, index) => ({
    endsAt: Math.round(endsAt),
    costMs: costs[index] ?? 0,
    pending: pending[index] ?? false,
  }));
}

export interface Reservation {
  priority: GovernorPriority;
  purpose: string;
  instance: string;
  startedAt: number;
  reservedMs: number;
}

const reservedRow = z.object({
  id: z.coerce.number().nullable(),
  circuit: z.enum(['closed', 'open']).nullable(),
  cause: z.string().nullable(),
  calls: z.coerce.number(),
  ms: z.coerce.number(),
});

/** A column named bare, as an insert's column list needs it. */
const column = (of: { name: string }) => sql.identifier(of.name);

export interface ReservationAttempt {
  /** The new ledger row, or null when the circuit was open (nothing was inserted then). */
  id: number | null;
  circuit: { state: 'closed' | 'open'; cause: string | null };
  /** The calls counted before this one (from every process) and their summed wall time. */
  used: Allowance;
}

/**
 * One statement for a reservation's usual case: inserts the `pending` row unless the circuit is
 * open, and reads in the same snapshot the circuit and the totals of every call counted before
 * the new one (a statement's own insert is invisible to its other parts). Only a refusal needs
 * the list of calls (countedCalls), to say when a call fits again.
 *
 * Callers serialise it: inside the transaction holding the circuit's row lock (lockCircuit), on
 * either engine. Columns of the insert are named bare: PostgreSQL takes no table there.
 */
export async function insertReservationCounting(
  db: Database,
  reservation: Reservation,
  windowMs: number,
): Promise<ReservationAttempt> {
  const startedAt = new Date(reservation.startedAt).toISOString();
  const endsAt = new Date(reservation.startedAt + reservation.reservedMs).toISOString();
  const windowStart = new Date(reservation.startedAt - windowMs).toISOString();
  const [row] = await queryRows(
    db,
    sql`with circuit as (
          select ${governorCircuit.state}, ${governorCircuit.cause} from ${governorCircuit} where ${governorCircuit.id} = 1
        ), reserved as (
          insert into ${upstreamCalls} (${column(upstreamCalls.priority)}, ${column(upstreamCalls.purpose)},
                 ${column(upstreamCalls.instance)}, ${column(upstreamCalls.startedAt)},
                 ${column(upstreamCalls.endsAt)}, ${column(upstreamCalls.reservedMs)})
          select ${reservation.priority}::text, ${reservation.purpose}::text, ${reservation.instance}::text,
                 ${startedAt}::timestamptz, ${endsAt}::timestamptz, ${reservation.reservedMs}::integer
          from circuit where state = 'closed'
          returning id
        )
        select (select id from reserved) as id,
               (select state from circuit) as circuit,
               (select cause from circuit) as cause,
               count(*) as calls,
               coalesce(sum(coalesce(${upstreamCalls.durationMs}, ${upstreamCalls.reservedMs})), 0) as ms
        from ${upstreamCalls}
        where ${upstreamCalls.endsAt} > ${windowStart}::timestamptz`,
    reservedRow,
  );
  if (!row?.circuit) {
    throw new Error('The governor circuit row is missing: the migrations have not been applied.');
  }
  if (row.circuit === 'closed' && row.id === null) {
    throw new Error('The ledger did not return the id of a new reservation.');
  }
  return {
    id: row.id,
    circuit: { state: row.circuit, cause: row.cause },
    used: { calls: row.calls, ms: row.ms },
  };
}

export interface CallResult {
  finishedAt: number;
  durationMs: number;
  outcome: Exclude<UpstreamCallOutcome, 'pending'>;
  httpStatus: number | null;
  detail: string | null;
}

/**
 * Records how a call ended; from here on it counts at its real wall time. Committed without
 * waiting for the disk (relaxedCommit): if a server crash lost it, the row would stay `pending` and
 * keep counting at its time-out, the safe side.
 */
export async function completeCall(db: Database, id: number, result: CallResult): Promise<void> {
  const finishedAt = new Date(result.finishedAt).toISOString();
  await db.execute(
    sql`${relaxedCommit}
        update ${upstreamCalls}
           set ${column(upstreamCalls.endsAt)} = ${finishedAt}::timestamptz,
               ${column(upstreamCalls.finishedAt)} = ${finishedAt}::timestamptz,
               ${column(upstreamCalls.durationMs)} = ${Math.max(0, Math.round(result.durationMs))}::integer,
               ${column(upstreamCalls.outcome)} = ${result.outcome}::text,
               ${column(upstreamCalls.httpStatus)} = ${result.httpStatus}::integer,
               ${column(upstreamCalls.detail)} = ${result.detail}::text
          from relaxed_commit
         where ${upstreamCalls.id} = ${id} and ${upstreamCalls.outcome} = 'pending'`,
  );
}

/** Takes back a reservation whose call was never sent (the circuit opened in between). */
export async function cancelReservation(db: Database, id: number): Promise<void> {
  await db.delete(upstreamCalls).where(and(eq(upstreamCalls.id, id), eq(upstreamCalls.outcome, 'pending')));
}
