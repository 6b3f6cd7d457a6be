import { queryOptions } from '@tanstack/react-query';
import { governorStatus } from '../../../../contract/api/governorStatus';
import { fetchJson } from '../../../lib/fetchJson';

/** How often the system page refreshes what it shows (live events also update these caches). */
export const SYSTEM_REFRESH_MS = 10_000;

/** GET /api/governor: the vendor budget and the circuit, under the shared ['governor'] key. */
export const governorQuery = () =>
  queryOptions({
    queryKey: ['governor'],
    queryFn: ({ signal }) => fetchJson('/api/governor', governorStatus, { signal }),
    refetchInterval: SYSTEM_REFRESH_MS,
  });
