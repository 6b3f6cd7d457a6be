import type { GovernorStatus } from '../../contract/api/governorStatus';

/** The part of the background budget the periodic reconcile plans to use. */
export const RECONCILE_BUDGET_SHARE = 0.3;

export interface IntervalBounds {
  minMs: number;
  maxMs: number;
}

/**
 * How long to wait before the next reconcile. Long enough that runs costing what the last one
 * cost stay within a share of the background budget per hour; stretched further (up to tenfold)
 * while the background budget left is below half; always within the configured bounds.
 */
export function reconcileIntervalMs(
  lastCalls: number,
  status: GovernorStatus,
  bounds: IntervalBounds,
): number {
  const backgroundCalls = status.calls.limit * status.backgroundShare;
  const backgroundSeconds = status.seconds.limit * status.backgroundShare;
  const byCost =
    backgroundCalls > 0
      ? (3_600_000 * Math.max(1, lastCalls)) / (RECONCILE_BUDGET_SHARE * backgroundCalls)
      : bounds.maxMs;
  const room = status.classes.find((entry) => entry.priority === 'reconcile');
  const left = room
    ? Math.min(
        backgroundCalls > 0 ? room.callsLeft / backgroundCalls : 0,
        backgroundSeconds > 0 ? room.secondsLeft / backgroundSeconds : 0,
      )
    : 0;
  const scarcity = status.circuit.state === 'open' ? 10 : left >= 0.5 ? 1 : 0.5 / Math.max(left, 0.05);
  return Math.round(Math.min(bounds.maxMs, Math.max(bounds.minMs, byCost) * scarcity));
}
