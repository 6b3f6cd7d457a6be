import type { DayRange, InsightBucket } from '../../contract/api/insights';

const DAY_MS = 86_400_000;

const dayToMs = (day: string): number => Date.parse(`${day}T00:00:00.000Z`);
export const msToDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
export const addDays = (day: string, days: number): string => msToDay(dayToMs(day) + days * DAY_MS);

/** The first day of the bucket that holds `day` (weeks start on Monday, as ISO and date_trunc do). */
export function bucketStart(day: string, bucket: InsightBucket): string {
  if (bucket === 'day') return day;
  if (bucket === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = (new Date(dayToMs(day)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

function nextBucketStart(start: string, bucket: InsightBucket): string {
  if (bucket === 'day') return addDays(start, 1);
  if (bucket === 'week') return addDays(start, 7);
  const date = new Date(dayToMs(start));
  return msToDay(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
}

export interface PeriodBucket extends DayRange {
  /** The calendar start of the bucket (what SQL's date_trunc gives). */
  key: string;
  /** Fewer days than its whole day, week or month: cut by the period, or not over on `today`. */
  partial: boolean;
}

/**
 * The buckets of a period in order, each clipped to the period, keyed by the calendar start of
 * its bucket: the first and last week or month may be cut by the period, and the bucket holding
 * `today` (a UTC day) is not over yet.
 */
export function periodBuckets(period: DayRange, bucket: InsightBucket, today: string): PeriodBucket[] {
  const buckets: PeriodBucket[] = [];
  for (let key = bucketStart(period.from, bucket); key <= period.to; key = nextBucketStart(key, bucket)) {
    const end = addDays(nextBucketStart(key, bucket), -1);
    const from = key < period.from ? period.from : key;
    const to = end > period.to ? period.to : end;
    buckets.push({ key, from, to, partial: from !== key || to !== end || to >= today });
  }
  return buckets;
}

/** The intersection of two day ranges, or null when they do not meet. */
export function intersect(a: DayRange, b: DayRange): DayRange | null {
  const from = a.from > b.from ? a.from : b.from;
  const to = a.to < b.to ? a.to : b.to;
  return from <= to ? { from, to } : null;
}
