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
 * Time in each status from the history (ADR 036): a request's status events are its first version
 * (it entered its first status) and every version that changed dealStatus (it left `from` and
 * entered `to`), in the order of `at` as statusSince is derived. A stay is the time between two
 * consecutive events, counted for the status the later one left: only completed stays, so the
 * current one (still running, the "stalled" side) is not in these figures. Over the requests
 * matching the filter and created in the period.
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
    sql`with events as (
          select h.changes <> '[]'::jsonb as left_one,
                 jsonb_path_query_first(h.changes, '$[*] ? (@.field == "dealStatus").from') #>> '{}' as status,
                 h.at - lag(h.at) over (partition by h.code order by h.at, h.id) as stay
          from mirror_requests m
          join request_history h on h.type = m.type and h.code = m.code
          where ${whereOf(type, filters, range, context)}
            and (h.changes = '[]'::jsonb or h.changes @> '[{"field":"dealStatus"}]'::jsonb)
        )
        select e.status, count(*) as stays,
               percentile_cont(0.5) within group (order by extract(epoch from e.stay)) * 1000 as "medianMs",
               percentile_cont(0.9) within group (order by extract(epoch from e.stay)) * 1000 as "p90Ms"
        from events e
        where e.left_one and e.status is not null and e.stay is not null
        group by e.status`,
    stayRow,
  );
  return new Map(
    rows.map((row) => [
      row.status,
      { stays: row.stays, medianDays: msToDays(row.medianMs), p90Days: msToDays(row.p90Ms) },
    ]),
  );
}
