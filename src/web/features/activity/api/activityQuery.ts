import { infiniteQueryOptions } from '@tanstack/react-query';
import { activityPage } from '../../../../contract/api/activity';
import { fetchJson } from '../../../lib/fetchJson';
import { toQueryString } from '../../../lib/queryString';
import type { ActivitySearch } from '../activitySearch';

export const ACTIVITY_PAGE_SIZE = 50;

/** Recent changes across requests, newest first; each further page is older (an opaque cursor). */
export const activityQuery = (search: ActivitySearch) =>
  infiniteQueryOptions({
    queryKey: ['activity', search] as const,
    queryFn: ({ pageParam, signal }) =>
      fetchJson(
        `/api/activity?${toQueryString({ ...search, before: pageParam, limit: ACTIVITY_PAGE_SIZE })}`,
        activityPage,
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchInterval: 60_000,
  });
