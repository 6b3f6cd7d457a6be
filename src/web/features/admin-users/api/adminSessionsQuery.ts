import { queryOptions } from '@tanstack/react-query';
import { adminSessionsResponse } from '../../../../contract/api/session';
import { fetchJson } from '../../../lib/fetchJson';

export const adminSessionsQueryKey = ['admin', 'sessions'] as const;

/** GET /api/admin/sessions: every live session of people and wallboards. */
export const adminSessionsQuery = () =>
  queryOptions({
    queryKey: adminSessionsQueryKey,
    queryFn: ({ signal }) => fetchJson('/api/admin/sessions', adminSessionsResponse, { signal }),
    // Sessions start and time out on their own; a minute-old list is still useful.
    refetchInterval: 60_000,
  });
