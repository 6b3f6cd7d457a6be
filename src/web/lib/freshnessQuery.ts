import { queryOptions } from '@tanstack/react-query';
import { freshness } from '../../contract/api/freshness';
import { fetchJson } from './fetchJson';

/**
 * How fresh the mirror is, and how far the copy of old requests has come. Polled: one small read
 * of Painel's own database every 15 s costs the vendor nothing; `sync.progress` events replace it
 * in between. Shared by the shell's line and the lists' and insights' notice of old requests.
 */
export const freshnessQuery = () =>
  queryOptions({
    queryKey: ['freshness'],
    queryFn: ({ signal }) => fetchJson('/api/freshness', freshness, { signal }),
    refetchInterval: 15_000,
    staleTime: 10_000,
  });
