import { queryOptions } from '@tanstack/react-query';
import { inboxSummary } from '../../../../contract/api/inboxSummary';
import { fetchJson } from '../../../lib/fetchJson';
import { SYSTEM_REFRESH_MS } from './governorQuery';

/** GET /api/admin/inbox: webhook deliveries by status, the oldest pending one, recent failures. */
export const inboxQuery = () =>
  queryOptions({
    queryKey: ['admin', 'inbox'] as const,
    queryFn: ({ signal }) => fetchJson('/api/admin/inbox', inboxSummary, { signal }),
    refetchInterval: SYSTEM_REFRESH_MS,
  });
