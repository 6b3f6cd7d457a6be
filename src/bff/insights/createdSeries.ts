import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CreatedSeries, DayRange, InsightBucket } from '../../contract/api/insights';
import type { RequestFilters } from '../../contract/api/requestFilters';
import type { RequestType } from '../../contract/upstream/enums';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';
import { dayStart } from '../mirror/filterSql';
import type { ListContext } from '../mirror/listContext';
import { addTotals, NO_TOTALS, PERIOD_TIME_ZONE, totalsColumns, totalsOf, whereOf } from './insightFilters';
import { periodBuckets } from './period';

const bucketRow = z.object({
  current: z.boolean(),
  /** The calendar start of the row's bucket (date_trunc), as periodBuckets keys it. */
  key: z.string(),
  ...totalsColumns,
});

type BucketRow = z.infer<typeof bucketRow>;

function series(range: DayRange, bucket: InsightBucket, rows: readonly BucketRow[]): CreatedSeries {
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
 * previous one. Every bucket, empty ones included, is the list of that type with
 * createdFrom/createdTo = the bucket's days (the first and last may be cut by the period).
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
  // Both periods may share a calendar bucket (a month the period starts in the middle of), so
  // each row also says which period it falls in.
  const rows = await queryRows(
    db,
    sql`select m.created_at >= ${dayStart(period.from)}::timestamptz as current,
               to_char(date_trunc(${bucket}, m.created_at at time zone ${PERIOD_TIME_ZONE}), 'YYYY-MM-DD') as key,
               count(*) as count, sum(m.final_value) as value, sum(m.total_power) as power
        from mirror_requests m
        where ${whereOf(type, filters, { from: previous.from, to: period.to }, context)}
        group by 1, 2`,
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
