import type { GovernorPriority, GovernorRefusalReason } from '../../contract/api/governorStatus';
import type { GovernorBudgets } from './budgets';
import { idleBackgroundAllowance } from './idle';
import { classShare, isBackground } from './priorities';

/** One ledger row as the budgets see it. */
export interface CountedCall {
  /** When the call stopped using the vendor (ms); for a running call, its start plus its time-out. */
  endsAt: number;
  /** Its wall time in ms; for a running call, its time-out. */
  costMs: number;
  /** Still on the wire (or lost with a process that died mid-call). */
  pending: boolean;
}

export interface Allowance {
  calls: number;
  ms: number;
}

export type Admission =
  { admit: true } | { admit: false; reason: Exclude<GovernorRefusalReason, 'circuit-open'>; retryAt: number };

/** A call counts against the budgets from its start until one window after it ended. */
export function isCounted(call: CountedCall, now: number, windowMs: number): boolean {
  return call.endsAt + windowMs > now;
}

export function usageOf(calls: readonly CountedCall[]): Allowance {
  let ms = 0;
  for (const call of calls) ms += call.costMs;
  return { calls: calls.length, ms };
}

/**
 * The part of each budget a class may fill, counting every class's calls; `idle` when no person
 * has asked for a call for a while, which lets background classes use the idle allowance (ADR 087).
 */
export function allowanceFor(priority: GovernorPriority, budgets: GovernorBudgets, idle = false): Allowance {
  if (idle && budgets.idle && isBackground(priority)) return idleBackgroundAllowance(budgets, budgets.idle);
  const share = classShare(priority, budgets);
  // Rounded so that a share of exactly maxCalls - reserve is not lost to floating point.
  return { calls: Math.floor(budgets.maxCalls * share + 1e-9), ms: budgets.maxWallMs * share };
}

/** Whether one more call costing `costMs` fits within `allowance` on top of `used`. */
export function hasRoom(used: Allowance, allowance: Allowance, costMs: number): boolean {
  return used.calls + 1 <= allowance.calls && used.ms + costMs <= allowance.ms;
}

/**
 * The earliest instant, from `now` on, at which one more call costing `costMs` fits within
 * `allowance` if nothing else is sent meanwhile: calls leave the window in the order they ended,
 * each giving back one call and its wall time. Null when it can never fit.
 */
export function earliestFit(
  counted: readonly CountedCall[],
  now: number,
  windowMs: number,
  allowance: Allowance,
  costMs: number,
): number | null {
  if (allowance.calls < 1 || costMs > allowance.ms) return null;
  const used = usageOf(counted);
  if (hasRoom(used, allowance, costMs)) return now;
  const byExit = [...counted].sort((a, b) => a.endsAt - b.endsAt);
  for (const call of byExit) {
    used.calls -= 1;
    used.ms -= call.costMs;
    if (hasRoom(used, allowance, costMs)) return Math.max(now, call.endsAt + windowMs);
  }
  return null;
}

/**
 * Whether a call of `priority` may go now, given the calls counted in the window (from every
 * process), and if not, why and when it would fit. A new call is counted at its time-out,
 * because until it ends nobody knows how long it will take.
 */
export function decideAdmission(
  counted: readonly CountedCall[],
  now: number,
  windowMs: number,
  priority: GovernorPriority,
  budgets: GovernorBudgets,
  idle = false,
): Admission {
  const own = allowanceFor(priority, budgets, idle);
  const fitsAt = earliestFit(counted, now, windowMs, own, budgets.callTimeoutMs);
  if (fitsAt === now) return { admit: true };
  if (fitsAt === null) throw new RangeError(`A ${priority} call can never fit these budgets.`);
  return { admit: false, reason: refusalReason(usageOf(counted), priority, budgets, idle), retryAt: fitsAt };
}

/** Why a call of `priority` that does not fit now is refused, from the totals of the counted calls. */
export function refusalReason(
  used: Allowance,
  priority: GovernorPriority,
  budgets: GovernorBudgets,
  idle = false,
): Exclude<GovernorRefusalReason, 'circuit-open'> {
  const full = { calls: budgets.maxCalls, ms: budgets.maxWallMs };
  if (isBackground(priority) && hasRoom(used, full, budgets.callTimeoutMs)) return 'background-share';
  return used.calls + 1 > allowanceFor(priority, budgets, idle).calls ? 'calls' : 'time';
}

/**
 * When one more background call fits the idle allowance, from `idleFrom` (the moment the idle time
 * has passed since a person's last call) on, if no person asks for one before (ADR 087).
 */
export function fitsOnceIdle(
  counted: readonly CountedCall[],
  idleFrom: number,
  windowMs: number,
  budgets: GovernorBudgets,
): number | null {
  if (!budgets.idle) return null;
  const allowance = idleBackgroundAllowance(budgets, budgets.idle);
  return earliestFit(counted, idleFrom, windowMs, allowance, budgets.callTimeoutMs);
}
