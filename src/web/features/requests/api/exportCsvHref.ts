import type { RequestType } from '../../../../contract/upstream/enums';
import { toQueryString } from '../../../lib/queryString';
import { filtersOf, type RequestsSearch } from '../requestsSearch';

/** The CSV export of a view: every row its filters match, in its sort order (no paging). */
export function exportCsvHref(type: RequestType, search: RequestsSearch): string {
  const query = toQueryString({ ...filtersOf(search), sort: search.sort, dir: search.dir });
  return `/api/requests/${type}/export.csv${query ? `?${query}` : ''}`;
}
