import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DayRange, InsightsQuery, InsightTotals } from '../../contract/api/insights';
import type { RequestFilters } from '../../contract/api/requestFilters';
import type { RequestType } from '../../contract/upstream/enums';
import { dayStart, filterSql } from '../mirror/read/filterSql';
import type { ListContext } from '../mirror/read/listContext';
import { sqlNumber } from '../mirror/read/summaryRow';
import { addDays } from './period';

/** The listing's filters an insights query carries, without the period and the insights' own keys. */
export function listFilters(query: InsightsQuery): RequestFilters {
  const { from: _from, to: _to, bucket: _bucket, type: _type, ...filters } = query;
  return filters;
}

/** The list filter of a range of created days: what a drill-down URL carries. */
export function inRange(filters: RequestFilters, range: DayRange): RequestFilters {
  return { ...filters, createdFrom: range.from, createdTo: range.to };
}

/**
 * The WHERE of an aggregate: the listing's own filterSql, so the numbers are the list's totals
 * for the same filter (never a copy of its conditions).
 */
export function whereOf(
  type: RequestType,
  filters: RequestFilters,
  range: DayRange,
  context: ListContext,
): SQL {
  return filterSql(type, inRange(filters, range), context);
}

/**
 * The WHERE of an aggregate over a period and its previous one, which may not touch: the same span
 * of the month before leaves the rest of that month out (ADR 067).
 */
export function inBoth(
  type: RequestType,
  filters: RequestFilters,
  previous: DayRange,
  period: DayRange,
  context: ListContext,
): SQL {
  const gap = sql`m.created_at >= ${dayStart(addDays(previous.to, 1))}::timestamptz
    and m.created_at < ${dayStart(period.from)}::timestamptz`;
  return sql`${whereOf(type, filters, { from: previous.from, to: period.to }, context)} and not (${gap})`;
}

export const cents = (value: number): number => Math.round(value * 100) / 100;

/** The value of the rows `m` in reais: numeric, so the sum is exact to the centavo. */
export const VALUE_SUM: SQL = sql`sum(m.final_value)`;

/** Periods are whole days of this time zone (the contract's days are UTC days). */
export const PERIOD_TIME_ZONE = 'UTC';

/** count, value and power columns as both drivers return them (strings for numeric and int8). */
export const totalsColumns = {
  count: z.coerce.number().int(),
  value: sqlNumber.nullable(),
  power: sqlNumber.nullable(),
};

export function totalsOf(row: { count: number; value: number | null; power: number | null }): InsightTotals {
  return { count: row.count, value: cents(row.value ?? 0), power: row.power ?? 0 };
}

export const NO_TOTALS: InsightTotals = { count: 0, value: 0, power: 0 };

export function addTotals(a: InsightTotals, b: InsightTotals): InsightTotals {
  return { count: a.count + b.count, value: cents(a.value + b.value), power: a.power + b.power };
}

/** Days between two instants given in ms, to the hundredth. */
export const msToDays = (ms: number | null): number | null =>
  ms === null ? null : Math.round((ms / 86_400_000) * 100) / 100;
