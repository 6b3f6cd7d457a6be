import type { GovernorPriority } from '../../contract/api/governorStatus';
import type { Database } from '../db/database';
import { type CountedCall, fitsOnceIdle } from './admission';
import type { GovernorBudgets } from './budgets';
import { idleBackgroundAllowance, isIdle } from './idle';
import { type IdleOffer, lastPersonCallAt } from './ledger';
import { isBackground } from './priorities';

/**
 * The idle allowance a background reservation may use, unless a person asked this process for
 * a call within the idle time; the reservation itself checks the ledger for every other process.
 */
export function idleOffer(
  budgets: GovernorBudgets,
  priority: GovernorPriority,
  lastPersonAskAt: number | null,
  now: number,
): IdleOffer | null {
  const idle = budgets.idle;
  if (!idle || !isBackground(priority) || !isIdle(idle, lastPersonAskAt, now)) return null;
  return { since: now - idle.afterMs, allowed: idleBackgroundAllowance(budgets, idle) };
}

/**
 * For a background call refused at its normal share: the earlier of `retryAt` and the moment
 * the idle allowance begins, if it would fit then (no person asking meanwhile), so that a
 * background job is not scheduled later than it could run.
 */
export async function idleFit(input: {
  db: Database;
  budgets: GovernorBudgets;
  windowMs: number;
  priority: GovernorPriority;
  counted: readonly CountedCall[];
  now: number;
  retryAt: number;
  /** Read once the ledger answered, so that a person's ask meanwhile is not missed. */
  lastPersonAskAt: () => number | null;
}): Promise<number> {
  const { db, budgets, windowMs, priority, counted, now, retryAt } = input;
  const idle = budgets.idle;
  if (!idle || !isBackground(priority)) return retryAt;
  const last = latest(await lastPersonCallAt(db), input.lastPersonAskAt());
  if (last === null) return retryAt;
  const fits = fitsOnceIdle(counted, last + idle.afterMs, windowMs, budgets);
  return fits === null ? retryAt : Math.max(now, Math.min(retryAt, fits));
}

/**
 * The later of two instants a person last asked for a call: the ledger knows every process's
 * reservations, this process also the asks still waiting for a slot.
 */
export function latest(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  return b === null ? a : Math.max(a, b);
}
