import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DayRange, TimeInStatus } from '../../contract/api/insights';
import type { RequestFilters } from '../../contract/api/requestFilters';
import type { RequestType } from '../../contract/upstream/enums';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';
import type { ListContext } from '../mirror/listContext';
import { msToDays, whereOf } from './insightFilters';

const stayRow = z.object({
  status: z.string(),
  stays: z.coerce.number().int(),
  // percentile_cont over an array of fractions: [median, p90], null when there is no stay.
  percentiles: z.array(z.coerce.number()).nullable(),
});

/**
 * Time in each status (ADR 036, ADR 037, ADR 043): the median and p90 of the completed stays of
 * the requests matching the filter and created in the period, per status left. Each mirror row
 * carries its stays (copied from request_status_stays as observations apply), so the listing's
 * filter selects them with the rows and no other table is read; one sort per status gives both
 * percentiles. The current stay (still running, the "stalled" side) is not among them.
 */
export async function timeInStatus(
  db: Database,
  type: RequestType,
  filters: RequestFilters,
  range: DayRange,
  context: ListContext,
): Promise<Map<string, TimeInStatus>> {
  const rows = await queryRows(
    db,
    // Unnesting in the select list (one ProjectSet) costs less per row than a lateral function
    // scan, and grouping into arrays hashes instead of sorting every stay by status first: only
    // each status's own stays are sorted, once for both percentiles.
    sql`select g.status, g.stays,
               (select percentile_cont(array[0.5, 0.9]) within group (order by ms) from unnest(g.ms) ms)
                 as percentiles
        from (
          select s.status, count(*) as stays, array_agg(s.ms) as ms
          from (
            select unnest(m.stay_statuses) as status, unnest(m.stay_ms) as ms
            from mirror_requests m where ${whereOf(type, filters, range, context)}
          ) s
          group by s.status
        ) g`,
    stayRow,
  );
  return new Map(
    rows.map((row) => [
      row.status,
      {
        stays: row.stays,
        medianDays: msToDays(row.percentiles?.[0] ?? null),
        p90Days: msToDays(row.percentiles?.[1] ?? null),
      },
    ]),
  );
}
