import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CreatedSeries, DayRange, InsightBucket } from '../../contract/api/insights';
import type { RequestFilters } from '../../contract/api/requestFilters';
import type { RequestType } from '../../contract/upstream/enums';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';
import type { ListContext } from '../mirror/listContext';
import { addTotals, NO_TOTALS, totalsColumns, totalsOf, whereOf, VALUE_SUM } from './insightFilters';
import { dayToMs, periodBuckets } from './period';

const bucketRow = z.object({ current: z.boolean(), key: z.string(), ...totalsColumns });

function series(
  range: DayRange,
  bucket: InsightBucket,
  rows: Array<z.infer<typeof bucketRow>>,
): CreatedSeries {
  const byKey = new Map(rows.map((row) => [row.key, totalsOf(row)]));
  const buckets = periodBuckets(range, bucket).map(({ key, from, to }) => ({
    from,
    to,
    ...(byKey.get(key) ?? NO_TOTALS),
  }));
  return { range, totals: buckets.reduce(addTotals, NO_TOTALS), buckets };
}

/**
 * Count, value and power of one type's requests created per bucket, in the period and in the
 * previous one, in one pass over both (the created_at index narrows it). Every bucket, empty ones
 * included, is the list of that type with createdFrom/createdTo = the bucket's days.
 */
export async function createdSeries(
  db: Database,
  type: RequestType,
  filters: RequestFilters,
  period: DayRange,
  previous: DayRange,
  bucket: InsightBucket,
  context: ListContext,
): Promise<{ current: CreatedSeries; previous: CreatedSeries }> {
  const currentStart = new Date(dayToMs(period.from)).toISOString();
  const rows = await queryRows(
    db,
    // Buckets are named after grouping: to_char once per bucket instead of once per row.
    sql`select b.current, to_char(b.start, 'YYYY-MM-DD') as key, b.count, b.value, b.power
        from (
          select m.created_at >= ${currentStart}::timestamptz as current,
                 date_trunc(${bucket}, m.created_at at time zone 'UTC') as start,
                 count(*) as count, ${VALUE_SUM} as value, sum(m.total_power) as power
          from mirror_requests m
          where ${whereOf(type, filters, { from: previous.from, to: period.to }, context)}
          group by 1, 2
        ) b`,
    bucketRow,
  );
  return {
    current: series(
      period,
      bucket,
      rows.filter((row) => row.current),
    ),
    previous: series(
      previous,
      bucket,
      rows.filter((row) => !row.current),
    ),
  };
}
