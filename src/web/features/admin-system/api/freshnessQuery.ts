import { queryOptions } from '@tanstack/react-query';
import { freshness } from '../../../../contract/api/freshness';
import { fetchJson } from '../../../lib/fetchJson';
import { SYSTEM_REFRESH_MS } from './governorQuery';

/** GET /api/freshness: sync and backfill progress, under the shared ['freshness'] key. */
export const freshnessQuery = () =>
  queryOptions({
    queryKey: ['freshness'],
    queryFn: ({ signal }) => fetchJson('/api/freshness', freshness, { signal }),
    refetchInterval: SYSTEM_REFRESH_MS,
  });
