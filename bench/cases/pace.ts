import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  jobOf,
  newJob,
  ResponsibleVendor,
  runUntil,
  startRunner,
} from '../../src/bff/bulk/testing/bulkHarness';
import { ManualClock } from '../../src/bff/clock';
import { loadConfig } from '../../src/bff/config';
import type { OpenedDatabase } from '../../src/bff/db/database';
import { openDatabase } from '../../src/bff/db/openDatabase';
import { budgetsFromConfig, type GovernorBudgets } from '../../src/bff/governor/budgets';
import { Governor } from '../../src/bff/governor/governor';
import { GovernorRefusal } from '../../src/bff/governor/governorRefusal';
import { USUAL_WRITE_MS } from '../../src/bff/governor/idle';
import { FakeVendor } from '../../src/bff/governor/testing/FakeVendor';
import { resetGovernorTables } from '../../src/bff/governor/testing/governorEngines';
import { vendorLimits } from '../../src/bff/governor/vendorLimits';
import { costOf, DEFAULT_COST_MODEL } from '../../src/sandbox/costModel';
import type { BenchCase, Figure } from '../figure';

const HOUR = vendorLimits.windowMs;
const MINUTE = 60_000;
/** The vendor's largest page (upstream-api.md, "Limits"). */
const PAGE_RECORDS = 50;
const BULK_ITEMS = 300;

/** What one listing page costs: the sandbox's cost model, and a slower vendor (an assumption). */
const PAGE_COSTS = [
  {
    label: 'a page charged as the sandbox does',
    ms: costOf(DEFAULT_COST_MODEL, { records: PAGE_RECORDS, uploadBytes: 0 }),
  },
  { label: 'a page taking 1 s', ms: 1_000 },
];

/**
 * The first copy's pages for three simulated hours with Painel's default budgets, on a manual
 * clock: nobody working (the idle allowance, ADR 087), or a person's write every five minutes.
 * The third hour is counted, once the rolling window is full.
 */
async function backfillHour(
  db: OpenedDatabase['db'],
  budgets: GovernorBudgets,
  pageMs: number,
  personEveryMs: number | null,
) {
  await resetGovernorTables(db);
  const start = Date.UTC(2026, 0, 5, 0);
  const clock = new ManualClock(start);
  const vendor = new FakeVendor(clock);
  const sync = new Governor({ db, budgets, clock });
  const person = new Governor({ db, budgets, clock, instance: 'web-b' });
  const end = start + 3 * HOUR;
  let nextPerson = personEveryMs === null ? Number.POSITIVE_INFINITY : start + personEveryMs;
  const personCalls: number[] = [];
  while (clock.now() < end) {
    if (clock.now() >= nextPerson) {
      personCalls.push(clock.now());
      await person.run({ priority: 'write', label: 'PUT person' }, (context) =>
        vendor.call(context, USUAL_WRITE_MS),
      );
      nextPerson += personEveryMs ?? 0;
      continue;
    }
    const outcome = await sync
      .run({ priority: 'backfill', label: 'GET page' }, (context) => vendor.call(context, pageMs))
      .catch((error: unknown) => error);
    if (outcome instanceof GovernorRefusal) {
      clock.set(Math.min(outcome.retryAt?.getTime() ?? end, nextPerson, end));
    } else if (outcome instanceof Error) throw outcome;
  }
  const counted = vendor.arrivals.filter(
    (arrival) => arrival.at >= end - HOUR && !personCalls.includes(arrival.at),
  );
  return {
    pages: counted.length,
    processingMs: counted.reduce((sum, arrival) => sum + arrival.processingMs, 0),
    rateLimited: vendor.rateLimited,
    maxCalls: vendor.maxCallsInAnyWindow(),
    maxProcessingMs: vendor.maxProcessingInAnyWindow(),
  };
}

async function backfillFigures(db: OpenedDatabase['db'], budgets: GovernorBudgets): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const page of PAGE_COSTS) {
    const busy = await backfillHour(db, budgets, page.ms, 5 * MINUTE);
    const idle = await backfillHour(db, budgets, page.ms, null);
    for (const run of [busy, idle]) {
      if (run.rateLimited > 0) throw new Error(`the vendor answered 429 ${run.rateLimited} time(s)`);
    }
    const of = (run: typeof idle) =>
      `${run.pages} calls (${Math.round((run.pages / vendorLimits.callsPerHour) * 100)} % of the vendor's 600), ` +
      `${(run.processingMs / 1000).toFixed(1)} s of processing (${Math.round((run.processingMs / vendorLimits.processingMsPerHour) * 100)} % of its 60 s)`;
    figures.push({
      name: `pace: first copy, ${page.label} (${page.ms} ms), nobody working, requests per hour`,
      value: idle.pages * PAGE_RECORDS,
      unit: 'requests',
      baseline: { label: 'a person writing every 5 min', value: busy.pages * PAGE_RECORDS },
      note: `idle: ${of(idle)}; busy: ${of(busy)}; the vendor's counters at most ${Math.max(idle.maxCalls, busy.maxCalls)} calls and ${(Math.max(idle.maxProcessingMs, busy.maxProcessingMs) / 1000).toFixed(1)} s in any hour`,
    });
    figures.push({
      name: `pace: first copy, ${page.label}, nobody working, share of the vendor's limit used`,
      value: Math.round(
        Math.max(
          idle.pages / vendorLimits.callsPerHour,
          idle.processingMs / vendorLimits.processingMsPerHour,
        ) * 100,
      ),
      unit: '%',
      note: 'the larger of calls over 600 and processing over 60 s: the limit that binds',
    });
  }
  return figures;
}

/** A bulk change of responsible with the default budgets: items per simulated hour. */
async function bulkFigure(db: OpenedDatabase['db'], budgets: GovernorBudgets): Promise<Figure> {
  await resetGovernorTables(db);
  const clock = new ManualClock(Date.UTC(2026, 0, 5, 9));
  const vendor = new ResponsibleVendor(clock);
  vendor.processingMs = USUAL_WRITE_MS;
  const { runner } = startRunner(db, clock, vendor, { budgets });
  const started = clock.now();
  const codes = Array.from({ length: BULK_ITEMS }, (_, i) => String(30_000 + i));
  const id = await newJob(db, clock, codes);
  await runUntil(db, clock, runner, async () => (await jobOf(db, id)).state !== 'running', 20_000);
  await runner.stop();
  const job = await jobOf(db, id);
  if (job.counts.done !== BULK_ITEMS)
    throw new Error(`the bulk job ended with ${JSON.stringify(job.counts)}`);
  const hours = (clock.now() - started) / HOUR;
  return {
    name: `pace: bulk change of responsible, ${BULK_ITEMS} requests (writes of ${USUAL_WRITE_MS} ms), requests per hour`,
    value: Math.round(BULK_ITEMS / hours),
    unit: 'requests',
    note: `${hours.toFixed(2)} simulated hours; ${vendor.limits.arrivals.length} vendor calls (a write and a read-back each); at most ${vendor.limits.maxCallsInAnyWindow()} calls and ${(vendor.limits.maxProcessingInAnyWindow() / 1000).toFixed(1)} s in any hour`,
  };
}

/**
 * Issue 29's pace on a manual clock and PGlite, with Painel's default budgets: how fast the first
 * copy goes while nobody works against while people do, how much of the vendor's physical limit
 * (600 calls, 60 s of processing per hour) it uses, and how many requests a bulk change hands over
 * per hour.
 */
export const paceBench: BenchCase = {
  group: 'pace',
  async run(): Promise<Figure[]> {
    const budgets = budgetsFromConfig(loadConfig({}));
    const dataDir = await mkdtemp(join(tmpdir(), 'painel-bench-pace-'));
    try {
      const opened = await openDatabase({ dataDir });
      try {
        return [...(await backfillFigures(opened.db, budgets)), await bulkFigure(opened.db, budgets)];
      } finally {
        await opened.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};
