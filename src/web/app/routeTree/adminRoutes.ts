import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { NotFound } from '../../components/NotFound';
import { readAuditSearch } from '../../features/admin-audit/auditSearch';
import { loadRestOfDictionary } from '../../i18n/dictionaryStore';
import { requireRole } from '../routes/requireRole';
import { appRoute } from './rootRoutes';

/**
 * What every admin page shares: admins only, its strings in the dictionary's second part, and a
 * refusal shown as "page not found" inside the shell (see requireRole).
 */
const adminOnly = {
  getParentRoute: () => appRoute,
  loader: loadRestOfDictionary,
  beforeLoad: requireRole('admin'),
  notFoundComponent: NotFound,
};

/** Accounts, roles, passwords and live sessions. */
const adminUsersRoute = createRoute({
  ...adminOnly,
  path: '/admin/users',
  component: lazyRouteComponent(() => import('../../features/admin-users/AdminUsersPage'), 'AdminUsersPage'),
});

/** The audit log, its filters in the URL, with the CSV export. */
const adminAuditRoute = createRoute({
  ...adminOnly,
  path: '/admin/audit',
  validateSearch: readAuditSearch,
  component: lazyRouteComponent(
    () => import('../../features/admin-audit/AdminAuditRoute'),
    'AdminAuditRoute',
  ),
});

/** The vendor circuit, budget and usage, sync, webhook inbox and statuses. */
const adminSystemRoute = createRoute({
  ...adminOnly,
  path: '/admin/system',
  component: lazyRouteComponent(
    () => import('../../features/admin-system/AdminSystemPage'),
    'AdminSystemPage',
  ),
});

/** Wallboard devices and their one-time enrolment codes. */
const adminDevicesRoute = createRoute({
  ...adminOnly,
  path: '/admin/devices',
  component: lazyRouteComponent(
    () => import('../../features/admin-devices/AdminDevicesPage'),
    'AdminDevicesPage',
  ),
});

/** The partner's custom fields, named and given a format (ADR 060). */
const adminCustomFieldsRoute = createRoute({
  ...adminOnly,
  path: '/admin/custom-fields',
  component: lazyRouteComponent(
    () => import('../../features/admin-custom-fields/AdminCustomFieldsPage'),
    'AdminCustomFieldsPage',
  ),
});

export const adminRoutes = [
  adminUsersRoute,
  adminDevicesRoute,
  adminCustomFieldsRoute,
  adminAuditRoute,
  adminSystemRoute,
] as const;
