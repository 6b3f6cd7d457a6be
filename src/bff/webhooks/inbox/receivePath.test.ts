import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp';

const SECRET = 'webhook-secret-for-the-inbox-tests';

describe('receiving webhook deliveries', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEBHOOK_SECRET: SECRET });
  });
  afterAll(() => t.close());

  // How fast it answers is the sync bench's figure (webhook receive with processing stalled).
  it('answers 200 once the delivery is stored, while nothing processes the inbox', async () => {
    // The sync is not started: nothing applies deliveries, as when processing is stalled.
    expect(t.services.sync.started).toBe(false);
    const post = (body: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/webhooks/upstream',
        headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    const body = (i: number) => ({
      event: i % 3 === 0 ? 'budget.updated' : 'order.updated',
      data: {
        code: String(60_000 + (i % 97)),
        type: i % 3 === 0 ? 'budget' : 'order',
        dealStatus: 'Em separação',
        notes: `<p>${'x'.repeat(500)}</p>`,
        products: Array.from({ length: 8 }, (_, n) => ({ productCode: `P${n}`, quantity: n + 1 })),
        lastUpdate: new Date(Date.UTC(2025, 5, 15, 12) + i * 1_000).toISOString(),
      },
    });
    for (let i = 0; i < 20; i += 1) await post(body(10_000 + i));
    for (let i = 0; i < 400; i += 1) expect((await post(body(i))).statusCode).toBe(200);
    // Repeats of deliveries already stored: answered 200 again, kept once.
    for (let i = 0; i < 100; i += 1) expect((await post(body(i))).statusCode).toBe(200);
    expect(await t.services.inbox.counts()).toMatchObject({ pending: 420, duplicates: 100, done: 0 });
  });
});
