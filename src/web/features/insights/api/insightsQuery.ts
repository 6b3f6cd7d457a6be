import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { insights, type InsightsQueryInput } from '../../../../contract/api/insights';
import { fetchJson } from '../../../lib/fetchJson';
import { toQueryString } from '../../../lib/queryString';

/** GET /api/insights for one view; the previous answer stays on screen while a new one loads. */
export const insightsQuery = (query: InsightsQueryInput) =>
  queryOptions({
    queryKey: ['insights', query] as const,
    queryFn: ({ signal }) => fetchJson(`/api/insights?${toQueryString(query)}`, insights, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
