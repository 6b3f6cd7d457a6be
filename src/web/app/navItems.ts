import type { Role } from '../../contract/api/roles';
import { visibleNavItems, type NavItem } from '../components/visibleNavItems';

/**
 * Every page of the main navigation, in order; an entry appears only once its page exists (the
 * board and the admin pages add themselves here), and only to the roles it names.
 */
export const navItems: readonly NavItem<Role>[] = [
  { to: '/orders', label: 'nav.orders', roles: 'everyone' },
  { to: '/budgets', label: 'nav.budgets', roles: 'everyone' },
  { to: '/activity', label: 'nav.activity', roles: 'everyone' },
  { to: '/board/orders', label: 'board.nav.order', roles: 'everyone' },
  { to: '/board/budgets', label: 'board.nav.budget', roles: 'everyone' },
  { to: '/wallboard', label: 'board.nav.wallboard', roles: 'everyone' },
  { to: '/admin/users', label: 'adminUsers.nav', roles: ['admin'] },
  { to: '/admin/devices', label: 'adminDevices.nav', roles: ['admin'] },
  { to: '/admin/audit', label: 'adminAudit.nav', roles: ['admin'] },
  { to: '/admin/system', label: 'adminSystem.nav', roles: ['admin'] },
];

/** The entries any of a person's roles opens, in list order. */
export function navItemsFor(roles: readonly Role[]): NavItem<Role>[] {
  const visible = new Set([
    ...visibleNavItems(navItems, undefined),
    ...roles.flatMap((role) => visibleNavItems(navItems, role)),
  ]);
  return navItems.filter((item) => visible.has(item));
}
