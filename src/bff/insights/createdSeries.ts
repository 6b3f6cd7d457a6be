import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CreatedSeries, DayRange, InsightBucket } from '../../contract/api/insights';
import type { RequestFilters } from '../../contract/api/requestFilters';
import type { RequestType } from '../../contract/upstream/enums';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';
import { dayStart } from '../mirror/filterSql';
import type { ListContext } from '../mirror/listContext';
import { addTotals, NO_TOTALS, totalsColumns, totalsOf, whereOf, VALUE_SUM } from './insightFilters';
import { addDays, periodBuckets } from './period';
import { percentilesCont, unpackFloat8Array } from './percentiles';

const bucketRow = z.object({
  // width_bucket's answer: 1 for the previous period's first bucket, in order to the period's last.
  bucket: z.coerce.number().int(),
  ...totalsColumns,
  converted: z.coerce.number().int(),
  // The bucket's conversion_ms values as a float8[] in PostgreSQL's binary form, in base64; null
  // when none converted.
  conversionMs: z.string().nullable(),
});

type BucketRow = z.infer<typeof bucketRow> & { key: string };

/** A period's orders as conversion counts them (ADR 036): all of them, and those from a budget. */
export interface ConvertedOrders {
  orders: number;
  converted: number;
  /** percentile_cont(0.5) of orderCreated - budgetCreated over the converted ones; null without one. */
  medianMs: number | null;
  p90Ms: number | null;
}

function convertedOrders(rows: BucketRow[]): ConvertedOrders {
  const ms = rows.flatMap((row) =>
    row.conversionMs === null ? [] : unpackFloat8Array(Buffer.from(row.conversionMs, 'base64')),
  );
  const [medianMs = null, p90Ms = null] = ms.length > 0 ? percentilesCont(ms, [0.5, 0.9]) : [];
  return {
    orders: rows.reduce((sum, row) => sum + row.count, 0),
    converted: rows.reduce((sum, row) => sum + row.converted, 0),
    medianMs,
    p90Ms,
  };
}

function series(range: DayRange, bucket: InsightBucket, rows: BucketRow[]): CreatedSeries {
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
 * included, is the list of that type with createdFrom/createdTo = the bucket's days. For orders,
 * also each period's orders as conversion counts them (`converted`; zero for budgets).
 */
export async function createdSeries(
  db: Database,
  type: RequestType,
  filters: RequestFilters,
  period: DayRange,
  previous: DayRange,
  bucket: InsightBucket,
  context: ListContext,
): Promise<{
  current: CreatedSeries;
  previous: CreatedSeries;
  converted: { current: ConvertedOrders; previous: ConvertedOrders };
}> {
  // The buckets of both periods in order; each row is told its bucket by a binary search of their
  // first instants (width_bucket), not by converting its timestamp to a UTC day and truncating it.
  const buckets = [
    ...periodBuckets(previous, bucket).map((days) => ({ ...days, current: false })),
    ...periodBuckets(period, bucket).map((days) => ({ ...days, current: true })),
  ];
  const bounds = [...buckets.map((days) => days.from), addDays(period.to, 1)].map(
    (day) => sql`${dayStart(day)}::timestamptz`,
  );
  const rows = await queryRows(
    db,
    // The conversion times ride along for the BFF's percentiles (budgets have none): conversion
    // reads the same orders, and a second statement cost a second pass over them (ADR 056).
    // array_send hands them over in one piece; float8send per row cost PGlite 50 ms a year.
    sql`select width_bucket(m.created_at, array[${sql.join(bounds, sql`, `)}]) as bucket,
               count(*) as count, ${VALUE_SUM} as value, sum(m.total_power) as power,
               count(m.conversion_ms) as converted,
               encode(array_send(array_agg(m.conversion_ms) filter (where m.conversion_ms is not null)), 'base64')
                 as "conversionMs"
        from mirror_requests m
        where ${whereOf(type, filters, { from: previous.from, to: period.to }, context)}
        group by 1`,
    bucketRow,
  );
  const placed = rows.flatMap((row): Array<BucketRow & { current: boolean }> => {
    const days = buckets[row.bucket - 1];
    return days ? [{ ...row, key: days.key, current: days.current }] : [];
  });
  const current = placed.filter((row) => row.current);
  const before = placed.filter((row) => !row.current);
  return {
    current: series(period, bucket, current),
    previous: series(previous, bucket, before),
    converted: { current: convertedOrders(current), previous: convertedOrders(before) },
  };
}
