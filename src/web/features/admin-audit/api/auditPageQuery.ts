import { infiniteQueryOptions } from '@tanstack/react-query';
import { auditPage } from '../../../../contract/api/audit';
import { fetchJson } from '../../../lib/fetchJson';
import { toQueryString } from '../../../lib/queryString';
import { auditFilters, type AuditSearch } from '../auditSearch';

export const AUDIT_PAGE_SIZE = 50;

/** GET /api/admin/audit: the log under the page's filters, newest first; each further page is older. */
export const auditPageQuery = (search: AuditSearch) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'audit', search] as const,
    queryFn: ({ pageParam, signal }) =>
      fetchJson(
        `/api/admin/audit?${toQueryString({ ...auditFilters(search), before: pageParam, limit: AUDIT_PAGE_SIZE })}`,
        auditPage,
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
