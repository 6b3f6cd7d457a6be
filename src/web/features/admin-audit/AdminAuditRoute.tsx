import { useNavigate, useSearch } from '@tanstack/react-router';
import { AdminAuditPage } from './AdminAuditPage';
import { readAuditSearch } from './auditSearch';

/** The audit page with its filters in the URL (/admin/audit?action=session.&from=2025-03-01). */
export function AdminAuditRoute() {
  // Read through the page's own schema, so this works under whichever parent route mounts it.
  const search = readAuditSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  return (
    <AdminAuditPage
      search={search}
      onSearchChange={(next) => void navigate({ to: '/admin/audit', search: next })}
    />
  );
}
