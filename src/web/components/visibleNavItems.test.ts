import { describe, expect, it } from 'vitest';
import { visibleNavItems, type NavItem } from './visibleNavItems';

type Role = 'admin' | 'finance' | 'sales';

const items: readonly NavItem<Role>[] = [
  { to: '/', label: 'nav.orders', roles: 'everyone' },
  { to: '/', label: 'app.name', roles: ['admin'] },
  { to: '/', label: 'shell.language', roles: ['finance', 'admin'] },
];

describe('visibleNavItems', () => {
  it('shows each role the entries open to it, in list order', () => {
    expect(visibleNavItems(items, 'admin').map((item) => item.label)).toEqual([
      'nav.orders',
      'app.name',
      'shell.language',
    ]);
    expect(visibleNavItems(items, 'finance').map((item) => item.label)).toEqual([
      'nav.orders',
      'shell.language',
    ]);
    expect(visibleNavItems(items, 'sales').map((item) => item.label)).toEqual(['nav.orders']);
  });

  it('shows only entries open to everyone when nobody is signed in', () => {
    expect(visibleNavItems(items, undefined).map((item) => item.label)).toEqual(['nav.orders']);
  });
});
