import { z } from 'zod';
import {
  FILTER_KEYS,
  type FilterKey,
  MAX_PAGE_SIZE,
  requestFilters,
  requestListQuery,
  type RequestFilters,
  type RequestListQuery,
} from '../../../contract/api/requestFilters';
import { isRequestColumnId, requestColumnIdSchema } from './requestColumns';

export const DENSITIES = ['comfortable', 'compact'] as const;
export const densitySchema = z.enum(DENSITIES);
export type Density = z.infer<typeof densitySchema>;

export const PAGE_SIZES = [10, 25, 50, 100, 200] as const;

// A column that no longer exists (an old saved link) is dropped, not the whole choice.
const columnList = z.preprocess((value) => {
  if (value === undefined || value === '') return undefined;
  const items = (Array.isArray(value) ? value : [value]).flatMap((entry) =>
    typeof entry === 'string' ? entry.split(',') : [entry],
  );
  const known = items.filter(isRequestColumnId);
  return known.length > 0 ? known : undefined;
}, z.array(requestColumnIdSchema).optional());

/**
 * A requests table's whole state as it lives in the URL: the API's list query (filters, sort,
 * page, page size) plus the visible columns and the density. Page and page size are optional here
 * so a plain link (`/orders`) stays plain; the API query gets the contract's defaults.
 */
export const requestsSearchSchema = requestListQuery.extend({
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  cols: columnList,
  density: densitySchema.optional(),
});
export type RequestsSearch = z.output<typeof requestsSearchSchema>;

/**
 * A change to the view, applied to the URL's latest search when the navigation happens, so two
 * quick changes (two filters set in the same moment) both land instead of one overwriting the other.
 */
export type SearchUpdate = (current: RequestsSearch) => RequestsSearch;

/**
 * Reads search params tolerantly: each parameter is checked on its own and one that does not
 * validate (a typo in a shared link, an old format, a UF that does not exist) is dropped, so the
 * rest of the view still opens instead of an error page.
 */
export function readRequestsSearch(raw: Readonly<Record<string, unknown>>): RequestsSearch {
  const kept: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(requestsSearchSchema.shape)) {
    const value = raw[key];
    if (value !== undefined && field.safeParse(value).success) kept[key] = value;
  }
  return requestsSearchSchema.parse(kept);
}

/** The API's list query for a view: the filters, sort and page, with the contract's defaults. */
export function toListQuery(search: RequestsSearch): RequestListQuery {
  const { cols: _cols, density: _density, ...query } = search;
  return requestListQuery.parse(query);
}

/** Only the filters of a view (what the CSV export and the chips need). */
export function filtersOf(search: RequestsSearch): RequestFilters {
  const filters: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) filters[key] = search[key];
  return requestFilters.parse(filters);
}

function isSet(value: unknown): boolean {
  if (value === undefined) return false;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

export function activeFilterKeys(search: RequestsSearch): FilterKey[] {
  return FILTER_KEYS.filter((key) => isSet(search[key]));
}

/** The same view with one filter changed; a changed filter starts again from the first page. */
export function withFilter<K extends FilterKey>(
  search: RequestsSearch,
  key: K,
  value: RequestsSearch[K] | undefined,
): RequestsSearch {
  const next: RequestsSearch = { ...search, page: undefined };
  next[key] = Array.isArray(value) && value.length === 0 ? undefined : value;
  return next;
}

/** Every filter cleared; sort, page size, columns and density stay as they were. */
export function withoutFilters(search: RequestsSearch): RequestsSearch {
  const next: RequestsSearch = { ...search, page: undefined };
  for (const key of FILTER_KEYS) next[key] = undefined;
  return next;
}
