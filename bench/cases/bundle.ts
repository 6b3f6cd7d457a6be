import { chromium } from '@playwright/test';
import { type BenchCase, type Figure } from '../figure';
import { freshWebBuild, gzipBytes, type Manifest, pageLoadFromManifest, readManifest } from './webBuild';
import { startWebStack } from './webStack';

const KB = 1000;
// Issue 13 moved it from 200 to make room for TanStack Table and the icons (ADR 031).
const JS_TARGET_KB = 240;
/** The reader's language on the measured visit: the house language. */
const LOCALE = 'pt-BR';

/**
 * The chunks the orders page loads dynamically before its first paint: the part of the reader's
 * dictionary the first render needs (ADR 021), and the orders route's component if it is ever
 * made a chunk of its own.
 */
function loadedBeforeFirstPaint(manifest: Manifest): string[] {
  const dictionary = `virtual:painel-dictionary/${LOCALE}/dictionary-${LOCALE}-first-paint`;
  const ordersRoute = 'src/web/app/routes/RequestsRoutePage.tsx';
  return [dictionary, ...(manifest[ordersRoute]?.isDynamicEntry ? [ordersRoute] : [])];
}

/** What Chromium actually fetches for /orders, signed in, until the table shows. */
async function measureInChromium(webDir: string) {
  const stack = await startWebStack(webDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const context = await browser.newContext({ locale: LOCALE });
    const equals = stack.cookie.indexOf('=');
    const [name, value] = [stack.cookie.slice(0, equals), stack.cookie.slice(equals + 1)];
    await context.addCookies([{ name, value, url: stack.url }]);
    const page = await context.newPage();
    const fetched: Array<Promise<{ url: string; kind: 'js' | 'css'; gzip: number }>> = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      fetched.push(
        response.body().then((body) => ({
          url: new URL(response.url()).pathname,
          kind: type === 'script' ? ('js' as const) : ('css' as const),
          gzip: gzipBytes(body),
        })),
      );
    });
    await page.goto(`${stack.url}/orders`);
    await page.locator('tbody tr[data-row-index]').first().waitFor({ timeout: 60_000 });
    // Anything the first render asked for on its way in (a chunk, the dictionary) has started by now.
    await page.waitForTimeout(1_000);
    const files = await Promise.all(fetched);
    const sum = (kind: 'js' | 'css') =>
      files.filter((file) => file.kind === kind).reduce((total, file) => total + file.gzip, 0);
    return {
      js: sum('js'),
      css: sum('css'),
      files: files.map((file) => file.url).sort(),
      orders: stack.orders,
    };
  } finally {
    await browser.close();
    await stack.close();
  }
}

/**
 * The weight of the orders page's first visit (issue #7): gzip bytes of the JavaScript and CSS,
 * from the build's manifest (the entry's static import graph plus what loads before the first
 * paint), then checked in Chromium by recording what a signed-in visit to /orders downloads.
 */
export const bundleBench: BenchCase = {
  group: 'bundle',
  async run(): Promise<Figure[]> {
    const build = await freshWebBuild();
    const manifest = readManifest(build.dir);
    const planned = pageLoadFromManifest(build.dir, manifest, loadedBeforeFirstPaint(manifest));
    const figures: Figure[] = [
      {
        name: 'bundle: JavaScript of the orders page, gzip (from the manifest)',
        value: planned.js / KB,
        unit: 'KB',
        target: { below: JS_TARGET_KB },
        note: `${build.note}; ${planned.files.filter((file) => file.endsWith('.js')).length} files: the entry's static imports + the ${LOCALE} first-paint dictionary`,
      },
      {
        name: 'bundle: CSS of the orders page, gzip (from the manifest)',
        value: planned.css / KB,
        unit: 'KB',
      },
    ];
    const seen = await measureInChromium(build.dir);
    const extra = seen.files.filter((file) => !planned.files.some((planned) => file.endsWith(planned)));
    figures.push({
      name: 'bundle: JavaScript Chromium fetched for /orders, gzip',
      value: seen.js / KB,
      unit: 'KB',
      target: { below: JS_TARGET_KB },
      note: `signed-in visit, ${LOCALE}, until the table showed (${seen.orders} orders in the mirror); ${seen.files.length} files${extra.length > 0 ? `; beyond the manifest's list: ${extra.join(', ')}` : ', the same as the manifest lists'}`,
    });
    figures.push({
      name: 'bundle: CSS Chromium fetched for /orders, gzip',
      value: seen.css / KB,
      unit: 'KB',
    });
    return figures;
  },
};
