import { queryOptions } from '@tanstack/react-query';
import { requestDetail } from '../../../contract/api/requests';
import type { RequestType } from '../../../contract/upstream/enums';
import { fetchJson } from '../fetchJson';

/** Where one request's detail lives; the code is the vendor's and may hold any character. */
export function requestDetailUrl(type: RequestType, code: string): string {
  return `/api/requests/${type}/${encodeURIComponent(code)}`;
}

/**
 * Everything Painel's mirror holds about one request. Keyed under ['requests', type] so that
 * invalidating a type's lists (after a write or a live event) refreshes an open drawer too.
 */
export const requestDetailQuery = (type: RequestType, code: string) =>
  queryOptions({
    queryKey: ['requests', type, 'detail', code] as const,
    queryFn: ({ signal }) => fetchJson(requestDetailUrl(type, code), requestDetail, { signal }),
  });
