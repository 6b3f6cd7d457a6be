import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DayRange, TimeInStatus } from '../../contract/api/insights';
import type { RequestFilters } from '../../contract/api/requestFilters';
import type { RequestType } from '../../contract/upstream/enums';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';
import type { ListContext } from '../mirror/listContext';
import { PACKED_STAY, STATUS_NUMBER } from '../mirror/statusStays';
import { msToDays, whereOf } from './insightFilters';
import { stayPercentiles, statusKey } from './stayPercentiles';

const gathered = z.object({
  // Every status ever left with its number: [number as decimal text, status] pairs.
  names: z.array(z.tuple([z.string(), z.string()])).nullable(),
  // The selected rows' packed stays laid end to end, in base64 (line breaks included); empty when
  // none has a stay.
  stays: z.string().nullable(),
});

/**
 * Time in each status (ADR 036, ADR 037, ADR 043, ADR 056): the median and p90 of the completed
 * stays of the requests matching the filter and created in the period, per status left. Each
 * mirror row carries its stays packed (copied from request_status_stays as observations apply),
 * so the listing's filter selects them with the rows, out of their own index when nothing else is
 * asked; the database lays them end to end and the BFF sorts them (stayPercentiles). The
 * current stay (still running, the "stalled" side) is not among them.
 */
export async function timeInStatus(
  db: Database,
  type: RequestType,
  filters: RequestFilters,
  range: DayRange,
  context: ListContext,
): Promise<Map<string, TimeInStatus>> {
  const where = whereOf(type, filters, range, context);
  const [row] = await queryRows(
    db,
    // A request with more stays than a row carries has a null there: its stays come from the table,
    // in an aggregate of their own, so the planner does not price a lookup for every row. base64 because
    // both drivers read a long text quickly; a bytea came through PGlite ten times slower.
    // The names: one index probe per status ever left (a loose scan), each with its number.
    sql`with recursive left_statuses(status) as (
          (select min(status) from request_status_stays)
          union all
          select (select min(s.status) from request_status_stays s where s.status > l.status)
          from left_statuses l where l.status is not null
        )
        select (select json_agg(json_build_array(${STATUS_NUMBER(sql`l.status`)}::text, l.status))
                from left_statuses l where l.status is not null) as names,
               encode(
                 coalesce((select string_agg(m.stays, ''::bytea) from mirror_requests m
                           where m.stays is not null and ${where}), ''::bytea)
                 || coalesce((select string_agg(${PACKED_STAY}, ''::bytea)
                              from mirror_requests m join request_status_stays st on st.type = m.type and st.code = m.code
                              where m.stays is null and ${where}), ''::bytea),
                 'base64') as stays`,
    gathered,
  );
  if (!row?.stays) return new Map();
  const names = new Map((row.names ?? []).map(([number, status]) => [statusKey(number), status]));
  const figures = stayPercentiles(Buffer.from(row.stays, 'base64'), names);
  return new Map(
    [...figures].map(([status, { stays, medianMs, p90Ms }]) => [
      status,
      { stays, medianDays: msToDays(medianMs), p90Days: msToDays(p90Ms) },
    ]),
  );
}
