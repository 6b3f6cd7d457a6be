import { queryOptions } from '@tanstack/react-query';
import { healthResponse } from '../../../../contract/api/health';
import { fetchJson } from '../../../lib/fetchJson';

export const healthQuery = () =>
  queryOptions({
    queryKey: ['health'],
    queryFn: ({ signal }) => fetchJson('/api/health', healthResponse, { signal }),
    refetchInterval: 30_000,
  });
