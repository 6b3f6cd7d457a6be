import { z } from 'zod';
import type { DayRange, InsightsQuery, InsightTotals } from '../../contract/api/insights';
import type { RequestFilters } from '../../contract/api/requestFilters';
import type { RequestType } from '../../contract/upstream/enums';
import { filterSql } from '../mirror/read/filterSql';
import type { ListContext } from '../mirror/read/listContext';
import { sqlNumber } from '../mirror/read/summaryRow';

/** The listing's filters an insights query carries, without the period and the insights' own keys. */
export function listFilters(query: InsightsQuery): RequestFilters {
  const { from: _from, to: _to, bucket: _bucket, type: _type, ...filters } = query;
  return filters;
}

/**
 * The WHERE of an aggregate: the listing's own filterSql with createdFrom/createdTo (and
 * createdBefore) = the range (what a drill-down URL carries), so the numbers are the list's totals
 * for the same filter.
 */
export const whereOf = (type: RequestType, filters: RequestFilters, range: DayRange, context: ListContext) =>
  filterSql(
    type,
    { ...filters, createdFrom: range.from, createdTo: range.to, createdBefore: range.before },
    context,
  );

export const cents = (value: number): number => Math.round(value * 100) / 100;

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
