import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readWebhookBody } from '../../../contract/upstream/webhook';
import { ManualClock } from '../../clock';
import type { Database } from '../../db/database';
import { requestHistory } from '../../db/schema/history';
import { webhookInbox } from '../../db/schema/inbox';
import { mirrorRequests } from '../../db/schema/mirror';
import { syncRefreshQueue } from '../../db/schema/syncState';
import { applyObservation } from '../../mirror/apply/applyObservation';
import { openSyncTestDatabase } from '../../sync/testing/syncTestDatabase';
import type { WebhookDelivery } from '../receive/delivery';
import { deliveryKey } from './deliveryKey';
import { type ApplyObservation, processNextDelivery } from './processInbox';
import { createWebhookInbox, type WebhookInbox } from './webhookInbox';

const T0 = Date.UTC(2025, 5, 15, 12);
const COALESCE = 10_000;

function delivery(body: unknown, receivedAt: number): WebhookDelivery {
  return { ...readWebhookBody(body), body, receivedAt: new Date(receivedAt), requestId: 'test' };
}

const updated = (code: string, lastUpdate: string, data: Record<string, unknown> = {}) => ({
  event: 'order.updated',
  data: { code, type: 'order', name: `Kit ${code}`, lastUpdate, ...data },
});

describe('the webhook inbox', () => {
  let opened: Awaited<ReturnType<typeof openSyncTestDatabase>>;
  let db: Database;
  let inbox: WebhookInbox;
  let clock: ManualClock;
  beforeAll(async () => {
    opened = await openSyncTestDatabase();
    db = opened.db;
    inbox = createWebhookInbox({ db });
  });
  afterAll(() => opened.close());
  beforeEach(async () => {
    await opened.reset();
    clock = new ManualClock(T0);
  });

  const process = (apply: ApplyObservation = applyObservation, maxAttempts?: number) =>
    processNextDelivery({ db, clock, apply, refreshCoalesceMs: COALESCE, maxAttempts });
  const processAll = async () => {
    const steps = [];
    for (;;) {
      const step = await process();
      if (step.kind === 'none') return steps;
      steps.push(step);
    }
  };
  const history = (code: string) =>
    db
      .select()
      .from(requestHistory)
      .where(and(eq(requestHistory.type, 'order'), eq(requestHistory.code, code)));
  const stored = async (code: string) =>
    (
      await db
        .select()
        .from(mirrorRequests)
        .where(and(eq(mirrorRequests.type, 'order'), eq(mirrorRequests.code, code)))
    )[0];

  it('keeps each delivery once, whatever the order of its keys, without NUL characters', async () => {
    const body = updated('5001', '2025-06-15T11:00:00.000Z', {
      dealStatus: 'Faturado\u0000',
      notes: 'a\u0000b',
    });
    const first = await inbox.receive(delivery(body, T0));
    const reordered = { data: { ...body.data }, event: body.event };
    const again = await inbox.receive(delivery(reordered, T0 + 5_000));
    const third = await inbox.receive(delivery(body, T0 + 9_000));
    expect(first).toMatchObject({ duplicate: false, status: 'pending' });
    expect(again).toEqual({ id: first.id, duplicate: true, status: 'pending' });
    expect(third.duplicate).toBe(true);
    expect(deliveryKey(reordered)).toBe(deliveryKey(body));
    const [row] = await db.select().from(webhookInbox);
    expect(row).toMatchObject({
      kind: 'order.updated',
      requestType: 'order',
      requestCode: '5001',
      duplicates: 2,
      vendorLastUpdate: new Date('2025-06-15T11:00:00.000Z'),
    });
    expect(JSON.stringify(row?.body)).not.toContain('\\u0000');
    expect(row?.body).toMatchObject({ data: { dealStatus: 'Faturado', notes: 'ab' } });
    expect(await inbox.counts()).toMatchObject({ pending: 1, duplicates: 2 });
  });

  it('keeps deliveries of a kind the spec does not list, never applying them', async () => {
    const receipt = await inbox.receive(delivery({ event: 'company.updated', data: { cnpj: '1' } }, T0));
    const notAnObject = await inbox.receive(delivery(['order.created'], T0));
    expect(receipt.status).toBe('unknown_kind');
    expect(notAnObject.status).toBe('unknown_kind');
    expect(await processAll()).toEqual([]);
    expect(await inbox.counts()).toMatchObject({ unknownKind: 2, pending: 0 });
    expect(await db.select().from(mirrorRequests)).toHaveLength(0);
  });

  it('applies each delivery once and asks for one coalesced refresh per request', async () => {
    await inbox.receive(delivery(updated('5002', '2025-06-15T11:00:00.000Z', { dealStatus: 'Novo' }), T0));
    await inbox.receive(
      delivery(updated('5002', '2025-06-15T11:00:02.000Z', { dealStatus: 'Em separação' }), T0 + 2_000),
    );
    await inbox.receive(
      delivery(updated('5002', '2025-06-15T11:00:02.000Z', { dealStatus: 'Em separação' }), T0 + 3_000),
    );
    await inbox.receive(delivery(updated('5003', '2025-06-15T11:00:03.000Z'), T0 + 3_000));
    clock.advance(5_000);
    const steps = await processAll();
    expect(steps.map((step) => (step.kind === 'applied' ? step.result.outcome : step.kind))).toEqual([
      'created',
      'changed',
      'created',
    ]);
    expect((await stored('5002'))?.dealStatus).toBe('Em separação');
    expect(await history('5002')).toHaveLength(2);
    const queue = await db.select().from(syncRefreshQueue).orderBy(syncRefreshQueue.code);
    expect(queue).toHaveLength(2);
    expect(queue[0]).toMatchObject({
      code: '5002',
      priority: 'webhook',
      source: 'refresh',
      dueAt: new Date(T0 + COALESCE),
      requestedAt: new Date(T0 + 2_000),
    });
    expect(await inbox.counts()).toMatchObject({ done: 3, pending: 0 });
  });

  it('never lets an older delivery make a request older, whatever order they arrive in', async () => {
    await inbox.receive(
      delivery(updated('5004', '2025-06-15T11:00:09.000Z', { dealStatus: 'Faturado' }), T0),
    );
    await inbox.receive(
      delivery(updated('5004', '2025-06-15T11:00:01.000Z', { dealStatus: 'Novo' }), T0 + 1_000),
    );
    clock.advance(1_000);
    const steps = await processAll();
    expect(steps.map((step) => (step.kind === 'applied' ? step.result.outcome : step.kind))).toEqual([
      'created',
      'stale',
    ]);
    expect((await stored('5004'))?.dealStatus).toBe('Faturado');
    expect(await history('5004')).toHaveLength(1);
    const [late] = await db.select().from(webhookInbox).where(eq(webhookInbox.outcome, 'stale'));
    expect(late?.status).toBe('done');
  });

  it('keeps a delivery it cannot use as failed, and retries one that failed to apply with back-off', async () => {
    await inbox.receive(delivery({ event: 'order.updated', data: { name: 'no code' } }, T0));
    await inbox.receive(delivery({ event: 'order.updated', data: 'garbled' }, T0));
    const unusable = await processAll();
    expect(unusable.map((step) => step.kind)).toEqual(['failed', 'failed']);
    expect(await inbox.counts()).toMatchObject({ failed: 2 });

    await inbox.receive(delivery(updated('5005', '2025-06-15T11:00:00.000Z'), T0));
    const broken: ApplyObservation = async () => {
      throw new Error('disk full');
    };
    expect(await process(broken, 2)).toMatchObject({ kind: 'failed', gaveUp: false });
    expect(await process(broken, 2)).toEqual({ kind: 'none' });
    clock.advance(5_000);
    expect(await process(broken, 2)).toMatchObject({
      kind: 'failed',
      gaveUp: true,
      error: 'Error: disk full',
    });
    const [row] = await db.select().from(webhookInbox).where(eq(webhookInbox.requestCode, '5005'));
    expect(row).toMatchObject({ status: 'failed', attempts: 2 });
    expect(await db.select().from(syncRefreshQueue)).toHaveLength(0);
  });
});
