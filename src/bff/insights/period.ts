import type { DayRange, InsightBucket } from '../../contract/api/insights';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

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

/** The instant a range ends at, excluded: its `before`, else the start of the day after its last. */
export const rangeEnd = (range: DayRange): string =>
  range.before ?? new Date(dayToMs(range.to) + DAY_MS).toISOString();

/** The intersection of two day ranges, or null when they do not meet. */
export function intersect(a: DayRange, b: DayRange): DayRange | null {
  const from = a.from > b.from ? a.from : b.from;
  const to = a.to < b.to ? a.to : b.to;
  return from <= to ? { from, to } : null;
}

/** How far back the previous period lies: whole calendar months, or a number of days. */
export type PeriodShift = { unit: 'month'; count: number } | { unit: 'day'; count: number };

/**
 * A period and what it is compared with (ADR 067). `compared` is the part of the period with
 * figures so far: up to today while the period runs. `previous` is the same span of the previous
 * period: the same days of the month before for a month, of the year before for a year from
 * 1 January, of the months before for whole months, else the days that many days back. While the
 * period runs, its last day stops `before` the minute of the day it is read at (ADR 110), so
 * today's hours so far meet the same hours of that day.
 */
export interface Comparison {
  compared: DayRange;
  previous: DayRange;
  shift: PeriodShift;
  /** The instant of the previous period that stands where now stands in the period (ADR 112). */
  previousNow: string;
}

function lastDayOfMonth(day: string): string {
  const date = new Date(dayToMs(day));
  return msToDay(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0));
}

/**
 * `day` moved by whole months, kept on its day of the month or the month's last day when the
 * month is shorter (31 March - 1 month = 28 February), as PostgreSQL adds a month interval.
 */
export function addMonths(day: string, months: number): string {
  const date = new Date(dayToMs(day));
  const first = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1);
  const last = lastDayOfMonth(msToDay(first));
  const wanted = addDays(msToDay(first), date.getUTCDate() - 1);
  return wanted > last ? last : wanted;
}

const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7));
const daysIn = (range: DayRange) => (dayToMs(range.to) - dayToMs(range.from)) / DAY_MS + 1;

function shiftOf(period: DayRange): PeriodShift {
  const { from, to } = period;
  const months = monthIndex(to) - monthIndex(from) + 1;
  if (from.endsWith('-01')) {
    if (months === 1) return { unit: 'month', count: 1 };
    if (from.slice(5) === '01-01' && to.slice(0, 4) === from.slice(0, 4)) return { unit: 'month', count: 12 };
    if (to === lastDayOfMonth(to)) return { unit: 'month', count: months };
  }
  return { unit: 'day', count: daysIn(period) };
}

/** A day of the previous period moved onto the period (what `shift` undoes). */
export function forward(day: string, shift: PeriodShift): string {
  return shift.unit === 'month' ? addMonths(day, shift.count) : addDays(day, shift.count);
}

/** `period` read at `nowMs`: what of it is compared, and with which span before it. */
export function comparisonOf(period: DayRange, nowMs: number): Comparison {
  const today = msToDay(nowMs);
  const shift = shiftOf(period);
  const over = period.to < today;
  const running = !over && today >= period.from;
  const through = over ? period.to : today < period.from ? period.from : today;
  const back = (day: string) => forward(day, { ...shift, count: -shift.count });
  // A whole month that is over is compared with the whole month before, whatever their lengths.
  const previousTo =
    over && shift.unit === 'month' && period.to === lastDayOfMonth(period.to)
      ? lastDayOfMonth(back(period.to))
      : back(through);
  const previous: DayRange = { from: back(period.from), to: previousTo };
  const minuteOfDay = Math.floor((nowMs - dayToMs(today)) / MINUTE_MS) * MINUTE_MS;
  const previousNow = new Date(dayToMs(back(today)) + minuteOfDay).toISOString();
  if (running) previous.before = previousNow;
  return { compared: { from: period.from, to: through }, previous, shift, previousNow };
}
