import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ManualClock } from '../clock';
import type { OpenedDatabase } from '../db/database';
import { openDatabase } from '../db/openDatabase';
import {
  createPostgresTestDatabase,
  type Disposable,
  skipPostgresSuite,
  testPostgresUrl,
} from '../db/testing/testDatabases';
import { Governor } from '../governor/governor';
import { vendorLimits } from '../governor/vendorLimits';
import { WriteHooks } from '../writes/writeHooks';
import { cancelBulkJob, jobItems } from './bulkStore';
import {
  jobOf,
  newJob,
  ResponsibleVendor,
  runUntil,
  startRunner,
  TARGET,
  testBudgets,
} from './testing/bulkHarness';

const codes = (n: number, from = 20_000) => Array.from({ length: n }, (_, i) => String(from + i));
const HOUR = vendorLimits.windowMs;

function bulkSuite(open: () => Promise<OpenedDatabase & { dispose?: () => Promise<void> }>) {
  let opened: OpenedDatabase & { dispose?: () => Promise<void> };
  let clock: ManualClock;
  let vendor: ResponsibleVendor;

  beforeAll(async () => {
    opened = await open();
  });
  afterAll(async () => {
    await opened.close();
    await opened.dispose?.();
  });
  beforeEach(async () => {
    await opened.db.execute(
      sql`truncate bulk_jobs, bulk_job_items, idempotency_keys, upstream_calls, audit_log, write_expectations restart identity cascade`,
    );
    clock = new ManualClock(Date.UTC(2026, 10, 28, 13, 40));
    vendor = new ResponsibleVendor(clock);
  });

  it('changes 150 requests across an hour boundary, never above the vendor limits', async () => {
    const { runner } = startRunner(opened.db, clock, vendor);
    const started = clock.now();
    const id = await newJob(opened.db, clock, codes(150));
    await runUntil(opened.db, clock, runner, async () => (await jobOf(opened.db, id)).state !== 'running');
    await runner.stop();

    const job = await jobOf(opened.db, id);
    expect(job.state).toBe('done');
    expect(job.counts.done).toBe(150);
    // 150 calls of 300 ms do not fit the bulk share of 45 s: the job had to wait for the next hour.
    expect(clock.now() - started).toBeGreaterThan(HOUR - 60_000);
    expect(vendor.limits.rateLimited).toBe(0);
    expect(vendor.limits.maxCallsInAnyWindow()).toBeLessThanOrEqual(testBudgets.maxCalls);
    expect(vendor.limits.maxProcessingInAnyWindow()).toBeLessThanOrEqual(testBudgets.maxWallMs);
    expect(vendor.writtenTwice()).toEqual([]);
    for (const code of codes(150)) expect(vendor.responsible.get(code)).toBe(TARGET);
  });

  it('skips requests that already have the responsible, without a call', async () => {
    const { runner } = startRunner(opened.db, clock, vendor);
    const id = await newJob(opened.db, clock, codes(4), ['20001', '20003']);
    await runUntil(opened.db, clock, runner, async () => (await jobOf(opened.db, id)).state !== 'running');
    await runner.stop();
    expect((await jobOf(opened.db, id)).counts).toMatchObject({ done: 2, skipped: 2 });
    expect([...vendor.writes.keys()].sort()).toEqual(['20000', '20002']);
  });

  it('finishes after a crash mid-call with no request written twice at the vendor', async () => {
    vendor.hang.add('20002');
    const first = startRunner(opened.db, clock, vendor, { itemMs: 600_000 });
    const id = await newJob(opened.db, clock, codes(6));
    // The vendor applies 20002, and the process dies before it hears the answer.
    for (let i = 0; i < 200 && !vendor.writes.has('20002'); i += 1)
      await new Promise((r) => setTimeout(r, 5));
    expect(vendor.writes.get('20002')).toBe(1);
    await first.runner.stop({ abandon: true });
    vendor.hang.clear();

    const second = startRunner(opened.db, clock, vendor);
    await runUntil(
      opened.db,
      clock,
      second.runner,
      async () => (await jobOf(opened.db, id)).state !== 'running',
    );
    await second.runner.stop();

    const job = await jobOf(opened.db, id);
    expect(job.counts.done).toBe(6);
    expect(vendor.writtenTwice()).toEqual([]);
    expect(vendor.writes.size).toBe(6);
  });

  it('keeps room for a person: their write goes while the job waits for the next hour', async () => {
    const budgets = { ...testBudgets, maxCalls: 40, bulkReserveCalls: 10 };
    const { runner, governor } = startRunner(opened.db, clock, vendor, { budgets });
    const id = await newJob(opened.db, clock, codes(35));
    await runUntil(opened.db, clock, runner, async () => (await jobOf(opened.db, id)).counts.done >= 30, 40);
    await runner.whenIdle();
    const job = await jobOf(opened.db, id);
    // The job used its 30 calls and waits; the person's 10 are untouched.
    expect(job.counts.done).toBe(30);
    const person = new Governor({ db: opened.db, budgets, clock });
    const started = clock.now();
    await expect(person.run({ priority: 'write', label: 'PUT person' }, async () => 'ok')).resolves.toBe(
      'ok',
    );
    expect(clock.now()).toBe(started);
    await runner.stop();
    void governor;
  });

  it('keeps going when the refresh after an item never comes', async () => {
    const writes = new WriteHooks();
    writes.onAfterWrite(() => new Promise<void>(() => undefined));
    const { runner, warnings } = startRunner(opened.db, clock, vendor, { writes, waitMs: 50 });
    const id = await newJob(opened.db, clock, codes(5));
    await runUntil(opened.db, clock, runner, async () => (await jobOf(opened.db, id)).state !== 'running');
    await runner.stop();
    expect((await jobOf(opened.db, id)).counts.done).toBe(5);
    expect(warnings.filter((w) => w.includes('did not follow in time'))).toHaveLength(5);
  });

  it('cancel stops the job, and every item says what the vendor holds', async () => {
    const { runner } = startRunner(opened.db, clock, vendor);
    let id = '';
    let cancelled: Promise<boolean> | null = null;
    // A person cancels while the third request is on its way to the vendor.
    vendor.onWrite = async (code) => {
      if (code === '20002') cancelled = cancelBulkJob(opened.db, id, 'Gerente', clock.now());
    };
    id = await newJob(opened.db, clock, codes(10));
    await runUntil(opened.db, clock, runner, async () => (await jobOf(opened.db, id)).state !== 'running');
    await runner.stop();
    expect(await cancelled).toBe(true);

    const job = await jobOf(opened.db, id);
    expect(job.state).toBe('cancelled');
    for (const item of await jobItems(opened.db, id)) {
      const atVendor = vendor.responsible.get(item.code) === TARGET;
      expect(item.state === 'done').toBe(atVendor);
      if (!atVendor) expect(item.state).toBe('cancelled');
    }
    expect(job.counts.done + job.counts.cancelled).toBe(10);
  });

  it('writes one audit entry per item, in the person’s name', async () => {
    const writes = new WriteHooks();
    const audited: Array<{ action: string; requestCode: string | null; actor: string | null }> = [];
    writes.onWriteAudited(
      (event) =>
        void audited.push({ action: event.action, requestCode: event.requestCode, actor: event.actor.label }),
    );
    const { runner } = startRunner(opened.db, clock, vendor, { writes });
    const id = await newJob(opened.db, clock, codes(3));
    await runUntil(opened.db, clock, runner, async () => (await jobOf(opened.db, id)).state !== 'running');
    await runner.stop();
    expect(audited.map((entry) => entry.requestCode).sort()).toEqual(codes(3));
    expect(new Set(audited.map((entry) => entry.actor))).toEqual(new Set(['gerente@example.com']));
  });
}

describe('bulk changes on PGlite', () => {
  bulkSuite(() => openDatabase({ dataDir: 'memory://' }));
});

const skipPostgres = skipPostgresSuite('bulk changes on PostgreSQL');
describe.skipIf(skipPostgres)('bulk changes on PostgreSQL', () => {
  bulkSuite(async () => {
    const database: Disposable<string> = await createPostgresTestDatabase(testPostgresUrl ?? '');
    const opened = await openDatabase({ databaseUrl: database.value, dataDir: 'unused' });
    return { ...opened, dispose: database.dispose };
  });
});
