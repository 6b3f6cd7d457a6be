import { sql } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type InsightsQuery, insightsQuery } from '../../src/contract/api/insights';
import type { OpenedDatabase } from '../../src/bff/db/database';
import { openDatabase } from '../../src/bff/db/openDatabase';
import { createPostgresTestDatabase } from '../../src/bff/db/testing/testDatabases';
import { ManualClock } from '../../src/bff/clock';
import { buildInsights } from '../../src/bff/insights/buildInsights';
import { createInsightsCache } from '../../src/bff/insights/insightsCache';
import { storedStatusOrder } from '../../src/bff/insights/registerInsightsRoutes';
import { createMirror } from '../../src/bff/mirror/createMirror';
import { cohorts } from '../../src/bff/insights/conversion';
import { createdSeries } from '../../src/bff/insights/createdSeries';
import { listFilters } from '../../src/bff/insights/insightFilters';
import { receivedInPeriodTotals } from '../../src/bff/insights/payments';
import { comparisonOf } from '../../src/bff/insights/period';
import { periodGroups, timeInStatus } from '../../src/bff/insights/periodGroups';
import {
  DEFAULT_STALLED_SETTINGS,
  type ListContext,
  NO_FINAL_STATUSES,
} from '../../src/bff/mirror/read/listContext';
import { rebuildStatusStays } from '../../src/bff/mirror/apply/statusStays';
import {
  GENERATED_STATUSES,
  type GeneratedRequest,
  generateMirrorRecords,
} from '../../src/bff/mirror/testing/generateMirrorRecords';
import { type BenchCase, type Figure, percentile } from '../figure';
import { measuresEngine, reachablePostgres, seedMirrorRows } from './mirror';

const ORDERS = 80_000;
const BUDGETS = 20_000;
const RUNS = 50;
const WARMUP = 5;
// The baseline takes long runs under load; ten runs cover every period length twice.
const BASELINE_RUNS = 10;
const QUERY_TARGET_MS = 100;
const PAGE_TARGET_MS = 300;
const CACHED_PAGE_TARGET_MS = 20;
const UNTIL = new Date(Date.UTC(2025, 0, 1));
const DAY = 86_400_000;
const day = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * Four status changes per request after its first version, a few days apart, written straight
 * into the history the way applyObservation would have (one row per version): 500,000 rows.
 */
export async function seedHistory(db: OpenedDatabase['db']): Promise<void> {
  const statuses = `{${GENERATED_STATUSES.map((status) => `"${status}"`).join(',')}}`;
  await db.execute(sql`
    insert into request_history (type, code, at, source, changes, observed_at)
    select m.type, m.code, m.created_at, 'backfill', '[]'::jsonb, m.created_at
    from mirror_requests m where m.created_at is not null`);
  await db.execute(sql`
    insert into request_history (type, code, at, source, changes, observed_at)
    select m.type, m.code, m.created_at + g * (1 + abs(hashtext(m.code)) % 5) * interval '1 day', 'reconcile',
           jsonb_build_array(jsonb_build_object('field', 'dealStatus',
             'from', (${statuses}::text[])[(abs(hashtext(m.code)) + g - 1) % 8 + 1],
             'to', (${statuses}::text[])[(abs(hashtext(m.code)) + g) % 8 + 1])),
           m.created_at + g * interval '1 day'
    from mirror_requests m cross join generate_series(1, 4) g where m.created_at is not null`);
  // The stays applyObservation would have kept, from the same statement migration 0011 backfills with.
  await rebuildStatusStays(db);
  await db.execute(sql`analyze request_history`);
  await db.execute(sql`analyze request_status_stays`);
}

const YEAR_RUNS = 20;
const THIS_YEAR = insightsQuery.parse({ from: '2024-01-01', to: '2024-12-31', bucket: 'month' });

// Periods people look at: the last 30 or 90 days, a quarter, a year, by week or by month; half of
// them with the list filters a manager adds (two UFs, or two statuses).
function queryOf(index: number): InsightsQuery {
  const length = [30, 90, 91, 365][index % 4] ?? 30;
  const end = UNTIL.getTime() - DAY - (index % 5) * 15 * DAY;
  const filters = [
    {},
    { uf: 'SP,MG' },
    {},
    { status: `${GENERATED_STATUSES[index % 8]},${GENERATED_STATUSES[(index + 2) % 8]}` },
  ][index % 4];
  return insightsQuery.parse({
    from: day(end - (length - 1) * DAY),
    to: day(end),
    bucket: length > 100 ? 'month' : 'week',
    ...filters,
  });
}

async function measure(
  run: (query: InsightsQuery) => Promise<unknown>,
  runs = RUNS,
  query: (index: number) => InsightsQuery = queryOf,
): Promise<number[]> {
  for (let index = 0; index < WARMUP; index += 1) await run(query(index));
  const samples: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const q = query(index);
    const started = performance.now();
    await run(q);
    samples.push(performance.now() - started);
  }
  return samples;
}

/** The bench's 100,000 requests, made afresh for each engine (the same ones: the generator is seeded). */
function generatedRequests(): GeneratedRequest[] {
  return [
    ...generateMirrorRecords({ type: 'order', count: ORDERS, until: UNTIL }),
    ...generateMirrorRecords({ type: 'budget', count: BUDGETS, until: UNTIL, seed: 2 }),
  ];
}

async function runOn(label: string, opened: OpenedDatabase): Promise<Figure[]> {
  const { db } = opened;
  const seeded = performance.now();
  // The records are garbage once stored: held through the measurements, their few hundred MB made
  // every major collection of the process long, and a query that allocated met one (a server holds
  // no such thing).
  await seedMirrorRows(db, generatedRequests());
  await seedHistory(db);
  const seedMs = performance.now() - seeded;
  console.error(`  insights (${label}): seeded in ${Math.round(seedMs)} ms`);
  const figures: Figure[] = [
    {
      name: `insights (${label}): seed ${ORDERS} orders + ${BUDGETS} budgets + 500,000 history rows`,
      value: seedMs,
      unit: 'ms',
    },
  ];
  // As seeded: every mirror row was rewritten once (the stays), so half the table is dead rows and
  // no page is marked all-visible, as a PGlite database is until its first maintenance round. Then after
  // VACUUM ANALYZE: what PostgreSQL's autovacuum makes of such a write soon after it (the bench's
  // server runs without autovacuum), and what Painel's own maintenance round gives PGlite, which
  // has no autovacuum (ADR 052).
  figures.push(...(await measureQueries(label, db, true)));
  const vacuumed = performance.now();
  await db.execute(sql`vacuum analyze`);
  figures.push({
    name: `insights (${label}): VACUUM ANALYZE after the seed`,
    value: performance.now() - vacuumed,
    unit: 'ms',
  });
  figures.push(...(await measureQueries(`${label}, vacuumed`, db, false)));
  return figures;
}

async function measureQueries(
  label: string,
  db: OpenedDatabase['db'],
  withBaseline: boolean,
): Promise<Figure[]> {
  const context: ListContext = {
    viewerEmail: null,
    nowMs: UNTIL.getTime(),
    stalled: DEFAULT_STALLED_SETTINGS,
    finalStatuses: NO_FINAL_STATUSES,
  };
  const order = [...GENERATED_STATUSES];
  const parts = (query: InsightsQuery) => {
    const period = { from: query.from, to: query.to };
    return {
      query,
      period,
      filters: listFilters(query),
      comparison: comparisonOf(period, UNTIL.getTime()),
    };
  };
  type Run = (query: InsightsQuery) => Promise<unknown>;
  const cases: Array<[string, number, Run, { label: string; run: Run }?]> = [
    [
      'created series, budgets and orders (period + previous, per bucket)',
      QUERY_TARGET_MS,
      (q) => {
        const p = parts(q);
        return createdSeries(db, p.filters, p.period, p.comparison, p.query.bucket, context);
      },
    ],
    [
      'time in status (percentile_cont over the stays table)',
      QUERY_TARGET_MS,
      (q) => {
        const p = parts(q);
        return timeInStatus(db, 'order', p.filters, p.period, context);
      },
    ],
    [
      'status, UF, responsible and payment groups (one statement)',
      QUERY_TARGET_MS,
      (q) => {
        const p = parts(q);
        return periodGroups(db, 'order', p.filters, p.period, context);
      },
    ],
    [
      'conversion cohorts, per period and per responsible (one statement)',
      QUERY_TARGET_MS,
      (q) => {
        const p = parts(q);
        return cohorts(db, p.filters, [p.comparison.previous, p.period], p.comparison.previousNow, context);
      },
    ],
    [
      'payments received in the period',
      QUERY_TARGET_MS,
      (q) => {
        const p = parts(q);
        return receivedInPeriodTotals(db, 'order', p.filters, p.period, context);
      },
    ],
    ['the whole page (GET /api/insights data)', PAGE_TARGET_MS, (q) => buildInsights(db, q, context, order)],
  ];
  const figures: Figure[] = [];
  for (const [name, target, run, baseline] of cases) {
    const samples = await measure(run);
    const compared =
      baseline && withBaseline ? percentile(await measure(baseline.run, BASELINE_RUNS), 95) : null;
    console.error(
      `  insights (${label}): ${name}: p95 ${percentile(samples, 95).toFixed(1)} ms (target < ${target} ms)` +
        (compared === null ? '' : `; baseline p95 ${compared.toFixed(1)} ms`),
    );
    for (const p of [50, 95] as const) {
      figures.push({
        name: `insights (${label}): ${name}, p${p}`,
        value: percentile(samples, p),
        unit: 'ms',
        ...(p === 95 ? { target: { below: target } } : {}),
        ...(p === 95 && baseline && compared !== null
          ? { baseline: { label: baseline.label, value: compared } }
          : {}),
        note: `${RUNS} runs; periods of 30 to 365 days, half with 2 UFs or 2 statuses`,
      });
    }
    // The mix's year always carries two statuses; "Este ano" in December with no filter is the
    // heaviest view a click gives (70,000 of the 80,000 orders), so it is measured on its own.
    if (!withBaseline) {
      const year = await measure(run, YEAR_RUNS, () => THIS_YEAR);
      console.error(
        `  insights (${label}): ${name}, a year with no filter: p95 ${percentile(year, 95).toFixed(1)} ms`,
      );
      figures.push({
        name: `insights (${label}): ${name}, a year with no filter, p95`,
        value: percentile(year, 95),
        unit: 'ms',
        target: { below: target },
        note: `${YEAR_RUNS} runs of ${THIS_YEAR.from} to ${THIS_YEAR.to} by month, every order of the year`,
      });
    }
  }
  figures.push(await cachedPage(label, db, figures));
  return figures;
}

/**
 * GET /api/insights answered from its cache (ADR 062): what the route does for a view someone
 * already asked for in this minute and mirror version (the reader's settings, the status sequence,
 * the cached answer, its JSON), each view computed once before it is timed. The computed page's
 * p95 of the same run is its baseline.
 */
async function cachedPage(label: string, db: OpenedDatabase['db'], measured: Figure[]): Promise<Figure> {
  const mirror = createMirror({ db, clock: new ManualClock(UNTIL) });
  const cache = createInsightsCache({ subscribe: () => () => undefined });
  const answer = async (query: InsightsQuery) => {
    const context = await mirror.context({ email: null });
    const statusOrder = await storedStatusOrder(db, query.type);
    const insights = await cache.answer(query, context, statusOrder, () =>
      buildInsights(db, query, context, statusOrder),
    );
    return JSON.stringify(insights);
  };
  for (let index = 0; index < RUNS; index += 1) await answer(queryOf(index));
  const samples = await measure(answer);
  cache.close();
  const computed = measured.find((figure) =>
    figure.name.endsWith('the whole page (GET /api/insights data), p95'),
  );
  console.error(
    `  insights (${label}): the whole page from the cache: p95 ${percentile(samples, 95).toFixed(1)} ms`,
  );
  return {
    name: `insights (${label}): the whole page from the insights cache (settings, statuses, answer, JSON), p95`,
    value: percentile(samples, 95),
    unit: 'ms',
    target: { below: CACHED_PAGE_TARGET_MS },
    ...(computed ? { baseline: { label: 'computed page p95', value: computed.value } } : {}),
    note: `${RUNS} runs of the views above, each answered once before`,
  };
}

/**
 * Issue 17's aggregates on 100,000 mirrored requests (80,000 orders, 20,000 budgets) and their
 * history, on PGlite and on PostgreSQL: each query's p95 against 100 ms, the page's against 300 ms.
 */
export const insightsBench: BenchCase = {
  group: 'insights',
  async run(): Promise<Figure[]> {
    const figures: Figure[] = [];
    if (measuresEngine('pglite')) {
      const dataDir = await mkdtemp(join(tmpdir(), 'painel-bench-insights-'));
      try {
        const opened = await openDatabase({ dataDir });
        try {
          figures.push(...(await runOn('PGlite', opened)));
        } finally {
          await opened.close();
        }
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    }
    const server = await reachablePostgres();
    if ('skipped' in server || !measuresEngine('postgres')) {
      console.error(
        `  insights on PostgreSQL skipped: ${'skipped' in server ? server.skipped : 'BENCH_ENGINES'}`,
      );
      return figures;
    }
    const database = await createPostgresTestDatabase(server.url);
    try {
      const opened = await openDatabase({ databaseUrl: database.value, dataDir: 'unused' });
      try {
        figures.push(...(await runOn('PostgreSQL', opened)));
      } finally {
        await opened.close();
      }
    } finally {
      await database.dispose();
    }
    return figures;
  },
};
