import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RequestType } from '../../contract/upstream/enums';
import { ManualClock } from '../clock';
import type { Database } from '../db/database';
import { mirrorRequests } from '../db/schema/mirror';
import { requestHistory } from '../db/schema/history';
import { applyObservation } from '../mirror/apply/applyObservation';
import {
  type BackfillCursor,
  backfillCursor,
  backfillStep,
  initialBackfillCursor,
  nextBackfillType,
} from './backfill';
import { backfillProgress } from './syncFreshness';
import { readSyncState, writeSyncState } from './syncStateStore';
import { FakeListing } from './testing/fakeListing';
import { openSyncTestDatabase } from './testing/syncTestDatabase';

const NOW = Date.UTC(2025, 5, 15, 12);
const DAY = 86_400_000;
const HORIZON_MONTHS = 24;

/** Requests per month, newest month (June 2025) first; March and April 2025 and Feb 2025 are empty. */
const ORDERS_PER_MONTH = [30, 60, 0, 0, 0, 10, 5];
const BUDGETS_PER_MONTH = [20, 15, 5];

function seed(listing: FakeListing) {
  let code = 10_001;
  const add = (type: RequestType, perMonth: number[]) => {
    perMonth.forEach((howMany, monthsAgo) => {
      for (let i = 0; i < howMany; i += 1) {
        const createdAt = Date.UTC(2025, 5 - monthsAgo, 1 + (i % 14), 10, i);
        listing.add({ type, code: String(code++), createdAt, lastUpdate: createdAt, removed: false });
      }
    });
  };
  add('order', ORDERS_PER_MONTH);
  add('budget', BUDGETS_PER_MONTH);
  // Removed ones, and one order older than the horizon that the backfill must not reach.
  listing.add({
    type: 'order',
    code: String(code++),
    createdAt: NOW - 3 * DAY,
    lastUpdate: NOW,
    removed: true,
  });
  listing.add({
    type: 'order',
    code: String(code++),
    createdAt: Date.UTC(2024, 11, 3),
    lastUpdate: NOW,
    removed: true,
  });
  listing.add({
    type: 'budget',
    code: String(code++),
    createdAt: NOW - 40 * DAY,
    lastUpdate: NOW,
    removed: true,
  });
  listing.add({
    type: 'order',
    code: String(code++),
    createdAt: Date.UTC(2022, 0, 10),
    lastUpdate: Date.UTC(2022, 0, 10),
    removed: false,
  });
}

const key = (type: RequestType) => `backfill:${type}`;

async function cursorsOf(db: Database, now: number): Promise<Record<RequestType, BackfillCursor>> {
  const fresh = initialBackfillCursor(now, HORIZON_MONTHS);
  return {
    order: await readSyncState(db, key('order'), backfillCursor, fresh),
    budget: await readSyncState(db, key('budget'), backfillCursor, fresh),
  };
}

/** Steps the backfill, reading and storing the cursors each time (as after any restart); returns steps run. */
async function drive(
  db: Database,
  listing: FakeListing,
  clock: ManualClock,
  maxSteps = 1_000,
): Promise<number> {
  for (let step = 0; step < maxSteps; step += 1) {
    const cursors = await cursorsOf(db, clock.now());
    const type = nextBackfillType(cursors);
    if (!type) return step;
    const { cursor } = await backfillStep(
      { db, list: listing.list, apply: applyObservation, now: () => clock.now() },
      type,
      cursors[type],
    );
    await writeSyncState(db, key(type), cursor, new Date(clock.now()));
    clock.advance(1_000);
  }
  return maxSteps;
}

describe('the backfill', () => {
  let opened: Awaited<ReturnType<typeof openSyncTestDatabase>>;
  let db: Database;
  beforeAll(async () => {
    opened = await openSyncTestDatabase();
    db = opened.db;
  });
  afterAll(() => opened.close());
  beforeEach(() => opened.reset());

  it('reads recent months of both types before older ones, skips empty months, stops at the horizon', async () => {
    const clock = new ManualClock(NOW);
    const listing = new FakeListing(clock);
    seed(listing);
    await drive(db, listing, clock);

    const calls = listing.calls.map((call) => ({ type: call.type, query: call.query, page: call.page }));
    // Census first: one one-record call per type and kind.
    expect(listing.calls.slice(0, 4).map((call) => call.pageLimit)).toEqual([1, 1, 1, 1]);
    // Then the windows, newest first, both types' June before either's May.
    const windows = calls
      .filter((call) => call.query.createdAfter && call.query.createdBefore && call.page === 1)
      .map((call) => `${call.type} ${call.query.createdAfter}`);
    expect(windows.slice(0, 4)).toEqual([
      'order 2025-06-01',
      'budget 2025-06-01',
      'order 2025-05-01',
      'budget 2025-05-01',
    ]);
    // After the empty April, one probe finds the newest older order (January) and jumps there.
    expect(windows).toContain('order 2025-04-01');
    expect(windows).not.toContain('order 2025-03-01');
    expect(windows).not.toContain('order 2025-02-01');
    expect(windows).toContain('order 2025-01-01');
    expect(calls.some((call) => call.query.createdBefore === '2025-03-31' && !call.query.createdAfter)).toBe(
      true,
    );
    // No window starts before the horizon: the 2022 order is known only because the last probe,
    // asking whether anything older than November 2024 exists, was shown it (and it is kept).
    expect(windows.every((window) => (window.split(' ')[1] ?? '') >= '2023-06-01')).toBe(true);

    // Everything is in the mirror, removed ones as removed, each with one history version.
    const expected = listing.requests;
    expect((await mirrorCodes(db)).sort()).toEqual(expected.map((r) => r.code).sort());
    const [removed] = await db
      .select({ n: count() })
      .from(mirrorRequests)
      .where(eq(mirrorRequests.removed, true));
    expect(removed?.n).toBe(3);
    const [history] = await db.select({ n: count() }).from(requestHistory);
    expect(history?.n).toBe(expected.length);

    const cursors = await cursorsOf(db, clock.now());
    expect(cursors.order.phase).toBe('done');
    expect(cursors.budget.phase).toBe('done');
    const progress = backfillProgress([cursors.order, cursors.budget], clock.now(), 50);
    expect(progress).toMatchObject({ state: 'done', estimatedSecondsLeft: 0, waitingUntil: null });
    // The census counted 106 live orders (the 2022 one too) + 2 removed, 40 budgets + 1 removed.
    expect(progress.expectedRecords).toBe(149);
    expect(progress.pages).toBe(listing.calls.length);
  });

  it('bounds a status found already set by the lastUpdate day it is listed on, else by the window', async () => {
    const clock = new ManualClock(NOW);
    const listing = new FakeListing(clock);
    const add = (code: string, createdAt: number, lastUpdate: number) =>
      listing.add({ type: 'order', code, createdAt, lastUpdate, removed: false });
    add('OLD-MOVED', Date.UTC(2025, 0, 10), NOW - 2 * DAY);
    add('OLD-QUIET', Date.UTC(2025, 0, 12), Date.UTC(2025, 4, 20));
    add('NEW', NOW - DAY, NOW - DAY);
    await drive(db, listing, clock);

    // The default threshold is 7 days: the 8 lastUpdate days up to today, once per type.
    const dayCalls = listing.calls.filter((call) => call.query.lastUpdateAfter);
    expect(dayCalls).toHaveLength(16);
    expect(dayCalls.every((call) => call.query.lastUpdateAfter === call.query.lastUpdateBefore)).toBe(true);
    const rows = await db
      .select({
        code: mirrorRequests.code,
        since: mirrorRequests.statusSince,
        before: mirrorRequests.statusSinceBefore,
      })
      .from(mirrorRequests);
    const byCode = new Map(rows.map((row) => [row.code, row]));
    // Listed on 13 June: in its status since no later than that day's end (Brasília, UTC-3).
    expect(byCode.get('OLD-MOVED')).toEqual({
      code: 'OLD-MOVED',
      since: new Date('2025-06-14T03:00:00.000Z'),
      before: true,
    });
    // Listed on no day of the window: since before the window's first day (8 June).
    expect(byCode.get('OLD-QUIET')).toEqual({
      code: 'OLD-QUIET',
      since: new Date('2025-06-08T03:00:00.000Z'),
      before: true,
    });
    // Created yesterday and not changed since: never before its creation, never in the future.
    const fresh = byCode.get('NEW');
    expect(fresh?.since && fresh.since.getTime() >= NOW - DAY && fresh.since.getTime() <= clock.now()).toBe(
      true,
    );
    const cursors = await cursorsOf(db, clock.now());
    expect(cursors.order.phase).toBe('done');
  });

  it('gives a mirror copied before the bounds existed its bounds once', () => {
    const old = { ...initialBackfillCursor(NOW, HORIZON_MONTHS), phase: 'done' } as Record<string, unknown>;
    delete old.boundsFrom;
    delete old.boundsDay;
    delete old.boundsStartedAt;
    expect(backfillCursor.parse(old).phase).toBe('bounds');
    expect(backfillCursor.parse({ ...initialBackfillCursor(NOW, HORIZON_MONTHS), phase: 'done' }).phase).toBe(
      'done',
    );
  });

  it('carries on from its cursor after a restart, re-reading nothing', async () => {
    const clock = new ManualClock(NOW);
    const uninterrupted = new FakeListing(clock);
    seed(uninterrupted);
    await drive(db, uninterrupted, clock);
    await opened.reset();

    const again = new ManualClock(NOW);
    const listing = new FakeListing(again);
    seed(listing);
    // A process that dies after 7 calls, then another that starts from the stored cursors.
    expect(await drive(db, listing, again, 7)).toBe(7);
    const midway = await cursorsOf(db, again.now());
    expect(midway.order.phase).not.toBe('done');
    const progress = backfillProgress([midway.order, midway.budget], again.now(), 50);
    expect(progress.state).toBe('running');
    expect(progress.records).toBeGreaterThan(0);
    expect(progress.estimatedSecondsLeft).toBeGreaterThan(0);
    await drive(db, listing, again);
    expect(listing.calls).toHaveLength(uninterrupted.calls.length);
    expect((await mirrorCodes(db)).length).toBe(listing.requests.length);
  });

  it('reads a window again when a removal shifted its pages while they were read', async () => {
    const clock = new ManualClock(NOW);
    const listing = new FakeListing(clock);
    seed(listing);
    // While May's second page is asked for, the newest May order is removed: every later one moves
    // up a place, and the first order of page 2 slides onto page 1, already read.
    let removedOne = false;
    listing.beforeAnswer = (request) => {
      if (
        !removedOne &&
        request.type === 'order' &&
        request.query.createdAfter === '2025-05-01' &&
        request.page === 2
      ) {
        removedOne = true;
        const newest = listing.requests
          .filter(
            (r) =>
              r.type === 'order' &&
              !r.removed &&
              r.createdAt >= Date.UTC(2025, 4, 1) &&
              r.createdAt < Date.UTC(2025, 5, 1),
          )
          .sort((a, b) => b.createdAt - a.createdAt)[0];
        if (newest) listing.change('order', newest.code, { removed: true });
      }
    };
    await drive(db, listing, clock);
    expect(removedOne).toBe(true);
    const mayFirstPages = listing.calls.filter(
      (call) => call.type === 'order' && call.query.createdAfter === '2025-05-01' && call.page === 1,
    );
    expect(mayFirstPages).toHaveLength(2);
    const live = listing.requests.filter((r) => !r.removed && r.createdAt >= Date.UTC(2023, 5, 1));
    const codes = await mirrorCodes(db);
    for (const request of live) expect(codes).toContain(request.code);
  });

  it('throws a failed call before changing anything, so the same step runs again', async () => {
    const clock = new ManualClock(NOW);
    const listing = new FakeListing(clock);
    seed(listing);
    const cursor = initialBackfillCursor(NOW, HORIZON_MONTHS);
    listing.failNext(new Error('vendor down'));
    await expect(
      backfillStep({ db, list: listing.list, apply: applyObservation }, 'order', cursor),
    ).rejects.toThrow('vendor down');
    const { cursor: next } = await backfillStep(
      { db, list: listing.list, apply: applyObservation },
      'order',
      cursor,
    );
    expect(next.censusLiveTaken).toBe(true);
    expect(next.expectedLive).toBe(106);
  });
});

async function mirrorCodes(db: Database): Promise<string[]> {
  const rows = await db.select({ code: mirrorRequests.code }).from(mirrorRequests);
  return rows.map((row) => row.code);
}
