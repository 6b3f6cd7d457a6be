import { queryOptions } from '@tanstack/react-query';
import { freshness } from '../../../../contract/api/freshness';
import { fetchJson } from '../../../lib/fetchJson';

/**
 * How fresh the mirror is. Polled: the live event stream arrives with the next issue, and one
 * small read of Painel's own database every 15 s costs the vendor nothing.
 */
export const freshnessQuery = () =>
  queryOptions({
    queryKey: ['freshness'],
    queryFn: ({ signal }) => fetchJson('/api/freshness', freshness, { signal }),
    refetchInterval: 15_000,
    staleTime: 10_000,
  });
