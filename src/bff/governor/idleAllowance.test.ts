import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GovernorPriority } from '../../contract/api/governorStatus';
import { governorStatus } from '../../contract/api/governorStatus';
import { ManualClock } from '../clock';
import type { Database, OpenedDatabase } from '../db/database';
import { openDatabase } from '../db/openDatabase';
import { createTempDataDir, skipPostgresSuite } from '../db/testing/testDatabases';
import type { GovernorBudgets } from './budgets';
import { Governor } from './governor';
import { GovernorRefusal } from './governorRefusal';
import { defaultIdleReserveMs } from './idle';
import { FakeVendor } from './testing/FakeVendor';
import { type GovernorEngine, postgresGovernorEngine, resetGovernorTables } from './testing/governorEngines';
import { vendorLimits } from './vendorLimits';

const hour = vendorLimits.windowMs;
const minute = 60_000;
const budgets: GovernorBudgets = {
  maxCalls: 500,
  maxWallMs: 45_000,
  backgroundShare: 0.6,
  concurrency: 2,
  callTimeoutMs: 5_000,
  idle: { afterMs: 10 * minute, reserveCalls: 20, reserveMs: defaultIdleReserveMs(20, 5_000) },
};
// 300 calls at the normal share; 480 calls and 30.5 s while idle (the reserve: 20 calls, 14.5 s).
const normalCalls = 300;
const idleCalls = 480;
const pageMs = 20;

function idleSuite(makeEngine: () => Promise<GovernorEngine>) {
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

  const governor = (db: Database = opened.db, instance?: string) =>
    new Governor({ db, budgets, clock, ...(instance ? { instance } : {}) });

  const call = (on: Governor, priority: GovernorPriority, costMs = pageMs) =>
    on.run({ priority, label: `${priority} call` }, (context) => vendor.call(context, costMs));

  /** Sends background pages until the governor refuses one; how many went, and the refusal. */
  async function fill(on: Governor, costMs = pageMs) {
    for (let sent = 0; ; sent += 1) {
      try {
        await call(on, 'backfill', costMs);
      } catch (error) {
        if (!(error instanceof GovernorRefusal)) throw error;
        return { sent, refusal: error };
      }
    }
  }

  it('lets background work fill the whole budget less the reserve once nobody asked for a call for ten minutes', async () => {
    const main = governor();
    await call(main, 'write');
    clock.advance(9 * minute);
    const busy = await fill(main);
    expect(busy.sent).toBe(normalCalls - 1);
    expect(busy.refusal.reason).toBe('background-share');
    // The refusal names the moment the idle allowance begins: ten minutes after the write.
    expect(busy.refusal.retryAt?.getTime()).toBe(Date.UTC(2025, 5, 1, 8, 10));
    const before = governorStatus.parse(await main.status());
    expect(before.idle).toMatchObject({ active: false, from: '2025-06-01T08:10:00.000Z' });

    clock.set(busy.refusal.retryAt ?? 0);
    const idle = await fill(main);
    expect(normalCalls + idle.sent).toBe(idleCalls);
    expect(idle.refusal.reason).toBe('background-share');
    const status = governorStatus.parse(await main.status());
    expect(status.idle).toMatchObject({
      active: true,
      afterMinutes: 10,
      lastPersonCallAt: '2025-06-01T08:00:00.000Z',
      backgroundCalls: idleCalls,
      backgroundSeconds: 30.5,
      reserveCalls: 20,
      reserveSeconds: 14.5,
    });
    expect(status.classes.find((entry) => entry.priority === 'backfill')?.callsLeft).toBe(0);
    expect(vendor.rateLimited).toBe(0);
  });

  it.each([
    { pages: 'cheap pages (the calls run out first)', costMs: pageMs, sent: idleCalls },
    { pages: 'pages charged their whole time-out (the time runs out first)', costMs: 5_000, sent: 6 },
  ])(
    'keeps the reserve for twenty writes in a row after background filled the rest: $pages',
    async (example) => {
      const main = governor();
      const idle = await fill(main, example.costMs);
      expect(idle.sent).toBe(example.sent);
      expect(governorStatus.parse(await main.status()).seconds.used).toBeLessThanOrEqual(30.5);
      for (let write = 0; write < 20; write += 1) {
        clock.advance(30_000);
        // A write charged its usual half second (the figure the reserve's time is made of).
        await call(main, 'write', 500);
      }
      expect(vendor.rateLimited).toBe(0);
      expect(vendor.maxCallsInAnyWindow()).toBeLessThanOrEqual(budgets.maxCalls);
      expect(vendor.maxProcessingInAnyWindow()).toBeLessThanOrEqual(budgets.maxWallMs);
    },
  );

  it("drops background work back to its share at a person's first call, in this process and in another", async () => {
    const sync = governor();
    const started = await fill(sync);
    expect(started.sent).toBe(idleCalls);
    // The hour has passed: background work has the idle allowance's whole room again.
    clock.set(Date.UTC(2025, 5, 1, 9, 0, 10));
    const room = governorStatus.parse(await sync.status());
    expect(room.classes.find((entry) => entry.priority === 'backfill')?.callsLeft).toBe(idleCalls);

    // Another process serves a person's refresh: the ledger tells the sync's process at once.
    const second = await engine.open();
    try {
      await call(governor(second.db, 'web-b'), 'refresh');
    } finally {
      await second.close();
    }
    const after = await fill(sync);
    expect(after.sent).toBe(normalCalls - 1);
    expect(after.refusal.reason).toBe('background-share');
    const window = governorStatus.parse(await sync.status());
    expect(window.idle?.active).toBe(false);
    expect(window.calls.used).toBe(normalCalls);

    // And in its own process: a bulk item someone started asks, background yields at once.
    clock.set(Date.UTC(2025, 5, 1, 9, 20));
    expect(governorStatus.parse(await sync.status()).idle?.active).toBe(true);
    await call(sync, 'bulk');
    await expect(call(sync, 'backfill')).rejects.toMatchObject({ reason: 'background-share' });
  });

  it("keeps the vendor's counters below its limits across hour boundaries, busy nights and a person's morning", async () => {
    // Pages charged 100 ms: the time runs out first, at 25.6 s while idle against 22.1 s at the share.
    const costMs = 100;
    const sync = governor();
    const person = governor(opened.db, 'web-b');
    const personAt = [70, 71, 95].map((minutes) => Date.UTC(2025, 5, 1, 8, minutes));
    const end = Date.UTC(2025, 5, 1, 10, 30);
    const personCalls: number[] = [];
    while (clock.now() < end) {
      const due = personAt[0];
      if (due !== undefined && clock.now() >= due) {
        personAt.shift();
        personCalls.push(clock.now());
        await call(person, 'write');
        continue;
      }
      const outcome = await call(sync, 'backfill', costMs).catch((error: unknown) => error);
      if (outcome instanceof GovernorRefusal) {
        // The sync waits as the governor says, as the backfill loop does.
        clock.set(Math.min(outcome.retryAt?.getTime() ?? end, due ?? end, end));
      }
    }
    expect(personCalls).toHaveLength(3);
    expect(vendor.rateLimited).toBe(0);
    expect(vendor.maxCallsInAnyWindow()).toBeLessThanOrEqual(budgets.maxCalls);
    expect(vendor.maxProcessingInAnyWindow()).toBeLessThanOrEqual(budgets.maxWallMs);
    expect(vendor.maxProcessingInAnyWindow()).toBeGreaterThanOrEqual(25_600);
    // Two and a half hours, idle but for ten minutes after each write: three windows' worth.
    expect(vendor.arrivals.length).toBeGreaterThan(2 * 256);
    // In the ten minutes after a person's call, a background page went only within the share.
    for (const at of personCalls) {
      const yielded = vendor.arrivals.filter(
        (arrival) => arrival.at > at && arrival.at < at + 10 * minute && !personCalls.includes(arrival.at),
      );
      for (const arrival of yielded) {
        const inWindow = vendor.arrivals.filter(
          (other) => other.at <= arrival.at && other.at > arrival.at - hour,
        );
        expect(inWindow.length).toBeLessThanOrEqual(normalCalls);
        expect(inWindow.reduce((sum, other) => sum + other.processingMs, 0)).toBeLessThanOrEqual(27_000);
      }
    }
  });
}

describe('the idle allowance on PGlite', () => {
  idleSuite(async () => {
    const dir = await createTempDataDir();
    let shared: OpenedDatabase | null = null;
    return {
      // One PGlite database per data folder and process: a second "process" shares it.
      open: async () => {
        if (shared) return { ...shared, close: async () => undefined };
        shared = await openDatabase({ dataDir: dir.value });
        const first = shared;
        return {
          ...first,
          close: async () => {
            shared = null;
            await first.close();
          },
        };
      },
      dispose: dir.dispose,
    };
  });
});

const skipPostgres = skipPostgresSuite('the idle allowance on PostgreSQL');
describe.skipIf(skipPostgres)('the idle allowance on PostgreSQL', () => {
  idleSuite(postgresGovernorEngine);
});
