import type { GovernorHistory } from '../../../contract/api/governorHistory';
import { governorPriority, type GovernorPriority } from '../../../contract/api/governorStatus';

export type UsageMetric = 'calls' | 'seconds';

/** Priorities in their order of importance, the order bars stack and columns read. */
export const PRIORITIES: readonly GovernorPriority[] = governorPriority.options;

export type UsageRow = { start: string } & Record<GovernorPriority, number>;

/** One row per bucket with the chosen metric per priority: the chart's data and the table's rows. */
export function usageRows(history: GovernorHistory, metric: UsageMetric): UsageRow[] {
  return history.buckets.map((bucket) => {
    const row = { start: bucket.start } as UsageRow;
    for (const priority of PRIORITIES) row[priority] = bucket.byPriority[priority][metric];
    return row;
  });
}
