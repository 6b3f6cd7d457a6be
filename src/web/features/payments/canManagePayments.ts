import type { Role } from '../../../contract/api/roles';

/** Payment writes are finance's (admin passes every role check), as the backend's routes say. */
export function canManagePayments(roles: readonly Role[]): boolean {
  return roles.includes('finance') || roles.includes('admin');
}
