import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DayRange, TimeInStatus } from '../../contract/api/insights';
import type { RequestFilters } from '../../contract/api/requestFilters';
import type { RequestType } from '../../contract/upstream/enums';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';
import type { ListContext } from '../mirror/read/listContext';
import { sqlNumber } from '../mirror/read/summaryRow';
import { msToDays, whereOf } from './insightFilters';

const stayRow = z.object({
  status: z.string(),
  stays: z.coerce.number().int(),
  medianMs: sqlNumber,
  p90Ms: sqlNumber,
});

/**
 * Time in each status (ADR 036, ADR 062): the median and p90 of the completed stays
 * (request_status_stays) of the requests matching the filter and created in the period, per
 * status left. The current stay (still running, the "stalled" side) is not among them.
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
    sql`select st.status, count(*) as stays,
               percentile_cont(0.5) within group (order by st.ms) as "medianMs",
               percentile_cont(0.9) within group (order by st.ms) as "p90Ms"
        from mirror_requests m
        join request_status_stays st on st.type = m.type and st.code = m.code
        where ${whereOf(type, filters, range, context)}
        group by st.status`,
    stayRow,
  );
  return new Map(
    rows.map((row) => [
      row.status,
      { stays: row.stays, medianDays: msToDays(row.medianMs), p90Days: msToDays(row.p90Ms) },
    ]),
  );
}
