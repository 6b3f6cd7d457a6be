import { queryOptions } from '@tanstack/react-query';
import { statusesResponse } from '../../../../contract/api/statuses';
import type { RequestType } from '../../../../contract/upstream/enums';
import type { RequestStatus } from '../../../../contract/upstream/requestStatus';
import { fetchJson } from '../../../lib/fetchJson';

/** A configured status the filter can offer: one with a name. */
export type NamedStatus = RequestStatus & { name: string };

// Every vendor field may be missing: a status without a name cannot be filtered on, so it is left out.
const namedStatuses = statusesResponse.transform((answer) => ({
  ...answer,
  statuses: answer.statuses
    .filter((status): status is NamedStatus => typeof status.name === 'string' && status.name.trim() !== '')
    .sort((a, b) => (a.sequence ?? Number.MAX_SAFE_INTEGER) - (b.sequence ?? Number.MAX_SAFE_INTEGER)),
}));

/** The statuses configured for a request type, in their sequence, for the status filter. */
export const statusesQuery = (type: RequestType) =>
  queryOptions({
    queryKey: ['statuses', type] as const,
    queryFn: ({ signal }) => fetchJson(`/api/statuses/${type}`, namedStatuses, { signal }),
    staleTime: 5 * 60_000,
  });
