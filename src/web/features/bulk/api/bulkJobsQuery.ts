import { queryOptions } from '@tanstack/react-query';
import { bulkJobDetail, bulkJobList, bulkJobSummary } from '../../../../contract/api/bulk';
import { fetchJson } from '../../../lib/fetchJson';
import { sendJson } from '../../../lib/sendJson';

/** While a job runs its progress is read again every few seconds; a read of Painel's database only. */
const RUNNING_REFRESH_MS = 3_000;

export const bulkJobsQuery = () =>
  queryOptions({
    queryKey: ['bulk-jobs'] as const,
    queryFn: ({ signal }) => fetchJson('/api/bulk', bulkJobList, { signal }),
    refetchInterval: (query) =>
      query.state.data?.items.some((job) => job.state === 'running') ? RUNNING_REFRESH_MS : false,
  });

export const bulkJobQuery = (id: string) =>
  queryOptions({
    queryKey: ['bulk-jobs', id] as const,
    queryFn: ({ signal }) => fetchJson(`/api/bulk/${encodeURIComponent(id)}`, bulkJobDetail, { signal }),
    refetchInterval: (query) => (query.state.data?.state === 'running' ? RUNNING_REFRESH_MS : false),
  });

export function cancelBulkJob(id: string) {
  return sendJson(`/api/bulk/${encodeURIComponent(id)}/cancel`, { method: 'POST', schema: bulkJobSummary });
}
