import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../contract/api/liveEvents';
import { readWebhookBody } from '../../contract/upstream/webhook';
import { ManualClock } from '../clock';
import type { Database } from '../db/database';
import { requestHistory } from '../db/schema/history';
import { mirrorRequests } from '../db/schema/mirror';
import { upstreamCalls } from '../db/schema/governor';
import type { GovernorBudgets } from '../governor/budgets';
import { createGovernor, type Governor } from '../governor/governor';
import { createWebhookInbox, type WebhookInbox } from '../webhooks/inbox/webhookInbox';
import { createInProcessLiveBus, type LiveBus } from '../live/liveBus';
import { applyObservation } from '../mirror/apply/applyObservation';
import { alwaysLeader } from './leadership';
import { createSyncEngine, type SyncEngine } from './syncEngine';
import type { SyncLogger } from './loops/syncWorkContext';
import type { SyncSettings } from './syncSettings';
import { FakeListing } from './testing/fakeListing';
import { openSyncTestDatabase } from './testing/syncTestDatabase';
import type { ListPage } from './vendorListing';

const NOW = Date.UTC(2025, 5, 16, 12);
const DAY = 86_400_000;
const MINUTE = 60_000;

const settings: SyncSettings = {
  backfillHorizonMonths: 24,
  backfillReserveShare: 0.25,
  reconcileMinMs: 2 * MINUTE,
  reconcileMaxMs: 60 * MINUTE,
  reconcileOverlapMs: 12 * 3_600_000,
  refreshCoalesceMs: 10_000,
  inboxRetentionMs: 7 * DAY,
  liveRetentionMs: 3_600_000,
  liveMaxEvents: 10_000,
  callTimeoutMs: 1_000,
  maintenanceCheckMs: 5 * 60_000,
};

const roomyBudgets: GovernorBudgets = {
  maxCalls: 500,
  maxWallMs: 45_000,
  backgroundShare: 0.6,
  concurrency: 2,
  callTimeoutMs: 1_000,
};

describe('the sync engine', () => {
  let opened: Awaited<ReturnType<typeof openSyncTestDatabase>>;
  let db: Database;
  let clock: ManualClock;
  let listing: FakeListing;
  let governor: Governor;
  let inbox: WebhookInbox;
  let bus: LiveBus;
  let engine: SyncEngine;
  let heard: LiveEvent[];

  beforeAll(async () => {
    opened = await openSyncTestDatabase();
    db = opened.db;
  });
  afterAll(() => opened.close());
  beforeEach(() => opened.reset());
  afterEach(async () => {
    await engine.stop();
    await bus.close();
  });

  async function startEngine(budgets = roomyBudgets, size = 60, logger?: SyncLogger) {
    clock = new ManualClock(NOW);
    listing = new FakeListing(clock);
    for (let i = 0; i < size; i += 1) {
      const createdAt = NOW - (i + 1) * 2 * DAY;
      listing.add({
        type: i % 2 ? 'order' : 'budget',
        code: String(40_001 + i),
        createdAt,
        lastUpdate: createdAt,
        removed: false,
        record: { payment: { status: 'requested', links: [{ id: `pay-${40_001 + i}` }] } },
      });
    }
    governor = createGovernor({ db, budgets, clock });
    // Through the governor, as the real listing goes.
    const list: ListPage = (request) =>
      governor.run({ priority: request.priority, label: `fake ${request.why}` }, async (context) => {
        const page = await listing.list(request);
        context.reportStatus(200);
        return page;
      });
    inbox = createWebhookInbox({ db });
    bus = createInProcessLiveBus({ db, clock });
    heard = [];
    bus.subscribe((stored) => heard.push(stored.event));
    engine = createSyncEngine({
      db,
      clock,
      governor,
      list,
      apply: applyObservation,
      bus,
      inbox,
      leadership: alwaysLeader(),
      settings,
    });
    await engine.start({ tickMs: 5, publishEveryMs: 10, logger });
  }

  const mirrored = async () => (await db.select({ code: mirrorRequests.code }).from(mirrorRequests)).length;

  it('backfills, applies deliveries with one follow-up each, reconciles, and says how fresh the mirror is', async () => {
    await startEngine();
    await engine.settle();
    expect(await mirrored()).toBe(60);
    const afterBackfill = await engine.fullFreshness();
    expect(afterBackfill).toMatchObject({
      mirrored: { order: 30, budget: 30 },
      lastWebhookAt: null,
      lastReconcileAt: null,
      backfill: { state: 'done', records: 60, expectedRecords: 60, estimatedSecondsLeft: 0 },
    });
    // The backfill speaks per page, not per request.
    expect(heard.some((event) => event.kind === 'request.created')).toBe(false);
    expect(heard.some((event) => event.kind === 'sync.progress')).toBe(true);

    // Three deliveries about one order within seconds: applied at once, one refresh after 10 s.
    const code = '40002';
    listing.change('order', code, { dealStatus: 'Faturado', freight: { price: 99 } });
    const calls = listing.calls.length;
    for (const [i, status] of ['Em separação', 'Faturado', 'Faturado'].entries()) {
      const body = {
        event: 'order.updated',
        data: { code, type: 'order', dealStatus: status, lastUpdate: new Date(NOW + i).toISOString() },
      };
      await inbox.receive({
        ...readWebhookBody(body),
        body,
        receivedAt: new Date(clock.now()),
        requestId: 't',
      });
      clock.advance(1_000);
    }
    await engine.settle();
    expect(listing.calls.length).toBe(calls);
    const [afterDeliveries] = await db
      .select()
      .from(mirrorRequests)
      .where(and(eq(mirrorRequests.type, 'order'), eq(mirrorRequests.code, code)));
    expect(afterDeliveries?.dealStatus).toBe('Faturado');
    expect(heard.filter((event) => event.kind === 'request.changed')).toHaveLength(2);
    clock.advance(10_000);
    await engine.settle();
    expect(listing.calls.slice(calls)).toEqual([
      expect.objectContaining({ query: { code }, priority: 'webhook' }),
    ]);
    const [refreshed] = await db
      .select({ record: mirrorRequests.record })
      .from(mirrorRequests)
      .where(and(eq(mirrorRequests.type, 'order'), eq(mirrorRequests.code, code)));
    expect(refreshed?.record.freight?.price).toBe(99);

    // A silent change, then the first reconcile (two minutes after the backfill began).
    listing.change('budget', '40001', { notes: '<p>ligar amanhã</p>' });
    clock.advance(2 * MINUTE);
    await engine.settle();
    const freshness = await engine.fullFreshness();
    expect(freshness.lastWebhookAt).toBe(new Date(NOW + 2_000).toISOString());
    expect(freshness.lastReconcileAt).not.toBeNull();
    expect(freshness.upToDateAt).not.toBeNull();
    const [silent] = await db
      .select({ record: mirrorRequests.record })
      .from(mirrorRequests)
      .where(and(eq(mirrorRequests.type, 'budget'), eq(mirrorRequests.code, '40001')));
    expect(silent?.record.notes).toBe('<p>ligar amanhã</p>');
    expect(engine.counters).toMatchObject({
      deliveriesApplied: 3,
      refreshes: 1,
      reconcileRuns: 1,
      vendorErrors: 0,
    });
  });

  it("refreshes at once after our own write, attributed to the writer, also for a payment record's id", async () => {
    await startEngine();
    await engine.settle();
    listing.change('order', '40004', { responsible: { email: 'bia@example.com' } });
    listing.change('order', '40006', { payment: { status: 'received', links: [{ id: 'pay-40006' }] } });
    const actor = { kind: 'user' as const, id: 'u1', label: 'ana@example.com' };
    const at = new Date(clock.now());
    const outcome = {} as never;
    await engine.refreshAfterWrite({
      kind: 'responsible',
      request: { type: 'order', code: '40004' },
      paymentId: null,
      actor,
      at,
      requestId: 'r1',
      outcome,
    });
    await engine.refreshAfterWrite({
      kind: 'paymentRecordUpdate',
      request: null,
      paymentId: 'pay-40006',
      actor,
      at,
      requestId: 'r2',
      outcome,
    });
    await engine.settle();
    const writes = await db.select().from(requestHistory).where(eq(requestHistory.source, 'write'));
    expect(writes.map((entry) => [entry.code, entry.actor]).sort()).toEqual([
      ['40004', 'ana@example.com'],
      ['40006', 'ana@example.com'],
    ]);
    const priorities = await db.select({ priority: upstreamCalls.priority }).from(upstreamCalls);
    expect(priorities.filter((row) => row.priority === 'refresh')).toHaveLength(2);
  });

  it('vacuums the tables the backfill filled at its first maintenance check, and logs each at debug with its time', async () => {
    const maintained: Array<Record<string, unknown>> = [];
    const logger: SyncLogger = {
      debug: (details) => {
        if ('action' in details) maintained.push(details);
      },
      info: () => undefined,
      warn: (details, message) => maintained.push({ ...details, message }),
    };
    await startEngine(roomyBudgets, 60, logger);
    await engine.settle();
    expect(await mirrored()).toBe(60);
    expect(maintained).toEqual([]);

    clock.advance(settings.maintenanceCheckMs);
    await engine.settle();
    const tables = maintained.map((details) => details.table);
    expect(tables).toEqual(expect.arrayContaining(['mirror_requests', 'request_history', 'sync_state']));
    expect(maintained).toContainEqual({
      table: 'mirror_requests',
      action: 'vacuum',
      reason: 'never vacuumed',
      ms: expect.any(Number),
    });
  });

  it('keeps the backfill inside the background share, leaving room for follow-ups, and says it waits', async () => {
    // 40 calls an hour, 20 of them for background work, of which the backfill leaves 5.
    await startEngine({ ...roomyBudgets, maxCalls: 40, backgroundShare: 0.5 }, 400);
    await engine.settle();
    const waiting = await engine.fullFreshness();
    expect(waiting.backfill.state).toBe('paused');
    expect(waiting.backfill.waitingUntil).not.toBeNull();
    expect(waiting.backfill.estimatedSecondsLeft).toBeGreaterThan(0);
    const background = await db.select().from(upstreamCalls);
    expect(background.length).toBeLessThanOrEqual(15);

    // The room left serves a delivery's follow-up and a write's refresh at once.
    const body = {
      event: 'order.updated',
      data: { code: '40002', type: 'order', lastUpdate: new Date(NOW).toISOString() },
    };
    await inbox.receive({
      ...readWebhookBody(body),
      body,
      receivedAt: new Date(clock.now()),
      requestId: 't',
    });
    clock.advance(10_000);
    await engine.refreshAfterWrite({
      kind: 'responsible',
      request: { type: 'order', code: '40004' },
      paymentId: null,
      actor: { kind: 'user', id: 'u1', label: 'ana@example.com' },
      at: new Date(clock.now()),
      requestId: 'r',
      outcome: {} as never,
    });
    await engine.settle();
    const priorities = (await db.select({ priority: upstreamCalls.priority }).from(upstreamCalls)).map(
      (row) => row.priority,
    );
    expect(priorities.filter((priority) => priority === 'webhook')).toHaveLength(1);
    expect(priorities.filter((priority) => priority === 'refresh')).toHaveLength(1);

    // An hour later the budget is back and the backfill goes on.
    const before = (await engine.freshness()).backfill.records;
    clock.advance(61 * MINUTE);
    await engine.settle();
    expect((await engine.freshness()).backfill.records).toBeGreaterThan(before);
    const status = await governor.status();
    expect(status.calls.used).toBeLessThanOrEqual(40);
  });
});
