import { describe, expect, it } from 'vitest';
import { navItemsFor } from './navItems';

describe('the main navigation', () => {
  it('shows every reader the orders, budgets and activity, in that order', () => {
    for (const roles of [['viewer'], ['sales'], ['finance', 'admin'], []] as const) {
      expect(navItemsFor(roles).map((item) => item.to)).toEqual(['/orders', '/budgets', '/activity']);
    }
  });
});
