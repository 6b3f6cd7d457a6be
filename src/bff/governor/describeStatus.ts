import type { GovernorStatus } from '../../contract/api/governorStatus';
import { type CountedCall, allowanceFor, earliestFit, usageOf } from './admission';
import type { GovernorBudgets } from './budgets';
import type { CircuitRow } from './circuit';
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
}): GovernorStatus {
  const { now, windowMs, counted, circuit, budgets } = input;
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
    classes: priorities.map((priority) => {
      const allowance = allowanceFor(priority, budgets);
      const fitsAt = open ? null : earliestFit(counted, now, windowMs, allowance, budgets.callTimeoutMs);
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
