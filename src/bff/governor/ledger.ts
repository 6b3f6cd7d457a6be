import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { GovernorPriority } from '../../contract/api/governorStatus';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';
import { type UpstreamCallOutcome, upstreamCalls } from '../db/schema';
import type { CountedCall } from './admission';

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

/** Writes the row that makes a call count before it is sent; returns its id. */
export async function insertReservation(db: Database, reservation: Reservation): Promise<number> {
  const [row] = await db
    .insert(upstreamCalls)
    .values({
      priority: reservation.priority,
      purpose: reservation.purpose,
      instance: reservation.instance,
      startedAt: new Date(reservation.startedAt),
      endsAt: new Date(reservation.startedAt + reservation.reservedMs),
      reservedMs: reservation.reservedMs,
    })
    .returning({ id: upstreamCalls.id });
  if (!row) throw new Error('The ledger did not return the id of a new reservation.');
  return row.id;
}

export interface CallResult {
  finishedAt: number;
  durationMs: number;
  outcome: Exclude<UpstreamCallOutcome, 'pending'>;
  httpStatus: number | null;
  detail: string | null;
}

/** Records how a call ended; from here on it counts at its real wall time. */
export async function completeCall(db: Database, id: number, result: CallResult): Promise<void> {
  await db
    .update(upstreamCalls)
    .set({
      endsAt: new Date(result.finishedAt),
      finishedAt: new Date(result.finishedAt),
      durationMs: Math.max(0, Math.round(result.durationMs)),
      outcome: result.outcome,
      httpStatus: result.httpStatus,
      detail: result.detail,
    })
    .where(and(eq(upstreamCalls.id, id), eq(upstreamCalls.outcome, 'pending')));
}

/** Takes back a reservation whose call was never sent (the circuit opened in between). */
export async function cancelReservation(db: Database, id: number): Promise<void> {
  await db.delete(upstreamCalls).where(and(eq(upstreamCalls.id, id), eq(upstreamCalls.outcome, 'pending')));
}
