import { sql } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { boardQuery } from '../../src/contract/api/boardQuery';
import { requestListQuery } from '../../src/contract/api/requestFilters';
import { UFS } from '../../src/contract/upstream/enums';
import type { Database, OpenedDatabase } from '../../src/bff/db/database';
import { openDatabase } from '../../src/bff/db/openDatabase';
import { createPostgresTestDatabase } from '../../src/bff/db/testing/testDatabases';
import { ManualClock } from '../../src/bff/clock';
import { createMirror, type Mirror } from '../../src/bff/mirror/createMirror';
import { recordColumns } from '../../src/bff/mirror/apply/recordColumns';
import { rebuildStatusTotals } from '../../src/bff/mirror/apply/statusTotals';
import {
  GENERATED_STATUSES,
  type GeneratedRequest,
  generateMirrorRecords,
} from '../../src/bff/mirror/testing/generateMirrorRecords';
import { type BenchCase, type Figure, percentile } from '../figure';

const SIZE = 100_000;
const RUNS = 200;
const WARMUP = 20;
const BATCH = 1_000;
const TARGET_MS = 25;
/** Issue 27: applying an observation on PostgreSQL, back to its p95 before the packed stays. */
const APPLY_TARGET_MS = 9;
const UNTIL = new Date(Date.UTC(2025, 0, 1));
const DAY = 86_400_000;

/**
 * Writes the generated requests as a backfill would leave them (newest first, the order the
 * vendor lists them), 1,000 rows per INSERT, then the status totals from the rows. The typed
 * columns come from the same recordColumns that applyObservation uses.
 */
export async function seedMirrorRows(db: Database, requests: GeneratedRequest[]): Promise<void> {
  const syncedAt = UNTIL.toISOString();
  for (let start = 0; start < requests.length; start += BATCH) {
    const rows = requests.slice(start, start + BATCH).map(({ type, code, record }) => {
      const columns = recordColumns(type, record);
      return { ...columns, type, code, record, createdAt: columns.createdAt?.toISOString() ?? null };
    });
    await db.execute(sql`
      insert into mirror_requests (type, code, id, name, kind, company_name, company_fantasy_name,
        company_cnpj, company_cnpj_digits, responsible_name, responsible_email, created_at,
        budget_created_at, last_changed_at, deal_status, status_since, stock_status, payment_status, payment_type,
        total_power, original_value, discount, surcharge, final_value, freight_state, freight_city,
        removed, record, synced_at, read_at)
      select r.type, r.code, r.id, r.name, r.kind, r."companyName", r."companyFantasyName",
        r."companyCnpj", r."companyCnpjDigits", r."responsibleName", r."responsibleEmail", r."createdAt",
        r."budgetCreatedAt", coalesce(r."createdAt", ${syncedAt}::timestamptz), r."dealStatus", r."createdAt", r."stockStatus",
        r."paymentStatus", r."paymentType", r."totalPower", r."originalValue", r.discount, r.surcharge,
        r."finalValue", r."freightState", r."freightCity", r.removed, r.record,
        ${syncedAt}::timestamptz, ${syncedAt}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(type text, code text, id text,
        name text, kind text, "companyName" text, "companyFantasyName" text, "companyCnpj" text,
        "companyCnpjDigits" text, "responsibleName" text, "responsibleEmail" text,
        "createdAt" timestamptz, "budgetCreatedAt" timestamptz, "dealStatus" text, "stockStatus" text, "paymentStatus" text,
        "paymentType" text, "totalPower" float8, "originalValue" numeric, discount numeric,
        surcharge numeric, "finalValue" numeric, "freightState" text, "freightCity" text,
        removed boolean, record jsonb)`);
  }
  await rebuildStatusTotals(db);
  await db.execute(sql`analyze`);
}

interface Measured {
  samples: number[];
  /** The mean `total` of the answers (matching requests), when they have one. */
  meanTotal: number | null;
}

async function measure(run: (index: number) => Promise<unknown>): Promise<Measured> {
  for (let index = 0; index < WARMUP; index += 1) await run(index);
  const samples: number[] = [];
  const totals: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const started = performance.now();
    const answer = await run(index + WARMUP);
    samples.push(performance.now() - started);
    if (
      typeof answer === 'object' &&
      answer !== null &&
      'total' in answer &&
      typeof answer.total === 'number'
    ) {
      totals.push(answer.total);
    }
  }
  const meanTotal = totals.length > 0 ? totals.reduce((sum, total) => sum + total, 0) / totals.length : null;
  return { samples, meanTotal };
}

// Queries vary from run to run, as people's do: UF pairs, 90-day windows over the last year,
// status pairs, and search texts taken from the data.
const UF_PAIRS = [
  ['SP', 'MG'],
  ['RJ', 'PR'],
  ['RS', 'SC'],
  ['SP', 'BA'],
  ['GO', 'MT'],
] as const;
const day = (at: number) => new Date(at).toISOString().slice(0, 10);

function filteredQuery(index: number) {
  const windowEnd = UNTIL.getTime() - (index % 9) * 30 * DAY;
  const statuses = [GENERATED_STATUSES[index % 8], GENERATED_STATUSES[(index + 3) % 8]];
  return {
    uf: [...(UF_PAIRS[index % UF_PAIRS.length] ?? UFS.slice(0, 2))],
    createdFrom: day(windowEnd - 90 * DAY),
    createdTo: day(windowEnd),
    status: statuses.flatMap((status) => (status === undefined ? [] : [status])),
  };
}

interface EngineFigures {
  label: string;
  seedMs: number;
  /** target: the list target (TARGET_MS), none, or a figure's own in ms. */
  figures: Array<{
    name: string;
    samples: number[];
    target: boolean | number;
    note: string;
    /** The same run's floor for this work, for a ratio that a slower machine does not move. */
    baseline?: { label: string; samples: number[] };
  }>;
}

async function runOn(
  label: string,
  opened: OpenedDatabase,
  requests: GeneratedRequest[],
): Promise<EngineFigures> {
  const { db } = opened;
  const seedStarted = performance.now();
  await seedMirrorRows(db, requests);
  const seedMs = performance.now() - seedStarted;
  const mirror: Mirror = createMirror({
    db,
    clock: new ManualClock(UNTIL),
    statusesSource: async (type) =>
      GENERATED_STATUSES.map((name, index) => ({ name, sequence: index + 1, type })),
  });
  const sample = (index: number) => requests[(index * 7919) % requests.length]?.record;
  const companyTexts = Array.from({ length: 20 }, (_, index) => sample(index)?.company?.fantasyName ?? 'Sol');
  const customerTexts = Array.from(
    { length: 20 },
    (_, index) => sample(index + 100)?.name?.split(' - ')[1] ?? 'Ana',
  );
  const codeTexts = Array.from({ length: 20 }, (_, index) =>
    (sample(index + 200)?.code ?? 'ORD-000001').slice(4, 9),
  );

  const page = (query: Record<string, unknown>) => mirror.listPage('order', requestListQuery.parse(query));
  const figures: EngineFigures['figures'] = [];
  const add = async (
    name: string,
    target: boolean | number,
    note: string,
    run: (index: number) => Promise<unknown>,
  ) => {
    const { samples, meanTotal } = await measure(run);
    const matching = meanTotal === null ? '' : `; ${Math.round(meanTotal)} matching requests on average`;
    figures.push({ name, target, note: `${note}${matching}`, samples });
  };

  await add(
    'filtered (2 UFs + 90-day created range + 2 statuses), sorted by final value desc, page of 50 + total',
    true,
    'mirror.listPage',
    (index) => page({ ...filteredQuery(index), sort: 'finalValue', dir: 'desc', pageSize: 50 }),
  );
  await add('free text q (company name), page of 50 + total', true, 'names taken from the data', (index) =>
    page({ q: companyTexts[index % companyTexts.length], pageSize: 50 }),
  );
  await add('free text q (code fragment), page of 50 + total', false, '5 digits of a code', (index) =>
    page({ q: codeTexts[index % codeTexts.length], pageSize: 50 }),
  );
  await add(
    'free text q (customer full name), page of 50 + total',
    false,
    'first name and surname',
    (index) => page({ q: customerTexts[index % customerTexts.length], pageSize: 50 }),
  );
  await add('board, all 100,000 (8 columns x 20 cards)', true, 'counts and sums from the status totals', () =>
    mirror.board('order', boardQuery.parse({ cardsPerColumn: 20 })),
  );
  await add(
    'board, filtered (2 UFs + 90-day range + 2 statuses), 8 columns x 20 cards',
    true,
    'counts and sums grouped over the matching rows',
    (index) => mirror.board('order', boardQuery.parse({ ...filteredQuery(index), cardsPerColumn: 20 })),
  );
  await add('unfiltered first page (newest first) + total', false, 'the default view', () =>
    page({ pageSize: 50 }),
  );
  // ADR 030: every column sorts on the server, totals ride along, and the work queues.
  for (const [sort, dir] of [
    ['dealStatus', 'asc'],
    ['paymentStatus', 'asc'],
    ['statusSince', 'asc'],
    ['kind', 'asc'],
    ['cnpj', 'asc'],
    ['paymentType', 'asc'],
    ['originalValue', 'desc'],
  ] as const) {
    await add(`unfiltered, sorted by ${sort} ${dir}, page of 50 + totals`, true, 'ADR 030 sorts', () =>
      page({ sort, dir, pageSize: 50 }),
    );
  }
  await add(
    'filtered (2 UFs + 90-day range + 2 statuses), sorted by status sequence, page of 50 + totals',
    true,
    'ADR 030 sorts',
    (index) => page({ ...filteredQuery(index), sort: 'dealStatus', pageSize: 50 }),
  );
  const emails = Array.from(
    { length: 20 },
    (_, index) => sample(index + 300)?.responsible?.email?.toUpperCase() ?? 'ANA@EXAMPLE.COM',
  );
  await add('mine (responsible e-mail, any case), page of 50 + totals', true, 'work queue', (index) =>
    mirror.listPage('order', requestListQuery.parse({ mine: '1', pageSize: 50 }), {
      email: emails[index % emails.length] ?? null,
    }),
  );
  await add(
    'stalled (7 days), newest first, page of 50 + totals',
    false,
    'work queue; nearly every row matches',
    () => page({ stalled: '1', pageSize: 50 }),
  );
  await add('stalled + 2 UFs + 90-day range, page of 50 + totals', true, 'work queue with filters', (index) =>
    page({
      stalled: '1',
      uf: filteredQuery(index).uf,
      createdFrom: filteredQuery(index).createdFrom,
      createdTo: filteredQuery(index).createdTo,
      pageSize: 50,
    }),
  );
  // The floor of any write to one request, on the same rows and connection pool: lock the row,
  // change one column, commit. Applying an observation is judged by its ratio to this as well.
  const floor = await measure((index) => {
    const request = requests[(index * 104_729) % requests.length];
    if (!request) return Promise.resolve();
    return db.transaction(async (tx) => {
      await tx.execute(
        sql`select record from mirror_requests where type = ${request.type} and code = ${request.code} for update`,
      );
      await tx.execute(
        sql`update mirror_requests set synced_at = synced_at + interval '1 millisecond' where type = ${request.type} and code = ${request.code}`,
      );
    });
  });
  let version = 0;
  await add(
    'applyObservation of a changed request (status + payment)',
    label === 'PostgreSQL' ? APPLY_TARGET_MS : false,
    'one transaction each',
    (index) => {
      const request = requests[(index * 104_729) % requests.length];
      version += 1;
      if (!request) return Promise.resolve();
      return mirror.applyObservation({
        type: request.type,
        code: request.code,
        record: {
          ...request.record,
          dealStatus: GENERATED_STATUSES[version % 8],
          payment: { status: 'received' },
        },
        source: 'reconcile',
        observedAt: new Date(UNTIL.getTime() + version * 1000),
      });
    },
  );
  const applied = figures.at(-1);
  if (applied) applied.baseline = { label: 'lock one row, set one column, commit', samples: floor.samples };
  return { label, seedMs, figures };
}

/** BENCH_ENGINES=pglite or =postgres measures one engine only (both by default). */
export function measuresEngine(engine: 'pglite' | 'postgres'): boolean {
  const only = process.env.BENCH_ENGINES;
  return !only || only.split(',').includes(engine);
}

/** The PostgreSQL server to measure on, when one answers; null says why not. */
export async function reachablePostgres(): Promise<{ url: string } | { skipped: string }> {
  const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return { url };
  } catch (error) {
    await client.end().catch(() => undefined);
    return {
      skipped: `no PostgreSQL at ${new URL(url).host} (${error instanceof Error ? error.message : 'unreachable'})`,
    };
  }
}

function toFigures(result: EngineFigures): Figure[] {
  const figures: Figure[] = [
    {
      name: `mirror (${result.label}): seed 100,000 orders (1,000 per INSERT) + totals + analyze`,
      value: result.seedMs,
      unit: 'ms',
    },
  ];
  for (const { name, samples, target, note, baseline } of result.figures) {
    for (const p of [50, 95] as const) {
      figures.push({
        ...(baseline ? { baseline: { label: baseline.label, value: percentile(baseline.samples, p) } } : {}),
        name: `mirror (${result.label}): ${name}, p${p}`,
        value: percentile(samples, p),
        unit: 'ms',
        ...(target !== false && p === 95 ? { target: { below: target === true ? TARGET_MS : target } } : {}),
        note: `${RUNS} runs; ${note}`,
      });
    }
  }
  return figures;
}

/**
 * The mirror's reads on 100,000 mirrored orders, on PGlite and on PostgreSQL: a filtered and
 * sorted page with its total, free-text pages, the board aggregates, and one observation applied.
 */
export const mirrorBench: BenchCase = {
  group: 'mirror',
  async run(): Promise<Figure[]> {
    const generated = performance.now();
    const requests = generateMirrorRecords({ type: 'order', count: SIZE, until: UNTIL });
    const createdOf = (request: GeneratedRequest) => Date.parse(request.record.orderCreated ?? '') || 0;
    requests.sort((a, b) => createdOf(b) - createdOf(a));
    console.error(`  generated ${SIZE} records in ${Math.round(performance.now() - generated)} ms`);
    const figures: Figure[] = [];

    if (measuresEngine('pglite')) {
      const dataDir = await mkdtemp(join(tmpdir(), 'painel-bench-mirror-'));
      try {
        const opened = await openDatabase({ dataDir });
        try {
          figures.push(...toFigures(await runOn('PGlite', opened, requests)));
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
        `  mirror on PostgreSQL skipped: ${'skipped' in server ? server.skipped : 'BENCH_ENGINES'}`,
      );
    } else {
      const database = await createPostgresTestDatabase(server.url);
      try {
        const opened = await openDatabase({ databaseUrl: database.value, dataDir: 'unused' });
        try {
          figures.push(...toFigures(await runOn('PostgreSQL', opened, requests)));
        } finally {
          await opened.close();
        }
      } finally {
        await database.dispose();
      }
    }
    return figures;
  },
};
