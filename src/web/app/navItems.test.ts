import { describe, expect, it } from 'vitest';
import { navItemsFor } from './navItems';

const everyone = [
  '/',
  '/orders',
  '/budgets',
  '/board/orders',
  '/board/budgets',
  '/wallboard',
  '/insights',
  '/activity',
];
/** Bulk changes of the responsible: for those who may change it (ADR 075). */
const changers = [...everyone, '/bulk'];

describe('the main navigation', () => {
  it('shows every reader the home, the requests, boards, wall screen, insights and activity, in that order', () => {
    for (const roles of [['viewer'], ['finance'], []] as const) {
      expect(navItemsFor(roles).map((item) => item.to)).toEqual(everyone);
    }
    expect(navItemsFor(['sales']).map((item) => item.to)).toEqual(changers);
  });

  it('adds the admin pages for an admin only, after the rest', () => {
    expect(navItemsFor(['finance', 'admin']).map((item) => item.to)).toEqual([
      ...changers,
      '/admin/users',
      '/admin/devices',
      '/admin/custom-fields',
      '/admin/audit',
      '/admin/system',
    ]);
  });

  it('lists daily work first and administration after, each with an icon', () => {
    const items = navItemsFor(['admin']);
    expect(items.filter((item) => item.group === 'work').map((item) => item.to)).toEqual(changers);
    expect(items.filter((item) => item.group === 'admin')).toHaveLength(5);
    expect(items.every((item) => item.icon !== undefined)).toBe(true);
  });

  it('does not offer the wall screen on a phone', () => {
    expect(navItemsFor(['sales'], { phone: true }).map((item) => item.to)).toEqual(
      changers.filter((to) => to !== '/wallboard'),
    );
  });
});
