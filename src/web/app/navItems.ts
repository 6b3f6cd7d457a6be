import {
  IconActivity,
  IconChartBar,
  IconDeviceDesktop,
  IconDeviceTv,
  IconForms,
  IconFileInvoice,
  IconFileText,
  IconHistory,
  IconHome,
  IconLayoutKanban,
  IconLayoutBoardSplit,
  IconServerCog,
  IconStack2,
  IconUsers,
} from '@tabler/icons-react';
import type { Role } from '../../contract/api/roles';
import { visibleNavItems, type NavItem } from '../components/visibleNavItems';

/**
 * Every page of the main navigation, in order and in its section (work: the requests, boards and
 * activity; administration: users, wall screens, audit, system); an entry appears only once its page exists (the
 * board and the admin pages add themselves here), and only to the roles it names.
 */
export const navItems: readonly NavItem<Role>[] = [
  { to: '/', label: 'nav.home', roles: 'everyone', group: 'work', icon: IconHome },
  { to: '/orders', label: 'nav.orders', roles: 'everyone', group: 'work', icon: IconFileInvoice },
  { to: '/budgets', label: 'nav.budgets', roles: 'everyone', group: 'work', icon: IconFileText },
  { to: '/board/orders', label: 'board.nav.order', roles: 'everyone', group: 'work', icon: IconLayoutKanban },
  {
    to: '/board/budgets',
    label: 'board.nav.budget',
    roles: 'everyone',
    group: 'work',
    icon: IconLayoutBoardSplit,
  },
  {
    to: '/wallboard',
    label: 'board.nav.wallboard',
    roles: 'everyone',
    group: 'work',
    icon: IconDeviceTv,
    onPhones: false,
  },
  { to: '/insights', label: 'nav.insights', roles: 'everyone', group: 'work', icon: IconChartBar },
  { to: '/activity', label: 'nav.activity', roles: 'everyone', group: 'work', icon: IconActivity },
  { to: '/bulk', label: 'bulk.nav', roles: ['sales', 'admin'], group: 'work', icon: IconStack2 },
  { to: '/admin/users', label: 'adminUsers.nav', roles: ['admin'], group: 'admin', icon: IconUsers },
  {
    to: '/admin/devices',
    label: 'adminDevices.nav',
    roles: ['admin'],
    group: 'admin',
    icon: IconDeviceDesktop,
  },
  {
    to: '/admin/custom-fields',
    label: 'adminCustomFields.nav',
    roles: ['admin'],
    group: 'admin',
    icon: IconForms,
  },
  { to: '/admin/audit', label: 'adminAudit.nav', roles: ['admin'], group: 'admin', icon: IconHistory },
  { to: '/admin/system', label: 'adminSystem.nav', roles: ['admin'], group: 'admin', icon: IconServerCog },
];

/** The entries any of a person's roles opens, in list order; on a phone, those made for one. */
export function navItemsFor(roles: readonly Role[], { phone = false } = {}): NavItem<Role>[] {
  const visible = new Set([
    ...visibleNavItems(navItems, undefined),
    ...roles.flatMap((role) => visibleNavItems(navItems, role)),
  ]);
  return navItems.filter((item) => visible.has(item) && !(phone && item.onPhones === false));
}
