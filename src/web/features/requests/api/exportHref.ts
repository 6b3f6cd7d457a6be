import type { RequestType } from '../../../../contract/upstream/enums';
import type { Locale } from '../../../i18n/locales';
import { toQueryString } from '../../../lib/queryString';
import type { RequestColumnId } from '../requestColumns';
import { filtersOf, type RequestsSearch } from '../requestsSearch';

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportOptions {
  format: ExportFormat;
  /** The reader's language: headers, labels, separators and decimals follow it. */
  lang: Locale;
  /** These columns in this order; undefined for every column. */
  columns?: readonly RequestColumnId[];
  /** Only these requests of the view (the list's ticked rows); undefined for every match. */
  codes?: readonly string[];
}

/** The export of a view: every row its filters match, in its sort order (no paging). */
export function exportHref(type: RequestType, search: RequestsSearch, options: ExportOptions): string {
  const query = toQueryString({
    ...filtersOf(search),
    sort: search.sort,
    dir: search.dir,
    lang: options.lang,
    columns: options.columns,
    codes: options.codes,
  });
  return `/api/requests/${type}/export.${options.format}?${query}`;
}
