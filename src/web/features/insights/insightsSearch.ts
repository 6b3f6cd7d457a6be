import type { z } from 'zod';
import { insightBucketSchema, type DayRange, type InsightsQueryInput } from '../../../contract/api/insights';
import { requestFilters, type RequestFilters } from '../../../contract/api/requestFilters';
import { calendarDate } from '../../../contract/upstream/dateFormats';
import { requestTypeSchema, type RequestType } from '../../../contract/upstream/enums';
import { toQueryString } from '../../lib/queryString';

/**
 * The insights page's state as it lives in the URL: the list's own filters (the same keys and
 * formats as /orders and /budgets, so a copied filter means the same rows) without the created
 * dates, which the period replaces, plus the period, the bucket and whose pipeline to show.
 */
export const insightsSearchSchema = requestFilters.omit({ createdFrom: true, createdTo: true }).extend({
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  bucket: insightBucketSchema.optional(),
  type: requestTypeSchema.optional(),
});
export type InsightsSearch = z.output<typeof insightsSearchSchema>;

/** The period a plain /insights link shows: the last 90 days, by week. */
export const DEFAULT_PERIOD_DAYS = 90;

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Tolerant, like the lists: a parameter that does not validate is dropped, not the whole page. */
export function readInsightsSearch(raw: Readonly<Record<string, unknown>>): InsightsSearch {
  const kept: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(insightsSearchSchema.shape)) {
    const value = raw[key];
    if (value !== undefined && field.safeParse(value).success) kept[key] = value;
  }
  return insightsSearchSchema.parse(kept);
}

/** The query the API receives: the URL's choice, or the default period ending `today` (UTC days). */
export function toInsightsQuery(search: InsightsSearch, today: Date): InsightsQueryInput {
  const to = search.to ?? isoDay(today.getTime());
  const from = search.from ?? isoDay(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_PERIOD_DAYS - 1) * DAY_MS);
  return { ...search, from, to, bucket: search.bucket ?? 'week', type: search.type ?? 'order' };
}

/** The list filters an insights view carries (without the period and the page's own keys). */
export function listFiltersOf(search: InsightsSearch): Omit<RequestFilters, 'createdFrom' | 'createdTo'> {
  const { from: _from, to: _to, bucket: _bucket, type: _type, ...filters } = search;
  return filters;
}

const LIST_PATH: Record<RequestType, string> = { order: '/orders', budget: '/budgets' };

/**
 * The list of exactly one figure: the page's filters, created within `range`, and the figure's own
 * key (a status, a UF, a responsible's e-mail...). The list's totals are that figure (ADR 036).
 */
export function drillHref(
  search: InsightsSearch,
  type: RequestType,
  range: DayRange,
  extra: Partial<RequestFilters> = {},
): string {
  const query = toQueryString({
    ...listFiltersOf(search),
    createdFrom: range.from,
    createdTo: range.to,
    ...extra,
  });
  return `${LIST_PATH[type]}?${query}`;
}
