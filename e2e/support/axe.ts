import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { expectAccessibleNamesInLanguage } from './accessibleNames';

/**
 * Fails with each violated rule and the elements it found, so a report says what to fix; then
 * scans the accessible names (in the reader's language, none shared within a region).
 */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const violations = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(violations, `axe on ${where}`).toEqual([]);
  await expectAccessibleNamesInLanguage(page, where);
}
