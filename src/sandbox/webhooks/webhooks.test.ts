import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { updateRequestPaymentPath, updateResponsiblePath, webhookBody } from '../../contract/upstream/index';
import type { RequestRow } from '../data/requestRow';
import { type Harness, startHarness, startReceiver } from '../testing/harness';
import type { Delivery } from './dispatcher';

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

describe('webhooks', () => {
  let h: Harness;
  let receiver: Receiver;
  beforeAll(async () => {
    h = await startHarness({ limits: { callsPerHour: 1_000_000, processingMsPerHour: 1e12 } });
  });
  afterAll(() => h.close());
  afterEach(async () => {
    await h.sandbox.webhooks.idle();
    await receiver.close();
    await h.control('DELETE', '/deliveries');
  });

  const point = async (statuses: number[] = [], extra: Record<string, unknown> = {}) => {
    receiver = await startReceiver(statuses);
    await h.control('PUT', '/webhook', { url: receiver.url, ...extra });
  };
  const act = (action: string, code?: string, extra: Record<string, unknown> = {}) =>
    h.control<{ code: string; createdCode?: string; events: string[] }>('POST', '/actions', {
      action,
      code,
      ...extra,
    });
  const live = (type: 'order' | 'budget', index: number) =>
    h.sandbox.store.rows[type].filter((row) => !row.removed)[index] as RequestRow;
  const received = async () => {
    await h.sandbox.webhooks.idle();
    return receiver.received.map((delivery) => webhookBody.parse(delivery.body));
  };

  it('posts the documented body for every action the spec lists', async () => {
    await point();
    const budget = live('budget', 0).code;
    const order = live('order', 0).code;
    const steps: Array<[string, string | undefined, Record<string, unknown>, string[]]> = [
      ['create', undefined, { type: 'budget' }, ['budget.created']],
      ['create', undefined, { type: 'order' }, ['order.created']],
      ['statusChange', budget, { status: 'Em negociação' }, ['budget.updated']],
      ['discount', budget, { amount: 500 }, ['budget.updated']],
      ['surcharge', budget, { amount: 120 }, ['budget.updated']],
      ['tagAdd', budget, { tag: 'vip' }, ['budget.updated']],
      ['tagRemove', budget, { tag: 'vip' }, ['budget.updated']],
      ['statusChange', order, { status: 'Faturado' }, ['order.updated']],
      ['paymentStatus', order, { paymentStatus: 'received' }, ['order.updated']],
      ['commercialEdit', order, {}, ['order.updated']],
      ['rename', order, { name: 'Kit renomeado' }, ['order.updated']],
      ['tagAdd', order, { tag: 'urgente' }, ['order.updated']],
      ['convert', live('budget', 1).code, {}, ['budget.updated', 'order.created']],
    ];
    const expected: string[] = [];
    for (const [action, code, params, events] of steps) {
      const result = await act(action, code, params);
      expect(result.events, action).toEqual(events);
      expected.push(...events);
      await h.sandbox.clock.advance(1_000);
    }
    const bodies = await received();
    expect(bodies.map((body) => body.event).sort()).toEqual(expected.sort());

    const discount = bodies.find((body) => body.event === 'budget.updated' && body.data.code === budget);
    expect(discount?.data.type).toBe('budget');
    const converted = bodies.find(
      (body) =>
        body.event === 'order.created' &&
        body.data.code !== undefined &&
        h.sandbox.store.find(body.data.code)?.budgetCreatedAt,
    );
    expect(converted).toBeDefined();
    const orderCreated = bodies.find((body) => body.event === 'order.created');
    const data = orderCreated?.data;
    expect(data).toMatchObject({ type: 'order' });
    for (const key of [
      'id',
      'name',
      'code',
      'kind',
      'totalPower',
      'dealStatus',
      'stockStatus',
      'originalValue',
      'finalValue',
      'responsible',
      'company',
      'products',
      'payment',
      'lastUpdate',
    ]) {
      expect(data, key).toHaveProperty(key);
    }
    expect(data?.payment).toHaveProperty('showConditionsRule');
    expect(data?.payment?.condition?._id).toMatch(/^[0-9a-f]{24}$/);
    expect(data?.lastUpdate).toBe(new Date(Date.parse(data?.lastUpdate ?? '')).toISOString());
    expect(data?.company).toHaveProperty('cpf');
    expect(data?.products?.[0]).not.toHaveProperty('dimensions');
  });

  it('never posts for the silent actions, over the control API or the vendor API', async () => {
    await point();
    const order = live('order', 5);
    const budget = live('budget', 5);
    for (const action of [
      'responsible',
      'freightEdit',
      'customData',
      'notes',
      'files',
      'remove',
      'restore',
    ]) {
      expect((await act(action, order.code)).events, action).toEqual([]);
    }
    expect((await act('paymentStatus', budget.code, { paymentStatus: 'requested' })).events).toEqual([]);
    expect((await act('commercialEdit', budget.code)).events).toEqual([]);

    const other = h.sandbox.store.world.collaborators.find(
      (person) => person.email !== order.responsibleEmail,
    );
    const put = await h.api(updateResponsiblePath(order.code), {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: other?.email }),
    });
    expect(put.status).toBe(200);
    const attach = new FormData();
    attach.append('description', 'sem mudança de status');
    attach.append('attachments', new Blob(['x']), 'comprovante.pdf');
    expect((await h.api(updateRequestPaymentPath(order.code), { method: 'PUT', body: attach })).status).toBe(
      200,
    );
    expect(await received()).toEqual([]);

    // A payment status change of an order through the vendor API is not silent.
    const status = new FormData();
    status.append('status', order.full?.record.payment?.status === 'cancelled' ? 'requested' : 'cancelled');
    expect((await h.api(updateRequestPaymentPath(order.code), { method: 'PUT', body: status })).status).toBe(
      200,
    );
    expect((await received()).map((body) => [body.event, body.data.code])).toEqual([
      ['order.updated', order.code],
    ]);
  });

  it('retries with back-off on the sandbox clock until the receiver answers 200, logging each attempt', async () => {
    await point([500, 503]);
    await act('statusChange', live('order', 10).code, { status: 'Em separação' });
    await h.sandbox.webhooks.idle();
    const deliveries = async () =>
      (await h.control<{ deliveries: Delivery[] }>('GET', '/deliveries')).deliveries;
    let [delivery] = await deliveries();
    expect(delivery).toMatchObject({ state: 'pending', event: 'order.updated', attempts: [{ status: 500 }] });
    const nextAt = Date.parse(delivery?.nextAttemptAt ?? '');
    expect(nextAt - h.sandbox.clock.now()).toBe(10_000);

    await h.sandbox.clock.advance(9_999);
    expect(receiver.received).toHaveLength(1);
    await h.sandbox.clock.advance(1);
    expect(receiver.received).toHaveLength(2);
    await h.sandbox.clock.advance(30_000);
    [delivery] = await deliveries();
    expect(delivery?.state).toBe('delivered');
    expect(delivery?.attempts.map((attempt) => attempt.status)).toEqual([500, 503, 200]);
    expect(receiver.received).toHaveLength(3);
    // The same event each time.
    expect(new Set(receiver.received.map((entry) => JSON.stringify(entry.body))).size).toBe(1);
  });

  it('gives up after the last retry of the policy and logs unreachable receivers', async () => {
    await point([500, 500, 500], { retryDelaysMs: [1_000, 2_000] });
    await act('tagAdd', live('order', 11).code);
    await h.sandbox.webhooks.idle();
    await h.sandbox.clock.advance(3_000);
    const { deliveries } = await h.control<{ deliveries: Delivery[] }>('GET', '/deliveries');
    expect(deliveries[0]).toMatchObject({
      state: 'failed',
      attempts: [{ status: 500 }, { status: 500 }, { status: 500 }],
    });

    await h.control('PUT', '/webhook', { url: 'http://127.0.0.1:9/unreachable', retryDelaysMs: [1_000] });
    await act('tagAdd', live('order', 12).code);
    await h.sandbox.webhooks.idle();
    const after = await h.control<{ deliveries: Delivery[] }>('GET', '/deliveries');
    const failed = after.deliveries.at(-1);
    expect(failed?.attempts[0]?.status).toBeUndefined();
    expect(failed?.attempts[0]?.error).toBeTruthy();
    await h.control('PUT', '/webhook', { url: receiver.url, retryDelaysMs: [10_000, 30_000] });
  });

  it('authenticates to the receiver with a bearer or basic credentials when configured', async () => {
    await point([], { auth: { bearer: 'receiver-secret' } });
    await act('tagAdd', live('budget', 20).code);
    await received();
    expect(receiver.received[0]?.headers.authorization).toBe('Bearer receiver-secret');
    expect(receiver.received[0]?.headers['content-type']).toBe('application/json');
    const state = await h.control<Record<string, unknown>>('GET', '/webhook');
    expect(JSON.stringify(state)).not.toContain('receiver-secret');

    await h.control('PUT', '/webhook', {
      url: receiver.url,
      auth: { basic: { user: 'painel', password: 's3cret' } },
    });
    await act('tagAdd', live('budget', 21).code);
    await received();
    expect(receiver.received[1]?.headers.authorization).toBe(
      `Basic ${Buffer.from('painel:s3cret').toString('base64')}`,
    );
  });
});
