import { toQueryString } from '../../../lib/queryString';
import { auditFilters, type AuditSearch } from '../auditSearch';

/** GET /api/admin/audit/export.csv: every entry the page's filters match, as a CSV download. */
export function auditExportHref(search: AuditSearch): string {
  const query = toQueryString(auditFilters(search));
  return `/api/admin/audit/export.csv${query ? `?${query}` : ''}`;
}
