import type { Config } from '../config';
import { vendorLimits } from './vendorLimits';

/** What the governor allows over the rolling window; every figure stays below the vendor's. */
export interface GovernorBudgets {
  /** Calls per rolling hour, below the vendor's 600. */
  maxCalls: number;
  /** Summed wall time of calls per rolling hour, in ms, below the vendor's 60,000. */
  maxWallMs: number;
  /** Fraction (0..1, exclusive) of each budget that background classes may fill. */
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
}

export function budgetsFromConfig(config: Config): GovernorBudgets {
  return {
    maxCalls: config.GOVERNOR_MAX_CALLS_PER_HOUR,
    maxWallMs: Math.floor(config.GOVERNOR_MAX_SECONDS_PER_HOUR * 1000),
    backgroundShare: config.GOVERNOR_BACKGROUND_SHARE,
    concurrency: config.GOVERNOR_CONCURRENCY,
    callTimeoutMs: config.UPSTREAM_TIMEOUT_MS,
    bulkReserveCalls: config.BULK_PEOPLE_RESERVE_CALLS,
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
  if (problems.length > 0) throw new RangeError(`Unsafe governor budgets: ${problems.join('; ')}.`);
}
