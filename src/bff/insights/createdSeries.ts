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
import { percentilesCont, unpackFloat8 } from './percentiles';

const bucketRow = z.object({
  current: z.boolean(),
  key: z.string(),
  ...totalsColumns,
  converted: z.coerce.number().int(),
  // The bucket's conversion_ms values (float8send) laid end to end, in base64; null when none.
  conversionMs: z.string().nullable(),
});

/** A period's orders as conversion counts them (ADR 036): all of them, and those from a budget. */
export interface ConvertedOrders {
  orders: number;
  converted: number;
  /** percentile_cont(0.5) of orderCreated - budgetCreated over the converted ones; null without one. */
  medianMs: number | null;
  p90Ms: number | null;
}

function convertedOrders(rows: Array<z.infer<typeof bucketRow>>): ConvertedOrders {
  const ms = rows.flatMap((row) => unpackFloat8(Buffer.from(row.conversionMs ?? '', 'base64')));
  const [medianMs = null, p90Ms = null] = ms.length > 0 ? percentilesCont(ms, [0.5, 0.9]) : [];
  return {
    orders: rows.reduce((sum, row) => sum + row.count, 0),
    converted: rows.reduce((sum, row) => sum + row.converted, 0),
    medianMs,
    p90Ms,
  };
}

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
  const currentStart = new Date(dayToMs(period.from)).toISOString();
  const rows = await queryRows(
    db,
    // Buckets are named after grouping: to_char once per bucket instead of once per row. The
    // conversion times ride along for the BFF's percentiles (budgets have none): conversion reads
    // the same orders, and a second statement cost a second pass over them (ADR 056).
    sql`select b.current, to_char(b.start, 'YYYY-MM-DD') as key, b.count, b.value, b.power, b.converted,
               encode(b.ms, 'base64') as "conversionMs"
        from (
          select m.created_at >= ${currentStart}::timestamptz as current,
                 date_trunc(${bucket}, m.created_at at time zone 'UTC') as start,
                 count(*) as count, ${VALUE_SUM} as value, sum(m.total_power) as power,
                 count(m.conversion_ms) as converted, string_agg(float8send(m.conversion_ms), ''::bytea) as ms
          from mirror_requests m
          where ${whereOf(type, filters, { from: previous.from, to: period.to }, context)}
          group by 1, 2
        ) b`,
    bucketRow,
  );
  const current = rows.filter((row) => row.current);
  const before = rows.filter((row) => !row.current);
  return {
    current: series(period, bucket, current),
    previous: series(previous, bucket, before),
    converted: { current: convertedOrders(current), previous: convertedOrders(before) },
  };
}
