import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DayRange, InsightTotals, PipelineRow, TimeInStatus } from '../../contract/api/insights';
import type { RequestFilters } from '../../contract/api/requestFilters';
import type { RequestType } from '../../contract/upstream/enums';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';
import { type ListContext, stalledSql } from '../mirror/listContext';
import { NO_TOTALS, totalsColumns, totalsOf, whereOf } from './insightFilters';

const statusRow = z.object({
  status: z.string().nullable(),
  stalled: z.coerce.number().int(),
  ...totalsColumns,
});

const NO_STAYS: TimeInStatus = { stays: 0, medianDays: null, p90Days: null };

/**
 * The funnel: count, value, power and stalled count per status, every configured status in its
 * `sequence` (zero where none), then statuses the configuration does not list, by name. Each row
 * is the list with status=<status>; its stalled count, the list with stalled=1 added. Time in
 * status is joined in from the history (a status seen only there still gets its row).
 */
export async function pipeline(
  db: Database,
  type: RequestType,
  filters: RequestFilters,
  range: DayRange,
  context: ListContext,
  statusOrder: readonly string[],
  stays: Map<string, TimeInStatus>,
): Promise<{ rows: PipelineRow[]; withoutStatus: InsightTotals }> {
  const rows = await queryRows(
    db,
    sql`select m.deal_status as status, count(*) as count, sum(m.final_value) as value,
               sum(m.total_power) as power, count(*) filter (where ${stalledSql(context, type)}) as stalled
        from mirror_requests m where ${whereOf(type, filters, range, context)}
        group by m.deal_status`,
    statusRow,
  );
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
