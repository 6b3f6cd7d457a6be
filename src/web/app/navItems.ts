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
];

/** The entries any of a person's roles opens, in list order. */
export function navItemsFor(roles: readonly Role[]): NavItem<Role>[] {
  const visible = new Set([
    ...visibleNavItems(navItems, undefined),
    ...roles.flatMap((role) => visibleNavItems(navItems, role)),
  ]);
  return navItems.filter((item) => visible.has(item));
}
