import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { GovernorPriority } from '../../contract/api/governorStatus';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';
import { relaxedCommit } from '../db/relaxedCommit';
import { type UpstreamCallOutcome, upstreamCalls } from '../db/schema';
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
  calls: z.coerce.number().nullable(),
  ms: z.coerce.number().nullable(),
  idle: z.boolean().nullable(),
});

/** A column named bare, as an update's set list needs it. */
const column = (of: { name: string }) => sql.identifier(of.name);

export interface ReservationAttempt {
  /** The new ledger row, or null when nothing was inserted: the circuit was open, or the call did not fit. */
  id: number | null;
  circuit: { state: 'closed' | 'open'; cause: string | null };
  /** The calls counted before this one (from every process) and their summed wall time. */
  used: Allowance;
  /** Whether the idle allowance applied: it was offered and no person's call started since. */
  idle: boolean;
}

/** The idle allowance offered to a background reservation (ADR 087). */
export interface IdleOffer {
  /** A call of a person's class started after this instant (ms) withdraws the offer. */
  since: number;
  allowed: Allowance;
}

/**
 * A reservation in one round trip: the database function `governor_reserve` (migration 0014)
 * takes the circuit's row lock, counts the calls of the window once it holds it (a fresh snapshot,
 * so every reservation committed before is seen), and inserts the `pending` row when the circuit
 * is closed and one more call costing `reservedMs` fits `allowed`. Sent alone, it is its own
 * transaction: committed, and waiting for the disk, before it answers (ADR 049). Only a refusal
 * needs the list of calls (countedCalls), to say when a call fits again.
 */
export async function reserveCall(
  db: Database,
  reservation: Reservation,
  windowMs: number,
  allowed: Allowance,
  idle: IdleOffer | null = null,
): Promise<ReservationAttempt> {
  const idleSince = idle === null ? null : new Date(idle.since).toISOString();
  const startedAt = new Date(reservation.startedAt).toISOString();
  const endsAt = new Date(reservation.startedAt + reservation.reservedMs).toISOString();
  const windowStart = new Date(reservation.startedAt - windowMs).toISOString();
  const [row] = await queryRows(
    db,
    sql`select reserved_id as id, circuit_state as circuit, circuit_cause as cause,
               used_calls as calls, used_ms as ms, idle
          from governor_reserve(${reservation.priority}::text, ${reservation.purpose}::text,
               ${reservation.instance}::text, ${startedAt}::timestamptz, ${endsAt}::timestamptz,
               ${reservation.reservedMs}::integer, ${windowStart}::timestamptz,
               ${allowed.calls}::integer, ${allowed.ms}::float8, ${idleSince}::timestamptz,
               ${idle?.allowed.calls ?? 0}::integer, ${idle?.allowed.ms ?? 0}::float8)`,
    reservedRow,
  );
  if (!row?.circuit) {
    throw new Error('The governor circuit row is missing: the migrations have not been applied.');
  }
  return {
    id: row.id,
    circuit: { state: row.circuit, cause: row.cause },
    used: { calls: row.calls ?? 0, ms: row.ms ?? 0 },
    idle: row.idle === true,
  };
}

const lastPersonRow = z.object({ at: z.coerce.number().nullable() });

/**
 * When the newest call of a person's class (write, refresh, bulk) was reserved, by any process
 * sharing the ledger; null when the ledger holds none. Read from the end of a partial index
 * (migration 0023), so it costs the same however long the ledger grows.
 */
export async function lastPersonCallAt(db: Database): Promise<number | null> {
  const [row] = await queryRows(
    db,
    sql`select (extract(epoch from max(${upstreamCalls.startedAt})) * 1000)::float8 as at
          from ${upstreamCalls}
         where ${upstreamCalls.priority} in ('write', 'refresh', 'bulk')`,
    lastPersonRow,
  );
  return row?.at === null || row?.at === undefined ? null : Math.round(row.at);
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
