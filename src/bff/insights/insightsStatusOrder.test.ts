import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insights } from '../../contract/api/insights';
import { ManualClock } from '../clock';
import { requestStatusesCache } from '../db/schema';
import { createLeaderState } from '../sync/loops/leaderState';
import { runStatusesRead, statusesToRead } from '../sync/loops/statusesWork';
import { emptySyncCounters } from '../sync/loops/syncWorkContext';
import { createTestApp, type TestApp } from '../testing/testApp';
import { type Reply, startTestServer, type TestServer } from '../vendor/client/testing/startTestServer';
import { FIXTURE_NOW, seedInsightsFixture } from './testing/insightsFixture';

const BY_NAME = ['Fechado', 'Negociação', 'Novo', 'Perdido'];
// Configured out of name order, and listed out of sequence order, as the vendor may.
const CONFIGURED = [
  { id: 's3', name: 'Fechado', sequence: 30, type: 'order' },
  { id: 's1', name: 'Novo', sequence: 10, type: 'order' },
  { id: 's2', name: 'Negociação', sequence: 20, type: 'order' },
];

describe('the pipeline on a fresh start: the sync reads the statuses, insights never ask the vendor', () => {
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
  /** The sync's step as its vendor loop runs it, on the services' own statuses cache. */
  const syncContext = () => ({
    db: t.services.db,
    clock: t.services.clock,
    counters: emptySyncCounters(),
    logger: undefined,
    readStatuses: (type: 'order' | 'budget') => t.services.statuses.refresh(type, 'reconcile'),
  });

  it('answers from the mirror, by name, without a vendor call while no statuses are stored', async () => {
    expect((await pipeline()).map(([status]) => status)).toEqual(BY_NAME);
    expect(statusCalls()).toBe(0);
  });

  it("answers in the configured sequence once the sync's first read stored them, unknown statuses at the end", async () => {
    const state = createLeaderState();
    const context = syncContext();
    for (let type = await statusesToRead(context, state); type; type = await statusesToRead(context, state)) {
      await runStatusesRead(context as Parameters<typeof runStatusesRead>[0], state, type);
    }
    // One read per type, then nothing left for the sync to read.
    expect(statusCalls()).toBe(2);
    expect(await statusesToRead(context, state)).toBeNull();
    expect(await pipeline()).toEqual([
      ['Novo', true],
      ['Negociação', true],
      ['Fechado', true],
      ['Perdido', false],
    ]);
    expect(statusCalls()).toBe(2);
  });

  it('lets the sync wait and try again when the vendor cannot be asked, and insights still answer', async () => {
    answer = () => ({ status: 503, body: 'maintenance' });
    const state = createLeaderState();
    const context = syncContext();
    const type = await statusesToRead(context, state);
    expect(type).toBe('order');
    await runStatusesRead(context as Parameters<typeof runStatusesRead>[0], state, type ?? 'order');
    expect(state.blocks.get('statuses')).toBeGreaterThan(t.services.clock.now());
    expect(await statusesToRead(context, state)).toBe('order');
    expect((await pipeline()).map(([status]) => status)).toEqual(BY_NAME);
  });
});
