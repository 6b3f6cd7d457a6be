import { expect, type Page, type TestInfo } from '@playwright/test';

/** The four windows the house checks every screen at: three desktops and a phone. */
export const SCREEN_SIZES = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
  { width: 390, height: 844 },
] as const;

/** Keeps a screenshot of the page in the journey's artifacts (reports/e2e-artifacts) and the report. */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, animations: 'disabled' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** Switches the shell to a colour scheme with its toggle, as a person would. */
export async function useTheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  const toggle = page.getByRole('button', {
    name: scheme === 'dark' ? 'Usar tema escuro' : 'Usar tema claro',
  });
  const other = page.getByRole('button', {
    name: scheme === 'dark' ? 'Usar tema claro' : 'Usar tema escuro',
  });
  // After a navigation the shell may still be loading: wait for its toggle before looking.
  await expect(toggle.or(other)).toBeVisible();
  if (await toggle.isVisible()) await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

/** Below this width the shell's navigation is a drawer, out of sight until opened (Shell.module.css). */
const DRAWER_BELOW_PX = 768;

/**
 * After a resize without a reload the shell's navigation slides to where the new width puts it:
 * wait until it is there (wholly out of sight on a phone, in sight on a desktop), so a screenshot
 * never catches it halfway.
 */
export async function navigationSettled(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const navigation = page.locator('nav[aria-label="Navegação principal"]');
  if (width < DRAWER_BELOW_PX) await expect(navigation).not.toBeInViewport();
  else await expect(navigation).toBeInViewport({ ratio: 1 });
}

/**
 * The boxes inside the page's main content that scroll sideways (a table wider than its card), each
 * named by its tag and the text it starts with, so a failure says which one; empty when all fit.
 */
export async function boxesScrollingSideways(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('main *')) {
      const overflow = getComputedStyle(element).overflowX;
      if (overflow !== 'auto' && overflow !== 'scroll') continue;
      // A box out of sight (a table kept for screen readers) is no one's scroll.
      if (element.clientWidth === 0) continue;
      if (element.scrollWidth > element.clientWidth + 1) {
        const text = (element.textContent ?? '').trim().slice(0, 40);
        found.push(
          `${element.tagName.toLowerCase()} "${text}" by ${element.scrollWidth - element.clientWidth} px`,
        );
      }
    }
    return found;
  });
}
