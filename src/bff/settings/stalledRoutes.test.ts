import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemDocument } from '../../contract/api/problem';
import { requestPage } from '../../contract/api/requests';
import { stalledSettings } from '../../contract/api/stalledSettings';
import { ManualClock } from '../clock';
import { seedQueryFixtures } from '../mirror/testing/queryFixtures';
import { createTestApp, type TestApp, type TestSession } from '../testing/testApp';

describe('the stalled thresholds', () => {
  let t: TestApp;
  let clock: ManualClock;
  let admin: TestSession;
  let sales: TestSession;

  beforeAll(async () => {
    clock = new ManualClock(new Date('2025-01-05T00:00:00.000Z'));
    t = await createTestApp({}, { clock });
    await seedQueryFixtures(t.services.db);
    // Every status began on 2025-01-01: four days before the clock.
    await t.services.db.execute(sql`update mirror_requests set status_since = '2025-01-01T00:00:00Z'`);
    admin = await t.signIn('admin');
    sales = await t.signIn('sales');
  });
  afterAll(() => t.close());

  const put = (session: TestSession, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/settings/stalled', headers: session.headers, payload });
  const stalledCodes = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/requests/order?stalled=1&sort=code',
      headers: sales.headers,
    });
    return requestPage.parse(response.json()).items.map((item) => item.code);
  };

  it('defaults to 7 days for every status, and an admin overrides it per status', async () => {
    const initial = await t.app.inject({
      method: 'GET',
      url: '/api/settings/stalled',
      headers: sales.headers,
    });
    expect(stalledSettings.parse(initial.json())).toEqual({ defaultDays: 7, byStatus: {} });
    expect(await stalledCodes()).toEqual([]);
    // Eight days in status (moving the statuses back, as moving the clock would end the sessions).
    await t.services.db.execute(
      sql`update mirror_requests set status_since = status_since - interval '4 days'`,
    );
    expect(await stalledCodes()).toEqual(['ORD-001', 'ORD-002', 'ORD-003', 'ORD-005', 'ORD-006', 'ORD-007']);
    const saved = await put(admin, { defaultDays: 30, byStatus: { Novo: 5 } });
    expect(saved.statusCode).toBe(200);
    expect(await stalledCodes()).toEqual(['ORD-001', 'ORD-003']);
    const read = await t.app.inject({ method: 'GET', url: '/api/settings/stalled', headers: sales.headers });
    expect(read.json()).toEqual({ defaultDays: 30, byStatus: { Novo: 5 } });
  });

  it('keeps final statuses out of the stalled queue, and still reads settings stored before them', async () => {
    // Novo has its own threshold, and ORD-001 and ORD-003 are past it (previous test).
    const saved = await put(admin, {
      defaultDays: 30,
      byStatus: { Novo: 5 },
      finalStatuses: { order: ['Novo'] },
    });
    expect(saved.statusCode).toBe(200);
    expect(await stalledCodes()).toEqual([]);
    const read = await t.app.inject({ method: 'GET', url: '/api/settings/stalled', headers: sales.headers });
    expect(read.json()).toEqual({
      defaultDays: 30,
      byStatus: { Novo: 5 },
      finalStatuses: { order: ['Novo'] },
    });
    // A row as stored before final statuses existed: read as "never chosen", the suggestion by name.
    await t.services.db.execute(
      sql`update app_settings set value = '{"defaultDays":30,"byStatus":{"Novo":5}}'::jsonb where key = 'stalled'`,
    );
    const old = await t.app.inject({ method: 'GET', url: '/api/settings/stalled', headers: sales.headers });
    expect(stalledSettings.parse(old.json())).toEqual({ defaultDays: 30, byStatus: { Novo: 5 } });
    expect(await stalledCodes()).toEqual(['ORD-001', 'ORD-003']);
  });

  it('is changed by admins only, with a problem for bad input', async () => {
    const refused = await put(sales, { defaultDays: 3, byStatus: {} });
    expect(refused.statusCode).toBe(403);
    for (const body of [
      { defaultDays: 0, byStatus: {} },
      { defaultDays: 366, byStatus: {} },
      { defaultDays: 1.5, byStatus: {} },
      { defaultDays: 7, byStatus: { Novo: 0 } },
      { defaultDays: 7 },
      { defaultDays: 7, byStatus: {}, finalStatuses: { order: [''] } },
      { defaultDays: 7, byStatus: {}, finalStatuses: { shipment: ['Entregue'] } },
      { defaultDays: 7, byStatus: {}, finalStatuses: { order: 'Entregue' } },
    ]) {
      const response = await put(admin, body);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(problemDocument.parse(response.json()).code).toBe('invalid_input');
    }
  });
});
