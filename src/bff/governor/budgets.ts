import type { Config } from '../config';
import { type IdleAllowance, defaultIdleReserveMs } from './idle';
import { vendorLimits } from './vendorLimits';

/** What the governor allows over the rolling window; every figure stays below the vendor's. */
export interface GovernorBudgets {
  /** Calls per rolling hour, below the vendor's 600. */
  maxCalls: number;
  /** Summed wall time of calls per rolling hour, in ms, below the vendor's 60,000. */
  maxWallMs: number;
  /** Fraction (0..1, exclusive) of each budget that background classes may fill (more while `idle`). */
  backgroundShare: number;
  /** Calls on the wire at once from one backend process. */
  concurrency: number;
  /** A call is aborted after this long; until it ends it counts at this cost. */
  callTimeoutMs: number;
  /**
   * Calls per rolling hour a bulk change may not use: kept for people's own writes (default 20,
   * BULK_PEOPLE_RESERVE_CALLS). The same part of the time budget is kept with them.
   */
  bulkReserveCalls?: number;
  /**
   * While no person has asked for a vendor call for a while, background classes may fill the whole
   * budget less this reserve (ADR 087); absent, they always keep to `backgroundShare`.
   */
  idle?: IdleAllowance;
}

export function budgetsFromConfig(config: Config): GovernorBudgets {
  const maxWallMs = Math.floor(config.GOVERNOR_MAX_SECONDS_PER_HOUR * 1000);
  const idleAfter = config.GOVERNOR_IDLE_AFTER_MINUTES;
  const reserveCalls = config.GOVERNOR_IDLE_RESERVE_CALLS;
  const statedMs = config.GOVERNOR_IDLE_RESERVE_SECONDS;
  return {
    maxCalls: config.GOVERNOR_MAX_CALLS_PER_HOUR,
    maxWallMs,
    backgroundShare: config.GOVERNOR_BACKGROUND_SHARE,
    concurrency: config.GOVERNOR_CONCURRENCY,
    callTimeoutMs: config.UPSTREAM_TIMEOUT_MS,
    bulkReserveCalls: config.BULK_PEOPLE_RESERVE_CALLS,
    ...(idleAfter === 'off'
      ? {}
      : {
          idle: {
            afterMs: idleAfter * 60_000,
            reserveCalls,
            // Unset: the writes' need, at most the whole budget (then the time stays at the share).
            reserveMs:
              statedMs === undefined
                ? Math.min(maxWallMs, defaultIdleReserveMs(reserveCalls, config.UPSTREAM_TIMEOUT_MS))
                : Math.round(statedMs * 1000),
          },
        }),
  };
}

/**
 * The governor's own guard, in case it is built from something other than the checked
 * configuration: budgets at or above the vendor's limits would put the account at risk.
 */
export function assertSafeBudgets(budgets: GovernorBudgets): void {
  const problems: string[] = [];
  if (
    !Number.isInteger(budgets.maxCalls) ||
    budgets.maxCalls < 1 ||
    budgets.maxCalls >= vendorLimits.callsPerHour
  ) {
    problems.push(`maxCalls must be a whole number from 1 to ${vendorLimits.callsPerHour - 1}`);
  }
  if (!(budgets.maxWallMs > 0 && budgets.maxWallMs < vendorLimits.processingMsPerHour)) {
    problems.push(`maxWallMs must be above 0 and below ${vendorLimits.processingMsPerHour}`);
  }
  if (!(budgets.backgroundShare > 0 && budgets.backgroundShare < 1)) {
    problems.push('backgroundShare must be above 0 and below 1');
  } else if (Math.floor(budgets.maxCalls * budgets.backgroundShare) < 1) {
    problems.push('backgroundShare leaves no room for a single background call');
  }
  if (!Number.isInteger(budgets.concurrency) || budgets.concurrency < 1) {
    problems.push('concurrency must be a whole number of at least 1');
  }
  if (!(budgets.callTimeoutMs > 0 && budgets.callTimeoutMs <= budgets.maxWallMs * budgets.backgroundShare)) {
    problems.push('callTimeoutMs must be above 0 and within the background share of maxWallMs');
  }
  const reserve = budgets.bulkReserveCalls;
  if (reserve !== undefined && (!Number.isInteger(reserve) || reserve < 0 || reserve >= budgets.maxCalls)) {
    problems.push('bulkReserveCalls must be a whole number from 0 to below maxCalls');
  }
  const idle = budgets.idle;
  if (idle) {
    if (!Number.isInteger(idle.afterMs) || idle.afterMs < 60_000) {
      problems.push('idle.afterMs must be a whole number of at least one minute');
    }
    // A reserve of the whole budget or more leaves the calls at the background share.
    if (!Number.isInteger(idle.reserveCalls) || idle.reserveCalls < 1) {
      problems.push('idle.reserveCalls must be a whole number of at least 1');
    }
    // A person's write is admitted only when its time-out fits: a smaller reserve holds none.
    if (!(idle.reserveMs >= budgets.callTimeoutMs && idle.reserveMs <= budgets.maxWallMs)) {
      problems.push('idle.reserveMs must be at least callTimeoutMs and at most maxWallMs');
    }
  }
  if (problems.length > 0) throw new RangeError(`Unsafe governor budgets: ${problems.join('; ')}.`);
}
