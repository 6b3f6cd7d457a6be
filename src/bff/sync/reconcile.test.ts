import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GovernorStatus } from '../../contract/api/governorStatus';
import { ManualClock } from '../clock';
import type { Database } from '../db/database';
import { requestHistory } from '../db/schema/history';
import { mirrorRequests } from '../db/schema/mirror';
import { syncRefreshQueue } from '../db/schema/syncState';
import { applyObservation } from '../mirror/apply/applyObservation';
import { listedObservations } from './listedObservations';
import {
  initialReconcileState,
  RECONCILE_STEPS,
  reconcileAfterDay,
  type ReconcileState,
  reconcileStep,
} from './reconcile';
import { reconcileIntervalMs } from './reconcileInterval';
import { enqueueRefresh } from './refreshQueue';
import { FakeListing } from './testing/fakeListing';
import { openSyncTestDatabase } from './testing/syncTestDatabase';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const START = Date.UTC(2025, 5, 15, 9);

describe('the reconcile window', () => {
  it('starts whole days early enough for any vendor time zone', () => {
    expect(reconcileAfterDay(Date.UTC(2025, 5, 15, 5), 12 * HOUR)).toBe('2025-06-14');
    expect(reconcileAfterDay(Date.UTC(2025, 5, 15, 13), 12 * HOUR)).toBe('2025-06-15');
    expect(reconcileAfterDay(Date.UTC(2025, 5, 1, 1), 12 * HOUR)).toBe('2025-05-31');
  });
});

describe('the reconcile interval', () => {
  const status = (callsLeft: number, secondsLeft = 27, circuit: 'open' | 'closed' = 'closed') =>
    ({
      calls: { limit: 500 },
      seconds: { limit: 45 },
      backgroundShare: 0.6,
      classes: [{ priority: 'reconcile', callsLeft, secondsLeft }],
      circuit: { state: circuit },
    }) as unknown as GovernorStatus;
  const bounds = { minMs: 120_000, maxMs: 3_600_000 };

  it('is the minimum when runs are cheap and the budget plentiful', () => {
    expect(reconcileIntervalMs(3, status(300), bounds)).toBe(120_000);
  });
  it('grows with what a run costs, to keep runs within their share of the background budget', () => {
    // 30 calls a run, 30% of 300 background calls an hour: 3 runs an hour.
    expect(reconcileIntervalMs(30, status(300), bounds)).toBe(1_200_000);
  });
  it('stretches while the background budget runs low, and waits longest with the circuit open', () => {
    expect(reconcileIntervalMs(3, status(60), bounds)).toBe(300_000);
    expect(reconcileIntervalMs(3, status(300, 2), bounds)).toBeGreaterThan(600_000);
    expect(reconcileIntervalMs(3, status(300, 27, 'open'), bounds)).toBe(1_200_000);
    expect(reconcileIntervalMs(500, status(0), bounds)).toBe(3_600_000);
  });
});

describe('a reconcile run', () => {
  let opened: Awaited<ReturnType<typeof openSyncTestDatabase>>;
  let db: Database;
  beforeAll(async () => {
    opened = await openSyncTestDatabase();
    db = opened.db;
  });
  afterAll(() => opened.close());
  beforeEach(() => opened.reset());

  async function mirrorEverything(listing: FakeListing, clock: ManualClock) {
    for (const type of ['order', 'budget'] as const) {
      for (const removed of [false, true]) {
        const page = await listing.list({
          type,
          page: 1,
          query: removed ? { removed } : { createdAfter: '2000-01-01' },
          priority: 'backfill',
          why: 'test',
        });
        for (const observation of listedObservations(page, { type, source: 'backfill', removed })
          .observations) {
          await applyObservation(db, observation);
        }
      }
    }
    clock.advance(1_000);
  }

  async function runToEnd(listing: FakeListing, clock: ManualClock, state: ReconcileState, since: number) {
    let current = state;
    for (;;) {
      const step = await reconcileStep(
        { db, list: listing.list, apply: applyObservation },
        current,
        { since, overlapMs: 12 * HOUR },
        () => clock.now(),
      );
      current = step.state;
      clock.advance(500);
      if (step.completed) return current;
    }
  }

  it('catches silent changes and removals since the last run, and a second run applies nothing', async () => {
    const clock = new ManualClock(START - 10 * DAY);
    const listing = new FakeListing(clock);
    for (let i = 0; i < 8; i += 1) {
      const createdAt = START - (20 - i) * DAY;
      listing.add({
        type: i % 2 ? 'order' : 'budget',
        code: String(20_001 + i),
        createdAt,
        lastUpdate: createdAt,
        removed: false,
      });
    }
    await mirrorEverything(listing, clock);
    clock.set(START);
    // A change of responsible (no webhook), a freight edit, a removal: all silent.
    listing.change('order', '20002', { responsible: { email: 'nova@example.com' } });
    listing.change('budget', '20003', { freight: { price: 321 } });
    listing.change('order', '20004', { removed: true });
    clock.advance(HOUR);

    const done = await runToEnd(listing, clock, initialReconcileState, START - HOUR);
    expect(done.current).toBeNull();
    expect(done.runs).toBe(1);
    expect(done.lastStartedAt).toBe(START + HOUR);
    expect(done.lastChanged).toBe(3);
    expect(done.lastCalls).toBe(RECONCILE_STEPS.length);
    expect(listing.calls.slice(-4).map((call) => call.query)).toEqual([
      { lastUpdateAfter: '2025-06-14' },
      { removed: true, lastUpdateAfter: '2025-06-14' },
      { lastUpdateAfter: '2025-06-14' },
      { removed: true, lastUpdateAfter: '2025-06-14' },
    ]);
    const [responsible] = await db
      .select({ email: mirrorRequests.responsibleEmail })
      .from(mirrorRequests)
      .where(and(eq(mirrorRequests.type, 'order'), eq(mirrorRequests.code, '20002')));
    expect(responsible?.email).toBe('nova@example.com');
    const [removed] = await db
      .select({ removed: mirrorRequests.removed })
      .from(mirrorRequests)
      .where(and(eq(mirrorRequests.type, 'order'), eq(mirrorRequests.code, '20004')));
    expect(removed?.removed).toBe(true);
    const sources = await db.select({ source: requestHistory.source }).from(requestHistory);
    expect(sources.filter((row) => row.source === 'reconcile')).toHaveLength(3);

    // The next run overlaps this one's window: it reads the same changes and applies none.
    clock.advance(10 * 60_000);
    const again = await runToEnd(listing, clock, done, done.lastStartedAt ?? 0);
    expect(again.lastChanged).toBe(0);
    expect(again.runs).toBe(2);
    expect(await db.select().from(requestHistory)).toHaveLength(sources.length);
  });

  it('is resumable page by page and answers the webhook follow-ups it covers', async () => {
    const clock = new ManualClock(START);
    const listing = new FakeListing(clock);
    for (let i = 0; i < 120; i += 1) {
      listing.add({
        type: 'order',
        code: String(30_001 + i),
        createdAt: START - DAY + i * 1000,
        lastUpdate: START,
        removed: false,
      });
    }
    clock.advance(HOUR);
    // Two deliveries waiting for their follow-up, and a refresh after one of our writes.
    const ask = {
      priority: 'webhook' as const,
      source: 'refresh' as const,
      requestedAt: new Date(START),
      dueAt: new Date(START + HOUR * 2),
    };
    await enqueueRefresh(db, { ...ask, type: 'order', code: '30001', vendorLastUpdate: new Date(START) });
    await enqueueRefresh(db, { ...ask, type: 'order', code: '30002', vendorLastUpdate: new Date(START) });
    await enqueueRefresh(db, {
      ...ask,
      type: 'order',
      code: '30003',
      priority: 'refresh',
      source: 'write',
      person: { id: 'u-ana', name: 'Ana', email: 'ana@example.com' },
    });

    const first = await reconcileStep(
      { db, list: listing.list, apply: applyObservation },
      initialReconcileState,
      { since: START, overlapMs: 12 * HOUR },
      () => clock.now(),
    );
    expect(first.completed).toBe(false);
    expect(first.state.current).toMatchObject({ step: 0, page: 2, calls: 1, applied: 50 });
    const done = await runToEnd(listing, clock, first.state, START);
    expect(done.lastCalls).toBe(6);
    const left = await db.select({ code: syncRefreshQueue.code }).from(syncRefreshQueue);
    expect(left.map((row) => row.code)).toEqual(['30003']);
  });
});
