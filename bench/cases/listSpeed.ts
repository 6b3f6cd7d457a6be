import type { Page } from '@playwright/test';
import { type BenchCase, type Figure } from '../figure';
import { launchBenchChromium, readNumber, sessionCookie } from './benchBrowser';
import { freshWebBuild } from './webBuild';
import { startWebStack } from './webStack';

const RUNS = 5;
const LOCALE = 'pt-BR';
const FIRST_ROWS_TARGET_MS = 1_000;
const FILTER_TARGET_MS = 300;

// Installed before any script of the page: records, on the page's own clock (from navigation
// start), when the first row of the table is in the DOM, and when the table stops being busy.
const OBSERVER = `
  window.__bench = { firstRow: undefined, idleAt: [] };
  new MutationObserver(() => {
    const state = window.__bench;
    if (state.firstRow === undefined && document.querySelector('tbody tr[data-row-index]')) {
      state.firstRow = performance.now();
    }
    const table = document.querySelector('table[aria-busy]');
    const busy = table && table.getAttribute('aria-busy') === 'true';
    if (table && !busy && state.wasBusy) state.idleAt.push(performance.now());
    state.wasBusy = Boolean(busy);
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
`;

async function firstRowAt(page: Page): Promise<number> {
  await page.locator('tbody tr[data-row-index]').first().waitFor({ timeout: 60_000 });
  return readNumber(page, 'window.__bench.firstRow');
}

/** Removes the UF chip (a filter change) and times the click to the new rows on screen. */
async function filterChange(page: Page): Promise<number> {
  const before = await readNumber(page, 'window.__bench.idleAt.length');
  const start = await readNumber(page, 'performance.now()');
  await page.getByRole('button', { name: /^Remover o filtro UF/ }).click();
  await page.waitForFunction(`window.__bench.idleAt.length > ${before}`, undefined, { timeout: 30_000 });
  const end = await readNumber(page, 'window.__bench.idleAt.at(-1)');
  return end - start;
}

/**
 * Speed a person feels on the orders list (issue 13), in Chromium against the built app, signed
 * in: a cold navigation (a new browser context: empty cache) to the first rows on screen, and a
 * filter change to its new rows. The max of five runs of each, against 1.0 s and 300 ms.
 */
export const listSpeedBench: BenchCase = {
  group: 'list-speed',
  async run(): Promise<Figure[]> {
    const build = await freshWebBuild();
    const stack = await startWebStack(build.dir);
    const browser = await launchBenchChromium();
    const cold: number[] = [];
    const filter: number[] = [];
    try {
      const cookie = sessionCookie(stack);
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.newContext({ locale: LOCALE, viewport: { width: 1440, height: 900 } });
        await context.addCookies([cookie]);
        await context.addInitScript(OBSERVER);
        const page = await context.newPage();
        await page.goto(`${stack.url}/orders?uf=SP`);
        cold.push(await firstRowAt(page));
        filter.push(await filterChange(page));
        await context.close();
      }
    } finally {
      await browser.close();
      await stack.close();
    }
    const note = (samples: number[]) =>
      `${build.note}; ${stack.orders} orders; runs: ${samples.map((value) => Math.round(value)).join(', ')} ms`;
    return [
      {
        name: 'list speed: cold navigation to /orders (signed in) to the first rows, max of 5',
        value: Math.max(...cold),
        unit: 'ms',
        target: { below: FIRST_ROWS_TARGET_MS },
        note: note(cold),
      },
      {
        name: 'list speed: a filter change (a chip removed) to the new rows, max of 5',
        value: Math.max(...filter),
        unit: 'ms',
        target: { below: FILTER_TARGET_MS },
        note: note(filter),
      },
    ];
  },
};
