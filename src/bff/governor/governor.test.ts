import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GovernorPriority } from '../../contract/api/governorStatus';
import { governorStatus } from '../../contract/api/governorStatus';
import { ManualClock } from '../clock';
import type { Database, OpenedDatabase } from '../db/database';
import { openDatabase } from '../db/openDatabase';
import { governorCircuit, upstreamCalls } from '../db/schema';
import { createTempDataDir, skipPostgresSuite } from '../db/testing/testDatabases';
import type { GovernorBudgets } from './budgets';
import { Governor, type UpstreamCallContext } from './governor';
import { GovernorRefusal } from './governorRefusal';
import { FakeRateLimitedError, FakeVendor } from './testing/FakeVendor';
import { type GovernorEngine, postgresGovernorEngine, resetGovernorTables } from './testing/governorEngines';
import { vendorLimits } from './vendorLimits';

const hour = vendorLimits.windowMs;
const budgets: GovernorBudgets = {
  maxCalls: 500,
  maxWallMs: 45_000,
  backgroundShare: 0.6,
  concurrency: 2,
  callTimeoutMs: 5_000,
};
// One in five attempts is a user's write, one in ten a refresh; the rest is background work.
const mix: GovernorPriority[] = [
  'backfill',
  'write',
  'reconcile',
  'webhook',
  'refresh',
  'backfill',
  'write',
  'reconcile',
  'backfill',
  'webhook',
];

interface Attempt {
  at: number;
  priority: GovernorPriority;
  refusal?: GovernorRefusal;
}

/**
 * Fires `attempts` calls in `waves` concurrent bursts spread evenly over `spanMs` of simulated
 * time, round-robin over the governors, each asking the fake vendor for `processingMs` of work.
 */
async function simulate(input: {
  governors: Governor[];
  clock: ManualClock;
  vendor: FakeVendor;
  attempts: number;
  waves: number;
  spanMs: number;
  processingMs: number;
}): Promise<Attempt[]> {
  const { governors, clock, vendor } = input;
  const start = clock.now();
  const perWave = Math.ceil(input.attempts / input.waves);
  const log: Attempt[] = [];
  for (let wave = 0; wave < input.waves; wave += 1) {
    const waveAt = start + Math.floor((wave * input.spanMs) / input.waves);
    if (clock.now() < waveAt) clock.set(waveAt);
    const burst = Array.from(
      { length: Math.min(perWave, input.attempts - wave * perWave) },
      async (_, index) => {
        const n = wave * perWave + index;
        const priority = mix[n % mix.length] ?? 'backfill';
        const governor = governors[n % governors.length];
        if (!governor) throw new Error('no governor');
        const attempt: Attempt = { at: clock.now(), priority };
        log.push(attempt);
        try {
          await governor.run({ priority, label: `${priority} #${n}` }, (context) =>
            vendor.call(context, input.processingMs),
          );
        } catch (error) {
          if (!(error instanceof GovernorRefusal)) throw error;
          attempt.refusal = error;
        }
      },
    );
    await Promise.all(burst);
  }
  return log;
}

const admitted = (log: Attempt[], filter: (attempt: Attempt) => boolean = () => true) =>
  log.filter((attempt) => !attempt.refusal && filter(attempt)).length;
const isBackground = (attempt: Attempt) => !['write', 'refresh'].includes(attempt.priority);

async function ledgerRows(db: Database) {
  return db.select().from(upstreamCalls);
}

function governorSuite(makeEngine: () => Promise<GovernorEngine>, kind: 'pglite' | 'postgres') {
  let engine: GovernorEngine;
  let opened: OpenedDatabase;
  let clock: ManualClock;
  let vendor: FakeVendor;

  beforeAll(async () => {
    engine = await makeEngine();
    opened = await engine.open();
  });
  afterAll(async () => {
    await opened.close();
    await engine.dispose();
  });
  beforeEach(async () => {
    await resetGovernorTables(opened.db);
    clock = new ManualClock(Date.UTC(2025, 5, 1, 8));
    vendor = new FakeVendor(clock);
  });

  it('keeps a burst of 2,000 concurrent attempts over an hour inside the budget, with no 429 and room for writes', async () => {
    const governor = new Governor({ db: opened.db, budgets, clock });
    const log = await simulate({
      governors: [governor],
      clock,
      vendor,
      attempts: 2000,
      waves: 40,
      spanMs: hour,
      processingMs: 20,
    });

    expect(log).toHaveLength(2000);
    expect(vendor.rateLimited).toBe(0);
    expect(vendor.maxCallsInAnyWindow()).toBeLessThanOrEqual(budgets.maxCalls);
    // The budget is used, not wasted: demand exceeded it, so every call of it went out.
    expect(vendor.arrivals).toHaveLength(budgets.maxCalls);
    expect(admitted(log, isBackground)).toBeLessThanOrEqual(
      Math.floor(budgets.maxCalls * budgets.backgroundShare),
    );
    expect(vendor.maxConcurrent).toBeLessThanOrEqual(budgets.concurrency);

    const firstShareRefusal = log.findIndex((attempt) => attempt.refusal?.reason === 'background-share');
    expect(firstShareRefusal).toBeGreaterThan(-1);
    const writesAfter = admitted(log.slice(firstShareRefusal), (attempt) => attempt.priority === 'write');
    expect(writesAfter).toBeGreaterThan(0);

    for (const attempt of log) {
      if (attempt.refusal) expect(attempt.refusal.retryAt?.getTime()).toBeGreaterThan(attempt.at);
    }
    const rows = await ledgerRows(opened.db);
    expect(rows).toHaveLength(vendor.arrivals.length);
    expect(rows.every((row) => row.outcome === 'ok' && row.httpStatus === 200)).toBe(true);
  }, 120_000); // 2,000 reservations against PGlite: 16 s on PostgreSQL, 45 s on a busy CI machine

  it('stops on the time budget when calls are slow, counting calls on the wire at their time-out', async () => {
    const governor = new Governor({ db: opened.db, budgets, clock });
    const log = await simulate({
      governors: [governor],
      clock,
      vendor,
      attempts: 400,
      waves: 40,
      spanMs: hour,
      processingMs: 400,
    });

    expect(vendor.rateLimited).toBe(0);
    expect(vendor.maxProcessingInAnyWindow()).toBeLessThanOrEqual(budgets.maxWallMs);
    expect(log.some((attempt) => attempt.refusal?.reason === 'time')).toBe(true);
    const status = governorStatus.parse(await governor.status());
    expect(status.seconds.used).toBeLessThanOrEqual(45);
    expect(status.seconds.used + budgets.callTimeoutMs / 1000).toBeGreaterThan(45);
  });

  it('gives the budget back as calls leave the rolling hour, and retryAt is the moment they do', async () => {
    const governor = new Governor({ db: opened.db, budgets, clock });
    const run = () => governor.run({ priority: 'write', label: 'PUT payment' }, (c) => vendor.call(c, 10));
    const start = clock.now();
    for (let i = 0; i < budgets.maxCalls; i += 1) {
      await run();
      clock.advance(1000);
    }
    const refusal = await run().catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(GovernorRefusal);
    const retryAt = (refusal as GovernorRefusal).retryAt?.getTime() ?? 0;
    // The first call ended 10 ms after it started; it leaves the window one hour after that.
    expect(retryAt).toBe(start + 10 + hour);
    clock.set(retryAt - 1);
    await expect(run()).rejects.toMatchObject({ reason: 'calls' });
    clock.set(retryAt);
    await expect(run()).resolves.toBe('done');
    expect(vendor.maxCallsInAnyWindow()).toBeLessThanOrEqual(budgets.maxCalls);
    expect(vendor.rateLimited).toBe(0);
  });

  it('counts calls still on the wire at their time-out, so parallel calls cannot overshoot the time budget', async () => {
    const governor = new Governor({ db: opened.db, budgets: { ...budgets, concurrency: 16 }, clock });
    const gates: Array<() => void> = [];
    const hanging = (context: Parameters<FakeVendor['call']>[0]) =>
      new Promise<string>((resolve) => {
        gates.push(() => {
          context.reportStatus(200);
          resolve('late');
        });
      });
    let refused = 0;
    const calls = Array.from({ length: 12 }, (_, i) =>
      governor.run({ priority: 'write', label: `slow #${i}` }, hanging).catch((error: unknown) => {
        refused += 1;
        return error;
      }),
    );
    // 45 s of budget holds 9 calls reserved at 5 s each; the rest are refused on time.
    await vi.waitFor(() => expect(gates.length + refused).toBe(12));
    expect(gates).toHaveLength(9);
    const status = governorStatus.parse(await governor.status());
    expect(status.inFlight).toBe(9);
    expect(status.seconds.used).toBe(45);
    clock.advance(300);
    for (const open of gates) open();
    const results = await Promise.all(calls);
    expect(results.filter((result) => result === 'late')).toHaveLength(9);
    expect(results.filter((result) => result instanceof GovernorRefusal)).toHaveLength(3);
    const after = governorStatus.parse(await governor.status());
    expect(after.inFlight).toBe(0);
    expect(after.seconds.used).toBe(2.7);
  });

  it('opens the circuit on the first 429 and sends nothing more, in any process, until an admin resets it', async () => {
    const governor = new Governor({ db: opened.db, budgets, clock });
    await governor.run({ priority: 'write', label: 'PUT payment 1' }, (c) => vendor.call(c, 10));
    const forced = governor.run({ priority: 'reconcile', label: 'GET orders page 3' }, (c) =>
      vendor.call(c, 10, '429'),
    );
    await expect(forced).rejects.toBeInstanceOf(FakeRateLimitedError);
    const callsBefore = vendor.arrivals.length;

    const attempts = await Promise.all(
      mix.map((priority, i) =>
        governor.run({ priority, label: `after #${i}` }, (c) => vendor.call(c, 10)).catch((e: unknown) => e),
      ),
    );
    expect(
      attempts.every((e) => e instanceof GovernorRefusal && e.reason === 'circuit-open' && !e.retryAt),
    ).toBe(true);
    const status = governorStatus.parse(await governor.status());
    expect(status.circuit).toMatchObject({ state: 'open', cause: '429 timeLimit on "GET orders page 3"' });
    expect(status.classes.every((entry) => entry.fitsAt === null)).toBe(true);

    // Another process (or this one after a restart) on the same database stays stopped too.
    const other = new Governor({ db: opened.db, budgets, clock });
    clock.advance(2 * hour);
    await expect(
      other.run({ priority: 'write', label: 'PUT later' }, (c) => vendor.call(c, 10)),
    ).rejects.toMatchObject({ reason: 'circuit-open' });
    expect(vendor.arrivals).toHaveLength(callsBefore);

    vendor.deactivated = false;
    await expect(governor.resetCircuit({ by: '  ' })).rejects.toThrow(RangeError);
    const reset = await other.resetCircuit({ by: 'ana@example.com' });
    expect(reset.circuit).toMatchObject({ state: 'closed', resetBy: 'ana@example.com' });
    await expect(
      governor.run({ priority: 'write', label: 'PUT again' }, (c) => vendor.call(c, 10)),
    ).resolves.toBe('done');
    const rows = await ledgerRows(opened.db);
    expect(rows.map((row) => row.outcome).sort()).toEqual(['ok', 'ok', 'rate-limited']);
  });

  it('also opens the circuit when a call throws a 429-shaped error without reporting the status', async () => {
    const governor = new Governor({ db: opened.db, budgets, clock });
    const rateLimited = Object.assign(new Error('Too Many Requests'), {
      isRateLimited: true,
      cause: 'hardLimit',
    });
    await expect(
      governor.run({ priority: 'backfill', label: 'GET page 9' }, () => Promise.reject(rateLimited)),
    ).rejects.toBe(rateLimited);
    let sent = false;
    await expect(
      governor.run({ priority: 'write', label: 'PUT' }, async () => {
        sent = true;
        return 'x';
      }),
    ).rejects.toMatchObject({ reason: 'circuit-open' });
    expect(sent).toBe(false);
    const [circuit] = await opened.db.select().from(governorCircuit).where(eq(governorCircuit.id, 1));
    expect(circuit?.cause).toBe('429 hardLimit on "GET page 9"');
    const [row] = await ledgerRows(opened.db);
    expect(row).toMatchObject({ outcome: 'rate-limited', httpStatus: 429, detail: 'hardLimit' });
  });

  it('refuses calls whose reservation was under way when a 429 arrived, instead of sending them', async () => {
    const governor = new Governor({ db: opened.db, budgets: { ...budgets, concurrency: 4 }, clock });
    let onWire: () => void = () => undefined;
    const wire = new Promise<void>((resolve) => {
      onWire = resolve;
    });
    let answer429: () => void = () => undefined;
    const first = governor.run({ priority: 'write', label: 'first' }, async (context) => {
      await new Promise<void>((resolve) => {
        answer429 = resolve;
        onWire();
      });
      context.reportStatus(429, 'hardLimit');
      throw new FakeRateLimitedError('429');
    });
    await wire;
    let sent = 0;
    const overlapping = Array.from({ length: 3 }, (_, i) =>
      governor
        .run({ priority: 'write', label: `overlapping #${i}` }, async () => {
          sent += 1;
          return 'sent';
        })
        .catch((error: unknown) => error),
    );
    // Their reservations are now in the database's hands; the 429 lands before any comes back.
    answer429();
    await expect(first).rejects.toBeInstanceOf(FakeRateLimitedError);
    const results = await Promise.all(overlapping);
    expect(sent).toBe(0);
    expect(
      results.every((result) => result instanceof GovernorRefusal && result.reason === 'circuit-open'),
    ).toBe(true);
    // Cancelled reservations leave no trace: every ledger row is a call that went out.
    const rows = await ledgerRows(opened.db);
    expect(rows.map((row) => row.purpose)).toEqual(['first']);
  });

  it('aborts a call at its time-out and records it as such', async () => {
    const governor = new Governor({ db: opened.db, budgets: { ...budgets, callTimeoutMs: 50 }, clock });
    const outcome = await governor
      .run(
        { priority: 'refresh', label: 'GET order 7' },
        (context) =>
          new Promise((_, reject) => {
            context.signal.addEventListener('abort', () => reject(context.signal.reason));
          }),
      )
      .catch((error: unknown) => error);
    expect(outcome).toMatchObject({ name: 'GovernorTimeoutError' });
    const [row] = await ledgerRows(opened.db);
    expect(row).toMatchObject({ outcome: 'timeout', priority: 'refresh', purpose: 'GET order 7' });
  });

  it("stores a person's write's end beside the caller's bookkeeping, and a failed one before run throws", async () => {
    const governor = new Governor({ db: opened.db, budgets, clock });
    const applied = await governor.run(
      { priority: 'write', label: 'PUT order 8', endBehind: true },
      async (context) => {
        clock.advance(120);
        context.reportStatus(200);
        return 'applied';
      },
    );
    expect(applied).toBe('applied');
    await governor.endsRecorded();
    const [row] = await ledgerRows(opened.db);
    expect(row).toMatchObject({ purpose: 'PUT order 8', outcome: 'ok', httpStatus: 200, durationMs: 120 });

    await opened.db.delete(upstreamCalls);
    const failed = await governor
      .run({ priority: 'write', label: 'PUT order 9', endBehind: true }, async (context) => {
        context.reportStatus(502);
        throw new Error('bad gateway');
      })
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    const [failedRow] = await ledgerRows(opened.db);
    expect(failedRow).toMatchObject({ purpose: 'PUT order 9', outcome: 'http-error', httpStatus: 502 });
  });

  it('charges a call the processing time its answer states, and its wall time when it states none', async () => {
    const governor = new Governor({ db: opened.db, budgets, clock });
    const call = (stated: number | null) => async (context: UpstreamCallContext) => {
      // A busy machine: two seconds pass between the reservation and the answer read.
      clock.advance(2_000);
      context.reportStatus(200);
      if (stated !== null) context.reportProcessing(stated);
    };
    await governor.run({ priority: 'backfill', label: 'GET page 1' }, call(105));
    await governor.run({ priority: 'backfill', label: 'GET page 2' }, call(null));
    const rows = await ledgerRows(opened.db);
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => [row.purpose, row.durationMs])).toEqual(
      expect.arrayContaining([
        ['GET page 1', 105],
        ['GET page 2', 2_000],
      ]),
    );
    expect(governorStatus.parse(await governor.status()).seconds.used).toBeCloseTo(2.105, 3);
  });

  it('keeps the ledger across a restart in the middle of an hour', async () => {
    let governor = new Governor({ db: opened.db, budgets, clock });
    const firstHalf = await simulate({
      governors: [governor],
      clock,
      vendor,
      attempts: 500,
      waves: 10,
      spanMs: hour / 2,
      processingMs: 20,
    });
    const before = governorStatus.parse(await governor.status());
    expect(before.calls.used).toBe(admitted(firstHalf));

    await opened.close();
    opened = await engine.open();
    governor = new Governor({ db: opened.db, budgets, clock });
    const after = governorStatus.parse(await governor.status());
    expect(after.calls.used).toBe(before.calls.used);
    expect(after.seconds.used).toBe(before.seconds.used);

    const secondHalf = await simulate({
      governors: [governor],
      clock,
      vendor,
      attempts: 500,
      waves: 10,
      spanMs: hour / 2,
      processingMs: 20,
    });
    expect(admitted(firstHalf) + admitted(secondHalf)).toBe(budgets.maxCalls);
    expect(vendor.maxCallsInAnyWindow()).toBeLessThanOrEqual(budgets.maxCalls);
    expect(vendor.rateLimited).toBe(0);
  });

  if (kind === 'postgres') {
    it('keeps two backend processes on two pools inside one budget together', async () => {
      const second = await engine.open();
      try {
        const governors = [
          new Governor({ db: opened.db, budgets, clock, instance: 'replica-a' }),
          new Governor({ db: second.db, budgets, clock, instance: 'replica-b' }),
        ];
        const log = await simulate({
          governors,
          clock,
          vendor,
          attempts: 2000,
          waves: 40,
          spanMs: hour,
          processingMs: 20,
        });
        expect(vendor.rateLimited).toBe(0);
        expect(vendor.maxCallsInAnyWindow()).toBeLessThanOrEqual(budgets.maxCalls);
        expect(admitted(log)).toBe(budgets.maxCalls);
        const byInstance = await opened.db
          .select({ instance: upstreamCalls.instance, calls: sql<number>`count(*)`.mapWith(Number) })
          .from(upstreamCalls)
          .groupBy(upstreamCalls.instance);
        expect(byInstance).toHaveLength(2);
        expect(byInstance.every((entry) => entry.calls > 0)).toBe(true);
      } finally {
        await second.close();
      }
    }, 120_000); // 2,000 reservations on two pools: as long as the burst above on a busy machine
  }
}

describe('the governor on PGlite', () => {
  governorSuite(async () => {
    const dir = await createTempDataDir();
    return { open: () => openDatabase({ dataDir: dir.value }), dispose: dir.dispose };
  }, 'pglite');
});

const skipPostgres = skipPostgresSuite('the governor on PostgreSQL');
describe.skipIf(skipPostgres)('the governor on PostgreSQL', () => {
  governorSuite(postgresGovernorEngine, 'postgres');
});
