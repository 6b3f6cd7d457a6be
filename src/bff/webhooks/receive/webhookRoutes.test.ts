import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemDocument } from '../../../contract/api/problem';
import { createTestApp, type TestApp } from '../../testing/testApp';
import type { WebhookDelivery } from './delivery';
import { WEBHOOK_BODY_LIMIT } from './webhookRoutes';

const SECRET = 'webhook-secret-for-tests-0123456789';
const delivery = { event: 'order.updated', data: { id: 'r1', code: 'PED-1', dealStatus: 'Faturado' } };
const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe('the webhook receiver', () => {
  let t: TestApp;
  const received: WebhookDelivery[] = [];

  beforeAll(async () => {
    t = await createTestApp({ WEBHOOK_SECRET: SECRET }, { onDelivery: (item) => void received.push(item) });
  });
  afterAll(() => t.close());

  const post = (headers: Record<string, string>, payload: unknown = delivery) =>
    t.app.inject({
      method: 'POST',
      url: '/webhooks/upstream',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(payload),
    });

  it('accepts a delivery with the secret as a bearer token or as the password of Basic authentication', async () => {
    const before = received.length;
    const bearer = await post({ authorization: `Bearer ${SECRET}` });
    expect(bearer.statusCode).toBe(200);
    expect(bearer.json()).toEqual({ received: true });
    const viaBasic = await post({ authorization: basic('vendor', SECRET) });
    expect(viaBasic.statusCode).toBe(200);
    const anyUser = await post({ authorization: basic('', SECRET) });
    expect(anyUser.statusCode).toBe(200);
    expect(received.length - before).toBe(3);
    expect(received[before]).toMatchObject({
      kind: 'order.updated',
      data: { code: 'PED-1' },
      unreadable: [],
    });
    expect(received[before]?.requestId).toBe(bearer.headers['x-request-id']);
  });

  it('refuses every delivery with a missing or wrong credential with 401, and hands none of them on', async () => {
    const before = received.length;
    const wrongOnes: Array<Record<string, string>> = [
      {},
      { authorization: '' },
      { authorization: 'Bearer' },
      { authorization: `Bearer ${SECRET}x` },
      { authorization: `Bearer ${SECRET.slice(0, -1)}` },
      { authorization: `Bearer ${SECRET.toUpperCase()}` },
      { authorization: `Token ${SECRET}` },
      { authorization: `Bearer ${SECRET} extra` },
      { authorization: basic(SECRET, 'wrong') },
      { authorization: basic('vendor', `${SECRET} `) },
      { authorization: `Basic ${Buffer.from(SECRET).toString('base64')}` },
      { authorization: 'Basic !!!not-base64!!!' },
      { cookie: `webhook=${SECRET}` },
      { 'x-webhook-secret': SECRET },
    ];
    const statuses: number[] = [];
    for (const headers of wrongOnes) {
      const response = await post(headers);
      statuses.push(response.statusCode);
      expect(problemDocument.parse(response.json())).toMatchObject({ code: 'webhook_unauthorized' });
      expect(response.headers['www-authenticate']).toContain('Bearer');
    }
    // Even a huge body is refused for its credential, before it is read.
    statuses.push(
      (await post({}, { event: 'order.updated', data: { notes: 'x'.repeat(WEBHOOK_BODY_LIMIT * 2) } }))
        .statusCode,
    );
    const refused = statuses.filter((status) => status === 401).length;
    console.info(
      `webhooks: ${statuses.length} deliveries with a missing or wrong secret, ${refused} answered 401, ${received.length - before} handed on`,
    );
    expect(refused).toBe(statuses.length);
    expect(received.length).toBe(before);
  });

  it('refuses an authenticated delivery over the size limit with 413, and keeps an odd one it can read', async () => {
    const before = received.length;
    const big = await post(
      { authorization: `Bearer ${SECRET}` },
      { event: 'order.updated', data: { notes: 'x'.repeat(WEBHOOK_BODY_LIMIT) } },
    );
    expect(big.statusCode).toBe(413);
    expect(received.length).toBe(before);

    const odd = await post(
      { authorization: `Bearer ${SECRET}` },
      { event: 'company.updated', data: { totalPower: 'lots' } },
    );
    expect(odd.statusCode).toBe(200);
    expect(received[before]).toMatchObject({ kind: 'unknown', event: 'company.updated' });
    expect(received[before]?.unreadable.map((field) => field.path).sort()).toEqual([
      'data.totalPower',
      'event',
    ]);

    const text = await t.app.inject({
      method: 'POST',
      url: '/webhooks/upstream',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'text/plain' },
      payload: JSON.stringify(delivery),
    });
    expect(text.statusCode).toBe(415);
    expect(received.length).toBe(before + 1);
  });

  it('answers 500 when the handler cannot keep a delivery, so that the vendor sends it again', async () => {
    const failing = await createTestApp(
      { WEBHOOK_SECRET: SECRET },
      {
        onDelivery: () => {
          throw new Error('inbox unavailable');
        },
      },
    );
    try {
      const response = await failing.app.inject({
        method: 'POST',
        url: '/webhooks/upstream',
        headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
        payload: JSON.stringify(delivery),
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await failing.close();
    }
  });

  it('refuses every delivery when no WEBHOOK_SECRET is configured', async () => {
    const open = await createTestApp();
    try {
      for (const authorization of ['', 'Bearer ', 'Bearer undefined', basic('', '')]) {
        const response = await open.app.inject({
          method: 'POST',
          url: '/webhooks/upstream',
          headers: { authorization, 'content-type': 'application/json' },
          payload: JSON.stringify(delivery),
        });
        expect(response.statusCode).toBe(401);
      }
    } finally {
      await open.close();
    }
  });
});
