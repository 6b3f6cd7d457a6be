import type { GovernorStatus } from '../../contract/api/governorStatus';
import { type CountedCall, allowanceFor, earliestFit, fitsOnceIdle, usageOf } from './admission';
import type { GovernorBudgets } from './budgets';
import type { CircuitRow } from './circuit';
import { idleBackgroundAllowance, isIdle } from './idle';
import { classShare, isBackground, priorities } from './priorities';
import { vendorLimits } from './vendorLimits';

const iso = (ms: number) => new Date(ms).toISOString();
const seconds = (ms: number) => Math.round(ms) / 1000;

/** The governor's state for the UI, computed from the counted calls and the circuit row. */
export function describeStatus(input: {
  now: number;
  windowMs: number;
  counted: readonly CountedCall[];
  circuit: CircuitRow;
  budgets: GovernorBudgets;
  /** When a call of a person's class was last asked for, as far as this process knows (ADR 087). */
  lastPersonCallAt?: number | null;
}): GovernorStatus {
  const { now, windowMs, counted, circuit, budgets } = input;
  const lastPerson = input.lastPersonCallAt ?? null;
  const idle = isIdle(budgets.idle, lastPerson, now);
  // While people use Painel, background work may use the idle allowance from this moment on.
  const idleFrom = budgets.idle && !idle && lastPerson !== null ? lastPerson + budgets.idle.afterMs : null;
  const used = usageOf(counted);
  const firstExit = counted.length > 0 ? Math.min(...counted.map((call) => call.endsAt)) + windowMs : null;
  const open = circuit.state === 'open';
  return {
    at: iso(now),
    windowMinutes: windowMs / 60_000,
    calls: {
      limit: budgets.maxCalls,
      vendorLimit: vendorLimits.callsPerHour,
      used: used.calls,
      left: Math.max(0, budgets.maxCalls - used.calls),
      nextFreeAt: firstExit === null ? null : iso(firstExit),
    },
    seconds: {
      limit: seconds(budgets.maxWallMs),
      vendorLimit: seconds(vendorLimits.processingMsPerHour),
      used: seconds(used.ms),
      left: seconds(Math.max(0, budgets.maxWallMs - used.ms)),
      nextFreeAt: firstExit === null ? null : iso(firstExit),
    },
    backgroundShare: budgets.backgroundShare,
    inFlight: counted.filter((call) => call.pending && call.endsAt > now).length,
    idle: describeIdle(budgets, idle, lastPerson, idleFrom),
    classes: priorities.map((priority) => {
      const allowance = allowanceFor(priority, budgets, idle);
      const fitsNow = open ? null : earliestFit(counted, now, windowMs, allowance, budgets.callTimeoutMs);
      const fitsIdle =
        open || idleFrom === null || !isBackground(priority)
          ? null
          : fitsOnceIdle(counted, idleFrom, windowMs, budgets);
      const fitsAt =
        fitsNow === null || fitsIdle === null ? (fitsNow ?? fitsIdle) : Math.min(fitsNow, fitsIdle);
      return {
        priority,
        background: isBackground(priority),
        share: classShare(priority, budgets),
        callsLeft: Math.max(0, allowance.calls - used.calls),
        secondsLeft: seconds(Math.max(0, allowance.ms - used.ms)),
        fitsAt: fitsAt === null ? null : iso(fitsAt),
      };
    }),
    circuit: {
      state: circuit.state,
      openedAt: circuit.openedAt ? circuit.openedAt.toISOString() : null,
      cause: circuit.cause,
      resetAt: circuit.resetAt ? circuit.resetAt.toISOString() : null,
      resetBy: circuit.resetBy,
    },
  };
}

function describeIdle(
  budgets: GovernorBudgets,
  active: boolean,
  lastPersonCallAt: number | null,
  from: number | null,
): GovernorStatus['idle'] {
  const idle = budgets.idle;
  if (!idle) return null;
  const allowance = idleBackgroundAllowance(budgets, idle);
  return {
    afterMinutes: idle.afterMs / 60_000,
    lastPersonCallAt: lastPersonCallAt === null ? null : iso(lastPersonCallAt),
    active,
    from: from === null ? null : iso(from),
    backgroundCalls: allowance.calls,
    backgroundSeconds: seconds(allowance.ms),
    reserveCalls: budgets.maxCalls - allowance.calls,
    reserveSeconds: seconds(budgets.maxWallMs - allowance.ms),
  };
}
