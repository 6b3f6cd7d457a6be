import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, listRecords, startHarness } from './testing/harness';

describe('the change feed (a listing call with no query parameter)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ limits: { callsPerHour: 1_000_000, processingMsPerHour: 1e12 } });
  });
  afterAll(() => h.close());

  const feed = async (type: string, page = 1, version = 'v2') =>
    listRecords(await h.api(`/api/${version}/requests/${type}/${page}/50`));
  const act = (action: string, code?: string, extra: Record<string, unknown> = {}) =>
    h.control<{ code: string; createdCode?: string }>('POST', '/actions', { action, code, ...extra });
  const liveCount = (type: 'order' | 'budget') =>
    h.sandbox.store.rows[type].filter((row) => !row.removed).length;

  it('first returns every request, pageable in one window, then only what changed since', async () => {
    const first = await h.api('/api/v2/requests/budget/1/50');
    const body = (await first.json()) as { data: unknown[]; totalItems: number };
    expect(body.totalItems).toBe(liveCount('budget'));
    const codes = new Set<string>();
    for (let page = 2; page <= Math.ceil(body.totalItems / 50); page += 1) {
      for (const record of await feed('budget', page)) codes.add(String(record.code));
    }
    expect(codes.size).toBe(body.totalItems - 50);

    expect((await h.api('/api/v2/requests/budget/1/50')).status).toBe(204);
    const budget = h.sandbox.store.rows.budget[5];
    await act('notes', budget?.code);
    const changed = await feed('budget');
    expect(changed.map((record) => record.code)).toEqual([budget?.code]);
    expect(await feed('budget')).toEqual([]);
  });

  it('includes created requests and silent changes, never removed ones', async () => {
    await feed('budget');
    const created = await act('create', undefined, { type: 'budget' });
    const silent = h.sandbox.store.rows.budget[7]?.code;
    await act('freightEdit', silent);
    const removed = h.sandbox.store.rows.budget[8]?.code;
    await act('remove', removed);
    const codes = (await feed('budget')).map((record) => record.code);
    expect(codes.sort()).toEqual([created.code, silent].sort());
  });

  it('loses changes to a listing call with parameters made in between', async () => {
    await feed('order');
    await act('notes', h.sandbox.store.rows.order[3]?.code);
    expect((await h.api('/api/v2/requests/order/1/5?removed=false')).status).toBe(200);
    expect(await feed('order')).toEqual([]);
  });

  it('is kept per request type and shared by v1 and v2', async () => {
    await feed('order');
    await feed('budget');
    const order = h.sandbox.store.rows.order[4]?.code;
    await act('notes', order);
    expect(await feed('budget')).toEqual([]);
    const fromV1 = await feed('order', 1, 'v1');
    expect(fromV1.map((record) => record.code)).toEqual([order]);
    expect(await feed('order', 1, 'v2')).toEqual([]);
  });

  it('keeps changes made while a long feed is paged for the next feed', async () => {
    await feed('order');
    const rows = h.sandbox.store.rows.order.filter((row) => !row.removed).slice(0, 60);
    for (const row of rows) await act('notes', row.code);
    const page1 = (await (await h.api('/api/v2/requests/order/1/50')).json()) as {
      data: Array<{ code: string }>;
      totalItems: number;
    };
    expect(page1.totalItems).toBe(60);
    // Changed again while paging: it leaves this window (its latest change is newer) for the next.
    const late = rows[0]?.code;
    await act('customData', late);
    const page2 = await feed('order', 2);
    const next = await feed('order');
    expect(next.map((record) => record.code)).toEqual([late]);
    const seen = new Set([...page1.data, ...page2, ...next].map((record) => String(record.code)));
    expect(seen).toEqual(new Set(rows.map((row) => row.code)));
  });
});
