import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChangeActor } from '../../contract/api/changeActor';
import type { LiveEvent } from '../../contract/api/liveEvents';
import { readWebhookBody } from '../../contract/upstream/webhook';
import { ManualClock } from '../clock';
import { requestHistory } from '../db/schema/history';
import { createGovernor } from '../governor/governor';
import { createWebhookInbox, type WebhookInbox } from '../webhooks/inbox/webhookInbox';
import { createInProcessLiveBus, type LiveBus } from '../live/liveBus';
import { applyObservation } from '../mirror/apply/applyObservation';
import { getDetail } from '../mirror/read/getDetail';
import { actorOf } from '../writes/writeActor';
import { alwaysLeader } from './leadership';
import { createSyncEngine, type SyncEngine } from './syncEngine';
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

/** Ana as the security layer hands her to a write route. */
const ana = actorOf({
  session: {
    kind: 'user',
    user: { id: '5f0c4c1e-0000-4000-8000-000000000001', email: 'ana@example.com', name: 'Ana Souza' },
  },
} as unknown as Parameters<typeof actorOf>[0]);

describe('who caused a change, in the history and in live events', () => {
  let opened: Awaited<ReturnType<typeof openSyncTestDatabase>>;
  let clock: ManualClock;
  let listing: FakeListing;
  let inbox: WebhookInbox;
  let bus: LiveBus;
  let engine: SyncEngine;
  let heard: LiveEvent[];

  beforeAll(async () => {
    opened = await openSyncTestDatabase();
  });
  afterAll(() => opened.close());
  beforeEach(async () => {
    await opened.reset();
    const { db } = opened;
    clock = new ManualClock(NOW);
    listing = new FakeListing(clock);
    for (let i = 0; i < 4; i += 1) {
      const createdAt = NOW - (i + 1) * 2 * DAY;
      listing.add({
        type: 'order',
        code: String(50_001 + i),
        createdAt,
        lastUpdate: createdAt,
        removed: false,
      });
    }
    const governor = createGovernor({
      db,
      clock,
      budgets: {
        maxCalls: 500,
        maxWallMs: 45_000,
        backgroundShare: 0.6,
        concurrency: 2,
        callTimeoutMs: 1_000,
      },
    });
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
    await engine.start({ tickMs: 5, publishEveryMs: 10 });
    await engine.settle();
  });
  afterEach(async () => {
    await engine.stop();
    await bus.close();
  });

  /** The newest history entry of an order, and the actor of every live event heard about it. */
  async function whoChanged(code: string) {
    const detail = await getDetail(opened.db, 'order', code);
    const events = heard.filter(
      (event) =>
        (event.kind === 'request.changed' || event.kind === 'request.created') && event.request.code === code,
    );
    return {
      history: detail?.history[0]?.actor,
      events: events.map((event) => ('actor' in event ? event.actor : null)),
    };
  }

  it('names the backfill in the history and publishes nothing for it', async () => {
    const rows = await opened.db.select().from(requestHistory).orderBy(asc(requestHistory.id));
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => row.changedBy?.kind === 'sync' && row.changedBy.source === 'backfill')).toBe(
      true,
    );
    expect(heard.filter((event) => event.kind.startsWith('request.'))).toEqual([]);
  });

  it('names the person whose write Painel refreshed, by id and name', async () => {
    listing.change('order', '50002', { responsible: { email: 'bia@example.com' } });
    await engine.refreshAfterWrite({
      kind: 'responsible',
      request: { type: 'order', code: '50002' },
      paymentId: null,
      actor: ana,
      at: new Date(clock.now()),
      requestId: 'r1',
      outcome: {} as never,
    });
    await engine.settle();
    const person: ChangeActor = { kind: 'person', id: ana.id, name: 'Ana Souza' };
    expect(await whoChanged('50002')).toEqual({ history: person, events: [person] });
    // The e-mail stays on the row, for the activity page's "my changes".
    const [row] = await opened.db
      .select()
      .from(requestHistory)
      .where(and(eq(requestHistory.code, '50002'), eq(requestHistory.source, 'write')));
    expect(row?.actor).toBe('ana@example.com');
  });

  it('names the webhook for a delivery, and a refresh for its follow-up', async () => {
    listing.change('order', '50003', { dealStatus: 'Faturado', freight: { price: 120 } });
    const body = {
      event: 'order.updated',
      data: { code: '50003', type: 'order', dealStatus: 'Faturado', lastUpdate: new Date(NOW).toISOString() },
    };
    await inbox.receive({
      ...readWebhookBody(body),
      body,
      receivedAt: new Date(clock.now()),
      requestId: 't',
    });
    await engine.settle();
    const webhook: ChangeActor = { kind: 'sync', source: 'webhook' };
    expect(await whoChanged('50003')).toEqual({ history: webhook, events: [webhook] });

    // Ten seconds on, the follow-up reads the whole record and finds the freight the delivery lacked.
    clock.advance(10_000);
    await engine.settle();
    const refresh: ChangeActor = { kind: 'sync', source: 'refresh' };
    expect(await whoChanged('50003')).toEqual({ history: refresh, events: [webhook, refresh] });
  });

  it('names the periodic reconcile for a change no webhook announced', async () => {
    listing.change('order', '50004', { notes: '<p>ligar amanhã</p>' });
    clock.advance(2 * MINUTE);
    await engine.settle();
    const reconcile: ChangeActor = { kind: 'sync', source: 'reconcile' };
    expect(await whoChanged('50004')).toEqual({ history: reconcile, events: [reconcile] });
  });
});
