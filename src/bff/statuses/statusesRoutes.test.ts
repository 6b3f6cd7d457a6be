import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { statusesResponse } from '../../contract/api/statuses';
import { ManualClock } from '../clock';
import { requestStatusesCache } from '../db/schema';
import { createTestApp, type TestApp, type TestSession } from '../testing/testApp';
import { type Reply, startTestServer, type TestServer } from '../vendor/client/testing/startTestServer';

const statuses = [
  { id: 's3', name: 'Faturado', sequence: 30, type: 'order' },
  { id: 's1', name: 'Aguardando pagamento', sequence: 10, type: 'order' },
  { id: 'sx', name: 'Sem sequência', type: 'order' },
  { id: 's2', name: 'Pagamento aprovado', sequence: 20, type: 'order', color: '#0a0' },
];

describe('the statuses cache', () => {
  let vendor: TestServer;
  let t: TestApp;
  let clock: ManualClock;
  let answer: () => Reply;
  let reader: TestSession;
  let sales: TestSession;

  beforeAll(async () => {
    vendor = await startTestServer({ reply: () => answer() });
    clock = new ManualClock(Date.UTC(2025, 5, 2, 12, 0));
    t = await createTestApp(
      { UPSTREAM_BASE_URL: vendor.baseUrl, UPSTREAM_TOKEN: 'statuses-test-token' },
      { clock },
    );
  });
  afterAll(async () => {
    await t.close();
    await vendor.close();
  });
  beforeEach(async () => {
    await t.services.db.delete(requestStatusesCache);
    vendor.received.length = 0;
    // Sessions age with the manual clock, which the tests move by hours: fresh ones for each test.
    reader = await t.signInDevice('Wall board');
    sales = await t.signIn('sales');
    answer = () => ({ status: 200, body: JSON.stringify(statuses) });
  });

  const get = async (type = 'order') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/statuses/${type}`,
      headers: reader.headers,
    });
    return { status: response.statusCode, body: response.json() as unknown };
  };

  it('asks the vendor once, in sequence order, and serves every later read from the cache', async () => {
    const [first, second] = await Promise.all([get(), get()]);
    expect(first?.status).toBe(200);
    const body = statusesResponse.parse(first?.body);
    expect(body.statuses.map((status) => status.name)).toEqual([
      'Aguardando pagamento',
      'Pagamento aprovado',
      'Faturado',
      'Sem sequência',
    ]);
    expect(body).toMatchObject({
      type: 'order',
      fetchedAt: '2025-06-02T12:00:00.000Z',
      expiresAt: '2025-06-02T18:00:00.000Z',
      stale: false,
      staleReason: null,
    });
    expect(second?.body).toEqual(first?.body);
    clock.advance(5 * 3_600_000);
    expect((await get()).status).toBe(200);
    expect(vendor.received.map((request) => request.url)).toEqual(['/api/v1/request/order/statuses']);
  });

  it('asks again after six hours, and serves the old list marked stale when the vendor fails', async () => {
    await get();
    clock.advance(6 * 3_600_000 + 1);
    answer = () => ({ status: 503, body: 'maintenance' });
    const stale = statusesResponse.parse((await get()).body);
    expect(stale.stale).toBe(true);
    expect(stale.staleReason).toMatch(/^The vendor is unavailable right now \(it answered 503\)/);
    expect(stale.statuses).toHaveLength(4);
    expect(vendor.received).toHaveLength(2);
  });

  it('refreshes on demand, and tells a failed refresh instead of hiding it', async () => {
    await get();
    answer = () => ({ status: 200, body: JSON.stringify(statuses.slice(0, 2)) });
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/statuses/order/refresh',
      headers: sales.headers,
    });
    expect(refreshed.statusCode).toBe(200);
    expect(statusesResponse.parse(refreshed.json()).statuses).toHaveLength(2);
    answer = () => ({ status: 500, body: '' });
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/statuses/order/refresh',
      headers: sales.headers,
    });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ code: 'vendor_unavailable' });
    expect(statusesResponse.parse((await get()).body).statuses).toHaveLength(2);
  });

  it('lets people who change requests refresh, but not viewers or wallboards', async () => {
    const viewer = await t.signIn('viewer');
    for (const who of [viewer, reader]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/statuses/order/refresh',
        headers: who.headers,
      });
      expect(response.statusCode).toBe(403);
    }
    expect(vendor.received).toHaveLength(0);
  });

  it('answers a problem when nothing is cached and the vendor cannot be asked', async () => {
    answer = () => ({ status: 401, body: '' });
    const response = await get('budget');
    expect(response.status).toBe(502);
    expect(response.body).toMatchObject({ code: 'vendor_unauthorized' });
    expect((await get('nonsense')).status).toBe(400);
  });
});
