import type { InsightTotals, PipelineRow, TimeInStatus } from '../../contract/api/insights';
import { NO_TOTALS, totalsOf } from './insightFilters';
import type { GroupRow } from './periodGroups';

const NO_STAYS: TimeInStatus = { stays: 0, medianDays: null, p90Days: null };

/**
 * The funnel: count, value, power and stalled count per status, every configured status in its
 * `sequence` (zero where none), then statuses the configuration does not list, by name. Each row
 * is the list with status=<status>; its stalled count, the list with stalled=1 added. Time in
 * status is joined in from the history (a status seen only there still gets its row). `rows`: the
 * period's groups by status (periodGroups).
 */
export function pipeline(
  rows: readonly GroupRow[],
  statusOrder: readonly string[],
  stays: Map<string, TimeInStatus>,
): { rows: PipelineRow[]; withoutStatus: InsightTotals } {
  const byStatus = new Map(rows.flatMap((row) => (row.status === null ? [] : [[row.status, row] as const])));
  const known = new Set(statusOrder);
  const unknown = [...new Set([...byStatus.keys(), ...stays.keys()])]
    .filter((status) => !known.has(status))
    .sort();
  const none = rows.find((row) => row.status === null);
  return {
    rows: [...statusOrder, ...unknown].map((status) => {
      const row = byStatus.get(status);
      return {
        status,
        known: known.has(status),
        ...(row ? totalsOf(row) : NO_TOTALS),
        stalled: row?.stalled ?? 0,
        timeInStatus: stays.get(status) ?? NO_STAYS,
      };
    }),
    withoutStatus: none ? totalsOf(none) : NO_TOTALS,
  };
}
