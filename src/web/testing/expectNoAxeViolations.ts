import axe from 'axe-core';
import { expect } from 'vitest';

export interface AxeCheckOptions {
  /** A component on its own is not inside the page's landmarks; a whole page must be. */
  wholePage?: boolean;
}

/**
 * Runs axe-core (the engine of @axe-core/playwright) over rendered markup and fails with the
 * violated rules and their targets. jsdom has no layout, so colour contrast is left to the
 * end-to-end check in a real browser.
 */
export async function expectNoAxeViolations(root: Element, options: AxeCheckOptions = {}): Promise<void> {
  const results = await axe.run(root, {
    rules: {
      'color-contrast': { enabled: false },
      region: { enabled: options.wholePage ?? false },
    },
  });
  const violations = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(violations).toEqual([]);
}
