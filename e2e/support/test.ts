import { test as base } from '@playwright/test';
import { currentLane } from './lanes';

/**
 * Playwright's `test`, pointed at the lane of the worker it runs in (./lanes.ts): `baseURL` is
 * that lane's Painel. Journeys import `test` from here, never from '@playwright/test' (lint).
 */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(currentLane().painelUrl);
  },
});

export { expect } from '@playwright/test';
