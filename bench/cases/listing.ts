import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { z } from 'zod';
import { freshness } from '../../src/contract/api/freshness';
import { type RequestPage, requestPage } from '../../src/contract/api/requests';
import { startStack } from '../../src/stack/startStack';
import { signInTo } from '../../src/stack/testing/signInTo';
import type { BenchCase, Figure } from '../figure';
import { until } from '../until';

/** Orders (and budgets) in the simulated account: 20 pages of 50, so pages and filters differ. */
const SIZE = 1_000;
const PAGE_SIZE = 50;
/** Modest on purpose: the load generator, Painel and the sandbox share a 2-core machine. */
const CONNECTIONS = 20;
const SECONDS = 10;
const WARM_UP_SECONDS = 2;
const P99_TARGET_MS = 100;

/** The vendor's listing answer in its default shape (src/sandbox/routes/listRequests.ts). */
const vendorPage = z.object({ data: z.array(z.unknown()), totalItems: z.number() });

/** One kind of table view, as Painel serves it and as the closest vendor listing call would ask. */
interface QueryMix {
  what: string;
  painel: string;
  vendor: string;
}

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(
    Object.entries(params).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();

/**
 * Six views people open, built from the data so every one has rows: the default first page, a
 * deeper page under another sort, and filters on UF, creation day, power and name, each with its
 * own sort. The vendor side asks for the same filter and page with its own parameter names; it
 * has no sort (always newest first), and a call without any filter would be its change feed, so
 * the unfiltered views send `removed=false` (its default anyway).
 */
async function queryMixes(read: (search: string) => Promise<RequestPage>): Promise<QueryMix[]> {
  const first = await read(query({ page: 1, pageSize: PAGE_SIZE }));
  const states = first.items.flatMap((item) => (item.freightState ? [item.freightState] : []));
  const uf = [...states].sort(
    (a, b) => states.filter((s) => s === b).length - states.filter((s) => s === a).length,
  )[0];
  // Names read "62,15 kWp - João Alves": a plain-ASCII surname matches the same way on both sides.
  const surname = first.items
    .map((item) => item.name?.split(' - ')[1]?.split(' ').at(-1) ?? '')
    .find((word) => /^[A-Za-z]{4,}$/.test(word));
  // The 200th newest and the 300th most powerful, so those filters match a few pages' worth.
  const createdAt = (await read(query({ page: 200, pageSize: 1, sort: 'createdAt', dir: 'desc' }))).items[0]
    ?.createdAt;
  const power = (await read(query({ page: 300, pageSize: 1, sort: 'totalPower', dir: 'desc' }))).items[0]
    ?.totalPower;
  if (!uf || !surname || !createdAt || power === null || power === undefined) {
    throw new Error('the mirror lacks a UF, a customer surname, a creation time or a power to filter on');
  }
  const day = createdAt.slice(0, 10);
  const vendorPath = (page: number, filter: Record<string, string | number>) =>
    `/api/v2/requests/order/${page}/${PAGE_SIZE}?${query(filter)}`;
  const page = (params: Record<string, string | number>) =>
    query({ page: 1, pageSize: PAGE_SIZE, ...params });
  return [
    { what: 'first page', painel: page({}), vendor: vendorPath(1, { removed: 'false' }) },
    {
      what: 'page 3 by final value',
      painel: page({ page: 3, sort: 'finalValue', dir: 'desc' }),
      vendor: vendorPath(3, { removed: 'false' }),
    },
    {
      what: `UF ${uf} by creation, oldest first`,
      painel: page({ uf, sort: 'createdAt', dir: 'asc' }),
      vendor: vendorPath(1, { freightState: uf }),
    },
    {
      what: `created from ${day}, page 2 by company`,
      painel: page({ createdFrom: day, page: 2, sort: 'company' }),
      vendor: vendorPath(2, { createdAfter: day }),
    },
    {
      what: `power from ${power} Wp by power`,
      painel: page({ powerMin: power, sort: 'totalPower', dir: 'desc' }),
      vendor: vendorPath(1, { powerGTE: power }),
    },
    {
      what: `name contains ${surname}`,
      painel: page({ name: surname, sort: 'name' }),
      vendor: vendorPath(1, { name: surname }),
    },
  ];
}

/**
 * The load: `CONNECTIONS` keep-alive connections, each cycling through `paths` one request at a
 * time, from a worker thread of autocannon's so the client does not share the server's event loop.
 */
function load(url: string, paths: string[], headers: Record<string, string>, seconds: number) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    workers: 1,
    headers,
    requests: paths.map((path) => ({ method: 'GET' as const, path })),
  });
}

const failures = (result: autocannon.Result) => result.non2xx + result.errors;

/**
 * Issue #9: the backend's throughput and p99 under load on the listing. Painel in sandbox mode in
 * this process (the vendor sandbox and the backend on PGlite in a temporary DATA_DIR, sync
 * running, a still world), its mirror filled by the backfill, one signed-in viewer's session;
 * autocannon then loads GET /api/requests/order with six filter/sort/page views for 10 s. The
 * same-run baseline is the same load on the sandbox's own listing (the vendor-side equivalent).
 */
export const listingBench: BenchCase = {
  group: 'listing',
  async run(): Promise<Figure[]> {
    const dataDir = mkdtempSync(join(tmpdir(), 'painel-bench-listing-'));
    try {
      const stack = await startStack({
        env: {
          LOG_LEVEL: 'warn',
          WEB_DIR: 'no-web-build-in-the-bench',
          // As in webStack.ts: so that a slow, loaded machine does not pause the backfill.
          GOVERNOR_MAX_CALLS_PER_HOUR: '599',
          GOVERNOR_MAX_SECONDS_PER_HOUR: '59',
          GOVERNOR_BACKGROUND_SHARE: '0.95',
        },
        dataDir,
        port: 0,
        host: '127.0.0.1',
        logger: false,
        sandbox: {
          size: SIZE,
          seed: 'listing',
          activity: { ratePerMinute: 0 },
          // The baseline sends thousands of listing calls: the vendor's hourly limits would refuse them.
          limits: { callsPerHour: Number.MAX_SAFE_INTEGER, processingMsPerHour: Number.MAX_SAFE_INTEGER },
        },
      });
      const { services } = stack.backend;
      try {
        await services.sync.start({});
        const { cookie = '' } = await signInTo(stack.backend, ['viewer'], 1);
        const backfillStarted = performance.now();
        const mirrored = await until('the backfill of the mirror', 600_000, async () => {
          const response = await fetch(`${stack.url}/api/freshness`, { headers: { cookie } });
          const fresh = freshness.parse(await response.json());
          return fresh.backfill.state === 'done' ? fresh.mirrored.order : undefined;
        });
        const backfillSeconds = (performance.now() - backfillStarted) / 1000;

        // Every view is tried once on both sides first: a figure over empty pages would flatter.
        const readPainel = async (search: string) => {
          const response = await fetch(`${stack.url}/api/requests/order?${search}`, { headers: { cookie } });
          if (response.status !== 200) throw new Error(`Painel answered ${response.status} to ?${search}`);
          return requestPage.parse(await response.json());
        };
        const vendorHeaders = { authorization: `Bearer ${stack.sandbox.token}` };
        const mixes = await queryMixes(readPainel);
        const rows: string[] = [];
        for (const mix of mixes) {
          const painel = await readPainel(mix.painel);
          const response = await fetch(`${stack.sandbox.url}${mix.vendor}`, { headers: vendorHeaders });
          if (response.status !== 200)
            throw new Error(`the sandbox answered ${response.status} to ${mix.vendor}`);
          const vendor = vendorPage.parse(await response.json());
          if (painel.items.length === 0 || vendor.data.length === 0) {
            throw new Error(`the view "${mix.what}" is empty on one side; the figures would flatter`);
          }
          rows.push(`${mix.what} (${painel.total} / ${vendor.totalItems} match)`);
        }

        const painelPaths = mixes.map((mix) => `/api/requests/order?${mix.painel}`);
        const vendorPaths = mixes.map((mix) => mix.vendor);
        await load(stack.url, painelPaths, { cookie }, WARM_UP_SECONDS);
        await load(stack.sandbox.url, vendorPaths, vendorHeaders, WARM_UP_SECONDS);
        const load1 = loadavg()[0] ?? 0;
        const painel = await load(stack.url, painelPaths, { cookie }, SECONDS);
        const vendor = await load(stack.sandbox.url, vendorPaths, vendorHeaders, SECONDS);

        const kbPerAnswer = (result: autocannon.Result) =>
          (result.throughput.average / Math.max(1, result.requests.average) / 1024).toFixed(1);
        const note = [
          `${CONNECTIONS} connections for ${SECONDS} s after ${WARM_UP_SECONDS} s of warm-up, autocannon in a worker thread; the backend and the sandbox share the bench's event loop, the one not measured is idle`,
          `${mirrored} orders mirrored (backfill ${backfillSeconds.toFixed(0)} s, PGlite in a temporary DATA_DIR), one viewer's session cookie`,
          `views, each connection cycling through them (Painel / vendor matches): ${rows.join('; ')}`,
          `baseline: the same views on the sandbox's own listing (GET /api/v2/requests/order/{page}/50, same filters, no sort, records scanned in memory), the vendor-side equivalent`,
          `Painel ${painel.requests.total} answers of ${kbPerAnswer(painel)} KB, sandbox ${vendor.requests.total} of ${kbPerAnswer(vendor)} KB`,
          `1-minute load average ${load1.toFixed(2)} at the start`,
        ].join('; ');
        console.error(`listing: ${note}`);
        const baseline = (value: number) => ({ label: 'sandbox listing, same views', value });
        const name = `listing: GET /api/requests/order, ${CONNECTIONS} connections, 6 views of 50`;
        return [
          {
            name: `${name}, throughput (mean)`,
            value: painel.requests.average,
            unit: 'req/s',
            baseline: baseline(vendor.requests.average),
            note,
          },
          {
            name: `${name}, latency p50`,
            value: painel.latency.p50,
            unit: 'ms',
            baseline: baseline(vendor.latency.p50),
            note,
          },
          {
            name: `${name}, latency p99`,
            value: painel.latency.p99,
            unit: 'ms',
            target: { below: P99_TARGET_MS },
            baseline: baseline(vendor.latency.p99),
            note: `target: with ${CONNECTIONS} tables asking at once, even the slowest 1% of pages leave the server within ${P99_TARGET_MS} ms, so a page change still feels immediate once the network and rendering are added; ${note}`,
          },
          {
            name: `${name}, non-2xx answers and socket errors`,
            value: failures(painel),
            unit: 'answers',
            target: { below: 1 },
            baseline: baseline(failures(vendor)),
            note: `Painel: ${painel.non2xx} non-2xx, ${painel.errors} errors (${painel.timeouts} timeouts); ${note}`,
          },
        ];
      } finally {
        await services.sync.stop();
        await stack.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
