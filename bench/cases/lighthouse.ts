import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { type BenchCase, type Figure, percentile } from '../figure';
import { freshWebBuild } from './webBuild';
import { startWebStack } from './webStack';

/** Lighthouse's scores vary from run to run; the median of a few is the figure. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const TARGETS = { performance: 95, accessibility: 100 } as const;

type Category = keyof typeof TARGETS;

/**
 * Lighthouse (12.x, desktop preset, its simulated throttling) on the orders page with Debian's
 * Chromium, signed in as the bootstrap admin (the session cookie rides on every request through
 * `extraHeaders`). Nothing is downloaded: Lighthouse ships its data, and Chromium runs with its
 * background networking off. Prints what held each score back when it misses its target;
 * BENCH_LIGHTHOUSE_REPORT=<file>.json keeps each run's whole report.
 */
export const lighthouseBench: BenchCase = {
  group: 'lighthouse',
  async run(): Promise<Figure[]> {
    const build = await freshWebBuild();
    const stack = await startWebStack(build.dir);
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // The house language: the page and its dictionary are the ones most readers get.
        '--lang=pt-BR',
        '--accept-lang=pt-BR',
      ],
    });
    const scores: Record<Category, number[]> = { performance: [], accessibility: [] };
    const misses = new Map<string, string>();
    try {
      for (let run = 0; run < RUNS; run += 1) {
        const result = await lighthouse(
          `${stack.url}/orders`,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: Object.keys(TARGETS),
            extraHeaders: { Cookie: stack.cookie },
          },
          desktopConfig,
        );
        const lhr = result?.lhr;
        if (!lhr) throw new Error('Lighthouse returned no result');
        // The whole report, to see in detail what the scores come from (open it in the Lighthouse viewer).
        const reportTo = process.env.BENCH_LIGHTHOUSE_REPORT;
        if (reportTo) writeFileSync(reportTo.replace(/(\.json)?$/, `-${run + 1}.json`), JSON.stringify(lhr));
        if (lhr.runtimeError)
          throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const landedOn = new URL(lhr.finalDisplayedUrl).pathname;
        if (landedOn !== '/orders')
          throw new Error(`Lighthouse ended on ${landedOn}, not /orders: the session did not hold`);
        for (const category of Object.keys(TARGETS) as Category[]) {
          const score = lhr.categories[category]?.score;
          if (typeof score !== 'number') throw new Error(`Lighthouse gave no ${category} score`);
          scores[category].push(Math.round(score * 100));
          // The audits that cost points in this category, to say why a target is missed.
          for (const ref of lhr.categories[category]?.auditRefs ?? []) {
            const audit = lhr.audits[ref.id];
            if (ref.weight > 0 && audit && typeof audit.score === 'number' && audit.score < 0.9) {
              misses.set(
                ref.id,
                `${category}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
              );
            }
          }
        }
        const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
        console.error(
          `lighthouse run ${run + 1}/${RUNS}: performance ${scores.performance.at(-1)}, accessibility ${scores.accessibility.at(-1)}; ` +
            `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`,
        );
      }
    } finally {
      chrome.kill();
      await stack.close();
    }
    for (const miss of misses.values()) console.error(`  below 0.9: ${miss}`);
    return (Object.keys(TARGETS) as Category[]).map((category) => ({
      name: `lighthouse: ${category} score of /orders (desktop), median of ${RUNS}`,
      value: percentile(scores[category], 50),
      unit: 'points',
      target: { above: TARGETS[category] - 1 },
      note: `runs: ${scores[category].join(', ')}; ${build.note}`,
    }));
  },
};
