import { performance } from 'node:perf_hooks';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import type { Board } from '../../src/contract/api/board';
import type { IssueDeviceResponse } from '../../src/contract/api/devices';
import { startStack } from '../../src/stack/startStack';
import { signInTo } from '../../src/stack/testing/signInTo';
import { type BenchCase, type Figure, percentile } from '../figure';
import { freePort } from '../freePort';
import { until } from '../until';
import { freshWebBuild } from './webBuild';

/** The ports this benchmark may use, so it never meets another run's Painel. */
const FIRST_PORT = 8300;
const LAST_PORT = 8399;
/** Status changes measured, one at a time. */
const MOVES = Number(process.env.BENCH_WALLBOARD_MOVES ?? 20);
/** Cards per column on the wall: a moved card lands on top of its column, so it is always shown. */
const CARDS = 8;
/** A move not shown after this long is a failure of the live path, not a slow sample. */
const GIVE_UP_MS = 40_000;
const TARGET_P95_MS = 1_000;

const selectorOf = (column: string, code: string) =>
  `[data-column=${JSON.stringify(column)}] [data-code=${JSON.stringify(code)}]`;

/**
 * How long an order's status change at the vendor takes to show on a wall screen: Painel and its
 * sandbox in this process (sandbox mode, real clock, no background activity), the production SPA
 * in headless Chromium enrolled as a wallboard device and showing the orders board; one order at a
 * time moves to another status through the sandbox's control API (which sends the webhook), and
 * the clock stops when its card is in the new column. That is webhook delivery, the inbox, the
 * mirror, the live event and the browser's update, end to end.
 */
export const wallboardBench: BenchCase = {
  group: 'wallboard',
  async run(): Promise<Figure[]> {
    const build = await freshWebBuild();
    const port = await freePort(FIRST_PORT, LAST_PORT);
    const url = `http://127.0.0.1:${port}`;
    const stack = await startStack({
      env: { LOG_LEVEL: 'warn', WEB_DIR: resolve(build.dir), PUBLIC_URL: url },
      dataDir: 'memory://',
      port,
      host: '127.0.0.1',
      logger: false,
      sandbox: { size: 300, seed: 'wallboard', activity: { ratePerMinute: 0 } },
    });
    const { services } = stack.backend;
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    });
    try {
      await services.sync.start({ publishEveryMs: 1_000 });
      let backfill = '';
      await until(
        'the backfill of the mirror',
        600_000,
        async () => {
          const fresh = await services.sync.freshness();
          backfill = `${fresh.backfill.state}, ${fresh.backfill.records} records`;
          return fresh.backfill.state === 'done' ? true : undefined;
        },
        // Not more often: on PGlite each look waits its turn with the backfill's own queries.
        3_000,
      ).catch((error: unknown) => {
        throw new Error(`${String(error)} (backfill: ${backfill})`);
      });
      const headers = await signInTo(stack.backend, ['admin'], 1);
      const readBoard = async (): Promise<Board> => {
        const response = await fetch(`${url}/api/board/order?cardsPerColumn=${CARDS}`, { headers });
        if (response.status !== 200) throw new Error(`the board answered ${response.status}`);
        return (await response.json()) as Board;
      };

      // The screen enrols as a device, as an office would set it up.
      const issued = await fetch(`${url}/api/admin/devices`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Bench wall' }),
      });
      if (issued.status !== 201) throw new Error(`issuing a device answered ${issued.status}`);
      const { enrolment } = (await issued.json()) as IssueDeviceResponse;
      const page = await browser.newPage({ viewport: { width: 1920, height: 1080 }, locale: 'pt-BR' });
      await page.goto(enrolment.url);
      await page.waitForURL(/\/wallboard$/, { timeout: 60_000 });
      await page.goto(`${url}/wallboard?only=order&cycle=0&cards=${CARDS}`);
      await page.waitForSelector('[data-column] [data-code]', { timeout: 60_000 });

      const control = `${stack.sandbox.controlUrl ?? `${stack.sandbox.url}/__sandbox`}/actions`;
      const samples: number[] = [];
      for (let move = 0; move < MOVES; move += 1) {
        const board = await readBoard();
        const configured = board.columns.filter((column) => column.status !== null);
        // Round the columns, so moves leave every status and arrive in every other.
        const withCards = configured.filter((column) => column.cards.length > 0);
        const source = withCards[move % Math.max(1, withCards.length)];
        const code = source?.cards[0]?.code;
        const to = source ? configured[(configured.indexOf(source) + 1) % configured.length] : undefined;
        if (!source || !code || !to || to === source) throw new Error('the orders board has nothing to move');
        await page.waitForSelector(selectorOf(source.name, code), { timeout: GIVE_UP_MS });

        const started = performance.now();
        const answer = await fetch(control, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ action: 'statusChange', code, status: to.name }),
        });
        if (answer.status !== 200) throw new Error(`the sandbox refused the move: ${await answer.text()}`);
        await page.waitForSelector(selectorOf(to.name, code), { timeout: GIVE_UP_MS });
        samples.push(performance.now() - started);
        // Let the follow-up refresh of that order pass before the next move.
        await new Promise((done) => setTimeout(done, 300));
      }

      const p50 = percentile(samples, 50);
      const p95 = percentile(samples, 95);
      const note =
        `${samples.length} orders moved one at a time (sandbox of 300 orders, headless Chromium 1920x1080, ` +
        `${CARDS} cards per column); p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, ` +
        `max ${Math.max(...samples).toFixed(0)} ms; SPA: ${build.note}`;
      return [
        {
          name: 'wallboard: status change at the vendor → card in its new column (Chromium), p95',
          value: p95,
          unit: 'ms',
          target: { below: TARGET_P95_MS },
          note,
        },
        {
          name: 'wallboard: status change at the vendor → card in its new column (Chromium), p50',
          value: p50,
          unit: 'ms',
        },
      ];
    } finally {
      await browser.close();
      await services.sync.stop();
      await stack.close();
    }
  },
};
