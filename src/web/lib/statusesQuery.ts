import { queryOptions } from '@tanstack/react-query';
import { statusesResponse } from '../../contract/api/statuses';
import type { RequestType } from '../../contract/upstream/enums';
import type { RequestStatus } from '../../contract/upstream/requestStatus';
import { fetchJson } from './fetchJson';

/** A configured status that can be shown and filtered on: one with a name. */
export type NamedStatus = RequestStatus & { name: string };

// Every vendor field may be missing: a status without a name cannot be shown or filtered on, so it
// is left out. The rest come in sequence order.
const namedStatuses = statusesResponse.transform((answer) => ({
  ...answer,
  statuses: answer.statuses
    .filter((status): status is NamedStatus => typeof status.name === 'string' && status.name.trim() !== '')
    .sort((a, b) => (a.sequence ?? Number.MAX_SAFE_INTEGER) - (b.sequence ?? Number.MAX_SAFE_INTEGER)),
}));

/**
 * GET /api/statuses/:type: the configured statuses of a request type. One factory for the requests
 * filter and the admin system page, so both read and fill the same cache entry under
 * ['statuses', type].
 */
export const statusesQuery = (type: RequestType) =>
  queryOptions({
    queryKey: ['statuses', type] as const,
    queryFn: ({ signal }) => fetchJson(`/api/statuses/${type}`, namedStatuses, { signal }),
    staleTime: 5 * 60_000,
  });
