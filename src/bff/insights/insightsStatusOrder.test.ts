import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insights } from '../../contract/api/insights';
import { ManualClock } from '../clock';
import { requestStatusesCache } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/testApp';
import { type Reply, startTestServer, type TestServer } from '../upstream/testing/startTestServer';
import { FIXTURE_NOW, seedInsightsFixture } from './testing/insightsFixture';

// Configured out of name order, and listed out of sequence order, as the vendor may.
const CONFIGURED = [
  { id: 's3', name: 'Fechado', sequence: 30, type: 'order' },
  { id: 's1', name: 'Novo', sequence: 10, type: 'order' },
  { id: 's2', name: 'Negociação', sequence: 20, type: 'order' },
];

describe('the pipeline on a fresh start, before the statuses were ever read', () => {
  let vendor: TestServer;
  let t: TestApp;
  let answer: () => Reply;

  beforeAll(async () => {
    vendor = await startTestServer({ reply: () => answer() });
    t = await createTestApp(
      { UPSTREAM_BASE_URL: vendor.baseUrl, UPSTREAM_TOKEN: 'insights-order-test-token' },
      { clock: new ManualClock(new Date(FIXTURE_NOW)) },
    );
    await seedInsightsFixture(t.services.db);
  });
  afterAll(async () => {
    await t.close();
    await vendor.close();
  });
  beforeEach(async () => {
    await t.services.db.delete(requestStatusesCache);
    vendor.received.length = 0;
    answer = () => ({ status: 200, body: JSON.stringify(CONFIGURED) });
  });

  const pipeline = async () => {
    const session = await t.signIn('sales');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/insights?from=2025-03-01&to=2025-03-31&type=order',
      headers: session.headers,
    });
    expect(response.statusCode).toBe(200);
    return insights.parse(response.json()).pipeline.rows.map((row) => [row.status, row.known]);
  };
  const statusCalls = () => vendor.received.filter((request) => request.url.includes('/statuses')).length;

  it('waits for the statuses and answers in their sequence, unknown statuses at the end', async () => {
    const [first, second] = await Promise.all([pipeline(), pipeline()]);
    const inSequence = [
      ['Novo', true],
      ['Negociação', true],
      ['Fechado', true],
      ['Perdido', false],
    ];
    expect(first).toEqual(inSequence);
    expect(second).toEqual(inSequence);
    // Read once, then served from the stored copy.
    expect(await pipeline()).toEqual(inSequence);
    expect(statusCalls()).toBe(1);
  });

  it('still answers, with the statuses the mirror holds, when the vendor cannot be asked', async () => {
    answer = () => ({ status: 503, body: 'maintenance' });
    expect((await pipeline()).map(([status]) => status)).toEqual([
      'Fechado',
      'Negociação',
      'Novo',
      'Perdido',
    ]);
  });
});
