import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type {
  CreatedSeries,
  DayRange,
  InsightBucket,
  InsightTotals,
  PreviousCreatedSeries,
} from '../../contract/api/insights';
import type { RequestFilters } from '../../contract/api/requestFilters';
import { REQUEST_TYPES, type RequestType } from '../../contract/upstream/enums';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';
import { dayStart } from '../mirror/read/filterSql';
import type { ListContext } from '../mirror/read/listContext';
import { addTotals, NO_TOTALS, totalsColumns, totalsOf, whereOf } from './insightFilters';
import { addDays, bucketStart, type Comparison, forward, msToDay, periodBuckets, rangeEnd } from './period';

const bucketRow = z.object({
  type: z.enum(REQUEST_TYPES),
  current: z.boolean(),
  /** The calendar start of the row's bucket (date_trunc), as periodBuckets keys it. */
  key: z.string(),
  ...totalsColumns,
});

/**
 * The days of the previous period under each bucket key of the period: those that `forward`
 * moves into the bucket (a range, since forward never goes back). The bucket holding the last day
 * stops where the previous period does.
 */
function previousDays(comparison: Comparison, bucket: InsightBucket): Map<string, DayRange> {
  const { previous, shift } = comparison;
  const days = new Map<string, DayRange>();
  for (let day = previous.from; day <= previous.to; day = addDays(day, 1)) {
    const key = bucketStart(forward(day, shift), bucket);
    const range = days.get(key);
    const stop = day === previous.to && previous.before ? { before: previous.before } : {};
    days.set(key, { from: range?.from ?? day, to: day, ...stop });
  }
  return days;
}

type Series = { current: CreatedSeries; previous: PreviousCreatedSeries };

/**
 * Count, value and power of budgets and orders created per bucket, in the period and in the same
 * span of the previous one (ADR 067), in one statement. Every bucket, empty ones included, is the
 * list of its type with createdFrom/createdTo = the bucket's days; the previous period's requests
 * are bucketed where their day falls once moved onto the period, so each pair of bars covers the
 * same span.
 */
export async function createdSeries(
  db: Database,
  filters: RequestFilters,
  period: DayRange,
  comparison: Comparison,
  bucket: InsightBucket,
  context: ListContext,
): Promise<Record<RequestType, Series>> {
  const start = sql`${dayStart(period.from)}::timestamptz`;
  // The period and its previous one, which may not touch: the same span of the month before leaves
  // the rest of that month out (ADR 067), and the rest of its last day while the period runs.
  const gap = sql`m.created_at >= ${rangeEnd(comparison.previous)}::timestamptz and m.created_at < ${start}`;
  const both = { from: comparison.previous.from, to: period.to };
  const inBoth = (type: RequestType) => sql`${whereOf(type, filters, both, context)} and not (${gap})`;
  // Periods are whole days of UTC, as the contract's days are.
  const local = sql`m.created_at at time zone 'UTC'`;
  // The shift as PostgreSQL reads an interval: '1 month', '30 day'.
  const shift = `${comparison.shift.count} ${comparison.shift.unit}`;
  const rows = await queryRows(
    db,
    // Grouped by the bucket's instant and formatted once per bucket: formatting every row first
    // cost more than the rest of the statement.
    sql`select type, current, to_char(bucket, 'YYYY-MM-DD') as key, count, value, power
        from (select m.type, m.created_at >= ${start} as current,
                     date_trunc(${bucket}, case when m.created_at >= ${start} then ${local}
                                 else ${local} + ${shift}::interval end) as bucket,
                     count(*) as count, sum(m.final_value) as value, sum(m.total_power) as power
              from mirror_requests m
              where (${inBoth('budget')}) or (${inBoth('order')})
              group by 1, 2, 3) buckets`,
    bucketRow,
  );
  const beforeDays = previousDays(comparison, bucket);
  const buckets = periodBuckets(period, bucket, msToDay(context.nowMs));
  const series = (type: RequestType): Series => {
    const totalsByKey = (current: boolean) =>
      new Map(
        rows
          .filter((row) => row.type === type && row.current === current)
          .map((row) => [row.key, totalsOf(row)]),
      );
    const now = totalsByKey(true);
    const before = totalsByKey(false);
    const currentBuckets = buckets.map(({ key, ...days }) => ({ ...days, ...(now.get(key) ?? NO_TOTALS) }));
    const previousBuckets = buckets.map(({ key }) => {
      const days = beforeDays.get(key);
      return days ? { ...days, ...(before.get(key) ?? NO_TOTALS) } : null;
    });
    const totals = (list: Iterable<InsightTotals>) => [...list].reduce(addTotals, NO_TOTALS);
    return {
      current: { range: period, totals: totals(currentBuckets), buckets: currentBuckets },
      previous: { range: comparison.previous, totals: totals(before.values()), buckets: previousBuckets },
    };
  };
  return { budget: series('budget'), order: series('order') };
}
