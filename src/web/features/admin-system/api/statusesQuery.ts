import { queryOptions } from '@tanstack/react-query';
import { statusesResponse } from '../../../../contract/api/statuses';
import type { RequestType } from '../../../../contract/upstream/enums';
import type { RequestStatus } from '../../../../contract/upstream/requestStatus';
import { fetchJson } from '../../../lib/fetchJson';

export type NamedStatus = RequestStatus & { name: string };

// The same shape the requests filter keeps under ['statuses', type] (named statuses in sequence
// order), so either page can reuse what the other fetched: the two must not disagree on the key.
const namedStatuses = statusesResponse.transform((answer) => ({
  ...answer,
  statuses: answer.statuses
    .filter((status): status is NamedStatus => typeof status.name === 'string' && status.name.trim() !== '')
    .sort((a, b) => (a.sequence ?? Number.MAX_SAFE_INTEGER) - (b.sequence ?? Number.MAX_SAFE_INTEGER)),
}));

/** GET /api/statuses/:type: the configured statuses of a request type, from the shared cache. */
export const statusesQuery = (type: RequestType) =>
  queryOptions({
    queryKey: ['statuses', type] as const,
    queryFn: ({ signal }) => fetchJson(`/api/statuses/${type}`, namedStatuses, { signal }),
    staleTime: 5 * 60_000,
  });
