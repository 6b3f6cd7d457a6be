import type { GovernorPriority } from '../../contract/api/governorStatus';
import type { Allowance } from './admission';
import { classShare, isBackground, priorities } from './priorities';

/**
 * The classes whose calls a person asked for: a call of one of them ends the idle allowance. The
 * database function `governor_reserve` and the ledger's partial index name the same list
 * (migration 0023); idle.test.ts keeps them equal.
 */
export const personPriorities: readonly GovernorPriority[] = priorities.filter((p) => !isBackground(p));

/**
 * What background work may fill while nobody asks for vendor calls (ADR 087): the whole budget
 * less a reserve kept for people, never less than its normal share.
 */
export interface IdleAllowance {
  /** No call of a person's class for this long (ms) lets background work use the allowance. */
  afterMs: number;
  /** Calls per rolling hour background work leaves to people meanwhile. */
  reserveCalls: number;
  /**
   * Processing time (ms) per rolling hour it leaves to people: at least one call's time-out,
   * because a person's write is admitted only when its time-out fits.
   */
  reserveMs: number;
}

/** The default reserve: 20 writes one after another within the hour. */
export const DEFAULT_IDLE_RESERVE_CALLS = 20;

/**
 * A write's usual charged time when nothing measured says otherwise: the idle reserve and the bulk
 * estimate (bulkEstimate.ts) both count on it. A vendor states no processing time, so a write is
 * charged its wall time.
 */
export const USUAL_WRITE_MS = 500;

/**
 * The time `calls` writes sent one after another need in the governor's terms: the one on the
 * wire counts at its time-out, each one already answered at its charged time.
 */
export function defaultIdleReserveMs(calls: number, callTimeoutMs: number): number {
  return callTimeoutMs + Math.max(0, calls - 1) * USUAL_WRITE_MS;
}

/**
 * The part of each budget background work may fill while idle: the whole budget less the reserve,
 * or its normal share where that is larger (a large time reserve must not shrink it).
 */
export function idleBackgroundAllowance(
  budgets: { maxCalls: number; maxWallMs: number; backgroundShare: number },
  idle: IdleAllowance,
): Allowance {
  const share = classShare('backfill', budgets);
  return {
    calls: Math.max(Math.floor(budgets.maxCalls * share + 1e-9), budgets.maxCalls - idle.reserveCalls),
    ms: Math.max(budgets.maxWallMs * share, budgets.maxWallMs - idle.reserveMs),
  };
}

/**
 * Whether background work may use the idle allowance at `now`, given when a person last asked for
 * a call (null: never, as far as the ledger and this process know).
 */
export function isIdle(
  idle: IdleAllowance | undefined,
  lastPersonCallAt: number | null,
  now: number,
): boolean {
  if (!idle) return false;
  return lastPersonCallAt === null || now - lastPersonCallAt >= idle.afterMs;
}
