import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insights } from '../../contract/api/insights';
import { problemDocument } from '../../contract/api/problem';
import type { Role } from '../../contract/api/roles';
import { ManualClock } from '../clock';
import { requestStatusesCache } from '../db/schema';
import { createTestApp, type TestApp, type TestSession } from '../testing/testApp';
import { type Reply, startTestServer, type TestServer } from '../vendor/client/testing/startTestServer';
import { FIXTURE_NOW, seedInsightsFixture } from './testing/insightsFixture';

const MARCH = '/api/insights?from=2025-03-01&to=2025-03-31';
const BY_NAME = ['Fechado', 'Negociação', 'Novo', 'Perdido'];
// Configured out of name order, and listed out of sequence order, as the vendor may.
const CONFIGURED = [
  { id: 's3', name: 'Fechado', sequence: 30, type: 'order' },
  { id: 's1', name: 'Novo', sequence: 10, type: 'order' },
  { id: 's2', name: 'Negociação', sequence: 20, type: 'order' },
];

describe('GET /api/insights', () => {
  let vendor: TestServer;
  let t: TestApp;
  let viewer: TestSession;
  let answer: () => Reply;

  beforeAll(async () => {
    vendor = await startTestServer({ reply: () => answer() });
    t = await createTestApp(
      { UPSTREAM_BASE_URL: vendor.baseUrl, UPSTREAM_TOKEN: 'insights-order-test-token' },
      { clock: new ManualClock(new Date(FIXTURE_NOW)) },
    );
    await seedInsightsFixture(t.services.db);
    viewer = await t.signIn('viewer');
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

  const get = (url: string, session: TestSession | null) =>
    t.app.inject({ method: 'GET', url, headers: session?.headers ?? {} });
  const pipeline = async () => {
    const response = await get(`${MARCH}&type=order`, await t.signIn('sales'));
    expect(response.statusCode).toBe(200);
    return insights.parse(response.json()).pipeline.rows.map((row) => [row.status, row.known]);
  };
  const statusCalls = () => vendor.received.filter((request) => request.url.includes('/statuses')).length;

  it('answers every reader role from the mirror, without a single vendor call', async () => {
    for (const role of ['viewer', 'sales', 'finance', 'admin'] satisfies Role[]) {
      const response = await get(`${MARCH}&bucket=week&uf=SP,MG,BA`, await t.signIn(role));
      expect(response.statusCode, role).toBe(200);
      const body = insights.parse(response.json());
      expect(body.created.order.current.totals).toEqual({ count: 4, value: 3400, power: 10000 });
      expect(body.asOf).toBe(new Date(FIXTURE_NOW).toISOString());
    }
    // "mine" is the signed-in person's: a viewer who is nobody's responsible has none.
    const mine = insights.parse((await get(`${MARCH}&mine=1`, viewer)).json());
    expect(mine.created.order.current.totals.count).toBe(0);
    expect(vendor.received).toEqual([]);
  });

  it('refuses wallboard devices and callers without a session', async () => {
    expect((await get(MARCH, await t.signInDevice('Sales wall'))).statusCode).toBe(403);
    expect((await get(MARCH, null)).statusCode).toBe(401);
  });

  it.each([
    ['to=2025-03-31', 'from'],
    ['from=2025-03-31&to=2025-03-01', 'to'],
    ['from=2025-02-30&to=2025-03-31', 'from'],
    ['from=2024-01-01&to=2025-03-31&bucket=day', 'bucket'],
    ['from=2020-01-01&to=2025-03-31', 'to'],
    ['from=2025-03-01&to=2025-03-31&bucket=year', 'bucket'],
    ['from=2025-03-01&to=2025-03-31&type=invoice', 'type'],
    ['from=2025-03-01&to=2025-03-31&uf=XX', 'uf'],
  ])('answers %s with a problem naming %s', async (query, field) => {
    const response = await get(`/api/insights?${query}`, viewer);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const problem = problemDocument.parse(response.json());
    expect(problem.code).toBe('invalid_input');
    expect(problem.errors?.map((error) => error.path.split('.')[0])).toContain(field);
  });

  it('gives the funnel by name, without a vendor call, while no statuses are stored', async () => {
    expect((await pipeline()).map(([status]) => status)).toEqual(BY_NAME);
    expect(statusCalls()).toBe(0);
  });

  it('gives the funnel in the configured sequence once the statuses are stored, unknown ones at the end', async () => {
    // The sync's first read stores them (ADR 051); insights themselves never ask.
    await t.services.statuses.refresh('order', 'reconcile');
    vendor.received.length = 0;
    expect(await pipeline()).toEqual([
      ['Novo', true],
      ['Negociação', true],
      ['Fechado', true],
      ['Perdido', false],
    ]);
    expect(statusCalls()).toBe(0);
  });

  it('still answers, by name, when the statuses could not be read', async () => {
    answer = () => ({ status: 503, body: 'maintenance' });
    await expect(t.services.statuses.refresh('order', 'reconcile')).rejects.toThrow();
    expect((await pipeline()).map(([status]) => status)).toEqual(BY_NAME);
  });
});
