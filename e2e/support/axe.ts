import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { expectAccessibleNamesInLanguage } from './accessibleNames';

/**
 * Fails with each violated rule and the elements it found, so a report says what to fix; then
 * scans the accessible names (in the reader's language, none shared within a region). With
 * `coloursOnly`, only colour contrast: for a page already judged whole in the other scheme, whose
 * structure and names a colour scheme does not change.
 */
export async function expectNoAxeViolations(
  page: Page,
  where: string,
  { coloursOnly = false }: { coloursOnly?: boolean } = {},
): Promise<void> {
  const axe = new AxeBuilder({ page });
  const results = await (coloursOnly ? axe.withRules(['color-contrast']) : axe).analyze();
  const violations = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(violations, `axe on ${where}`).toEqual([]);
  if (!coloursOnly) await expectAccessibleNamesInLanguage(page, where);
}
