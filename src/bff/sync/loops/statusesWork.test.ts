import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { requestStatusesCache } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { type Reply, startTestServer, type TestServer } from '../../vendor/client/testing/startTestServer';
import { createLeaderState } from './leaderState';
import { runStatusesRead, statusesToRead } from './statusesWork';
import { emptySyncCounters, type SyncWorkContext } from './syncWorkContext';

const STATUSES = [{ id: 's1', name: 'Novo', sequence: 10, type: 'order' }];

describe("the sync's first read of the statuses (ADR 051)", () => {
  let vendor: TestServer;
  let t: TestApp;
  let answer: () => Reply;

  beforeAll(async () => {
    vendor = await startTestServer({ reply: () => answer() });
    t = await createTestApp(
      { UPSTREAM_BASE_URL: vendor.baseUrl, UPSTREAM_TOKEN: 'statuses-work-test-token' },
      { clock: new ManualClock(new Date('2025-04-05T12:00:00.000Z')) },
    );
  });
  afterAll(async () => {
    await t.close();
    await vendor.close();
  });
  beforeEach(async () => {
    await t.services.db.delete(requestStatusesCache);
    vendor.received.length = 0;
    answer = () => ({ status: 200, body: JSON.stringify(STATUSES) });
  });

  const statusCalls = () => vendor.received.filter((request) => request.url.includes('/statuses')).length;
  /** The step as the sync's vendor loop runs it, on the services' own statuses cache. */
  const syncContext = () =>
    ({
      db: t.services.db,
      clock: t.services.clock,
      counters: emptySyncCounters(),
      logger: undefined,
      readStatuses: (type: 'order' | 'budget') => t.services.statuses.refresh(type, 'reconcile'),
    }) as unknown as SyncWorkContext;

  it('reads each type once, then has nothing left to read', async () => {
    const state = createLeaderState();
    const context = syncContext();
    for (let type = await statusesToRead(context, state); type; type = await statusesToRead(context, state)) {
      await runStatusesRead(context, state, type);
    }
    expect(statusCalls()).toBe(2);
    expect(await statusesToRead(context, state)).toBeNull();
    const stored = await t.services.db.select().from(requestStatusesCache);
    expect(stored.map((row) => row.type).sort()).toEqual(['budget', 'order']);
  });

  it('waits and tries the same type again when the vendor cannot be asked', async () => {
    answer = () => ({ status: 503, body: 'maintenance' });
    const state = createLeaderState();
    const context = syncContext();
    expect(await statusesToRead(context, state)).toBe('order');
    await runStatusesRead(context, state, 'order');
    expect(state.blocks.get('statuses')).toBeGreaterThan(t.services.clock.now());
    expect(state.failures.statuses).toBe(1);
    expect(await statusesToRead(context, state)).toBe('order');
  });
});
