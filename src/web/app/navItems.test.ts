import { describe, expect, it } from 'vitest';
import { navItemsFor } from './navItems';

const everyone = ['/orders', '/budgets', '/activity', '/board/orders', '/board/budgets', '/wallboard'];

describe('the main navigation', () => {
  it('shows every reader the requests, activity, boards and wall screen, in that order', () => {
    for (const roles of [['viewer'], ['sales'], ['finance'], []] as const) {
      expect(navItemsFor(roles).map((item) => item.to)).toEqual(everyone);
    }
  });

  it('adds the admin pages for an admin only, after the rest', () => {
    expect(navItemsFor(['finance', 'admin']).map((item) => item.to)).toEqual([
      ...everyone,
      '/admin/users',
      '/admin/devices',
      '/admin/audit',
      '/admin/system',
    ]);
  });
});
