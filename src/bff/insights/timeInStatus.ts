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
  medianMs: z.coerce.number().nullable(),
  p90Ms: z.coerce.number().nullable(),
});

/**
 * Time in each status (ADR 036, ADR 037): the median and p90 of the completed stays of the
 * requests matching the filter and created in the period, per status left. The stays are those
 * request_status_stays keeps from the history as observations apply; the current stay (still
 * running, the "stalled" side) is not among them.
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
    sql`select s.status, count(*) as stays,
               percentile_cont(0.5) within group (order by s.ms) as "medianMs",
               percentile_cont(0.9) within group (order by s.ms) as "p90Ms"
        from mirror_requests m
        join request_status_stays s on s.type = m.type and s.code = m.code
        where ${whereOf(type, filters, range, context)}
        group by s.status`,
    stayRow,
  );
  return new Map(
    rows.map((row) => [
      row.status,
      { stays: row.stays, medianDays: msToDays(row.medianMs), p90Days: msToDays(row.p90Ms) },
    ]),
  );
}
