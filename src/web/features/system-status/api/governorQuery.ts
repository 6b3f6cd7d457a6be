import { queryOptions } from '@tanstack/react-query';
import { governorStatus } from '../../../../contract/api/governorStatus';
import { fetchJson } from '../../../lib/fetchJson';

/** The governor's state; the shell needs only whether the vendor circuit is open, and why. */
export const governorQuery = () =>
  queryOptions({
    queryKey: ['governor'],
    queryFn: ({ signal }) => fetchJson('/api/governor', governorStatus, { signal }),
    refetchInterval: 30_000,
    staleTime: 15_000,
  });
