import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { RequestListQuery } from '../../../../contract/api/requestFilters';
import { requestPage } from '../../../../contract/api/requests';
import type { RequestType } from '../../../../contract/upstream/enums';
import { fetchJson } from '../../../lib/fetchJson';
import { toQueryString } from '../../../lib/queryString';

export const requestsQueryKey = (type: RequestType) => ['requests', type] as const;

/**
 * One page of the mirror. The key is the normalised list query, so two URLs that mean the same
 * view share a cache entry, and a change of columns or density (not part of it) fetches nothing.
 * The previous page stays on screen while the next loads, so paging does not flash skeletons.
 */
export const requestPageQuery = (type: RequestType, query: RequestListQuery) =>
  queryOptions({
    queryKey: [...requestsQueryKey(type), 'page', query] as const,
    queryFn: ({ signal }) =>
      fetchJson(`/api/requests/${type}?${toQueryString(query)}`, requestPage, { signal }),
    placeholderData: keepPreviousData,
  });
