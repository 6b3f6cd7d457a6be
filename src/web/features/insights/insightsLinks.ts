import type { DayRange, InsightsQueryInput } from '../../../contract/api/insights';
import type { RequestFilters } from '../../../contract/api/requestFilters';
import type { RequestType } from '../../../contract/upstream/enums';
import { toQueryString } from '../../lib/queryString';
import type { InsightsSearch } from './insightsSearch';

/** The period a plain /insights link shows: the last 90 days, by week. */
export const DEFAULT_PERIOD_DAYS = 90;

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

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
    createdBefore: range.before,
    ...extra,
  });
  return `${LIST_PATH[type]}?${query}`;
}

/**
 * The list of the payments that became received in `range` (ADR 046): the page's filters and the
 * reception days, whenever the requests were created. Its totals are payments.receivedInPeriod.
 */
export function receivedInPeriodHref(search: InsightsSearch, type: RequestType, range: DayRange): string {
  const query = toQueryString({
    ...listFiltersOf(search),
    paymentReceivedFrom: range.from,
    paymentReceivedTo: range.to,
  });
  return `${LIST_PATH[type]}?${query}`;
}
