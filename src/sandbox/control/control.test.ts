import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseListBody, readRequestRecord, UnreadableListBodyError } from '../../contract/upstream/index';
import type { CallLogEntry } from '../callLog';
import { startSandbox } from '../startSandbox';
import { type Harness, startHarness } from '../testing/harness';

describe('the control API', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ limits: { callsPerHour: 1_000_000, processingMsPerHour: 1e12 } });
  });
  afterAll(() => h.close());

  const page = (query = 'removed=false') => h.api(`/api/v2/requests/order/1/5?${query}`);
  const lastCall = () => h.sandbox.calls.entries.at(-1) as CallLogEntry;

  it('adds latency to every vendor call', async () => {
    await h.control('PUT', '/faults', { latencyMs: 150 });
    const started = performance.now();
    expect((await page()).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(145);
    expect(lastCall().fault).toBe('latency');
    await h.control('DELETE', '/faults');
  });

  it('answers a share of calls with 500, reproducibly', async () => {
    await h.control('PUT', '/faults', { errorRate: 1 });
    const failed = await page();
    expect(failed.status).toBe(500);
    expect(await failed.json()).toMatchObject({ error: 'internalError' });
    await h.control('PUT', '/faults', { errorRate: 0.5 });
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) statuses.push((await h.api('/api/v1/request/budget/statuses')).status);
    expect(statuses).toContain(200);
    expect(statuses).toContain(500);
    expect(statuses.every((status) => status === 200 || status === 500)).toBe(true);
    await h.control('DELETE', '/faults');
    expect((await page()).status).toBe(200);
  });

  it('can make calls hang until the client gives up', async () => {
    await h.control('PUT', '/faults', { hang: true });
    const attempt = h.api('/api/v2/requests/order/1/5?removed=false', { signal: AbortSignal.timeout(300) });
    await expect(attempt).rejects.toThrow();
    const hung = h.sandbox.calls.entries.filter((entry) => entry.fault === 'hang');
    expect(hung.length).toBeGreaterThan(0);
    expect(hung.every((entry) => entry.status === null)).toBe(true);
    await h.control('DELETE', '/faults');
    expect((await page()).status).toBe(200);
  });

  it('can send malformed bodies', async () => {
    await h.control('PUT', '/faults', { malformed: true });
    const response = await page();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const text = await response.text();
    expect(() => JSON.parse(text) as unknown).toThrow();
    expect(() => parseListBody(200, text)).toThrow(UnreadableListBodyError);
    await h.control('DELETE', '/faults');
  });

  it('answers listings in each list-body shape of the spec', async () => {
    const envelope = (await (await page()).json()) as unknown;
    expect(envelope).toMatchObject({ data: expect.any(Array), totalItems: expect.any(Number) });

    await h.control('PUT', '/faults', { listShape: 'array' });
    const array = (await (await page()).json()) as unknown;
    expect(Array.isArray(array)).toBe(true);
    expect(parseListBody(200, array).records).toHaveLength(5);

    await h.control('PUT', '/faults', { listShape: 'single' });
    const single = (await (await page()).json()) as unknown;
    expect(Array.isArray(single)).toBe(false);
    expect(readRequestRecord(single).unreadable).toEqual([]);
    expect(parseListBody(200, single).records).toHaveLength(1);
    await h.control('DELETE', '/faults');
  });

  it('can make the listing unavailable, which the spec answers with 401 to a valid token', async () => {
    await h.control('PUT', '/faults', { listingUnavailable: true });
    const response = await page();
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'functionUnavailable' });
    expect(lastCall().bearer).toBe('ok');
    expect((await h.api('/api/v1/request/order/statuses')).status).toBe(200);
    await h.control('DELETE', '/faults');
    expect((await page()).status).toBe(200);
  });

  it('logs every vendor call with time, method, path, query, bearer, cost and status, never the token', async () => {
    await h.control('DELETE', '/calls');
    await h.api('/api/v2/requests/budget/1/3?name=Silva');
    await h.api('/api/v1/request/order/statuses', { bearer: 'wrong' });
    await h.api('/api/v1/request/order/statuses', { bearer: null });
    const { calls } = await h.control<{ calls: CallLogEntry[] }>('GET', '/calls');
    expect(calls).toHaveLength(3);
    expect(calls[0]).toMatchObject({
      method: 'GET',
      path: '/api/v2/requests/budget/1/3',
      query: 'name=Silva',
      bearer: 'ok',
      status: expect.any(Number),
      costMs: expect.any(Number),
    });
    expect(Date.parse(calls[0]?.at ?? '')).toBe(h.sandbox.clock.now());
    expect(calls.slice(1).map((call) => [call.bearer, call.status, call.costMs])).toEqual([
      ['wrong', 401, 0],
      ['missing', 401, 0],
    ]);
    expect(JSON.stringify(await h.control('GET', '/calls'))).not.toContain(h.token);
    expect(JSON.stringify(await h.control('GET', '/state'))).not.toContain(h.token);
  });

  it('reads, advances and sets the clock, forward only', async () => {
    const before = await h.control<{ now: number; mode: string }>('GET', '/clock');
    expect(before.mode).toBe('manual');
    const after = await h.control<{ now: number }>('POST', '/clock/advance', { hours: 2, minutes: 1 });
    expect(after.now - before.now).toBe(2 * 3_600_000 + 60_000);
    const set = await h.control<{ iso: string }>('POST', '/clock/set', {
      at: new Date(after.now + 1_000).toISOString(),
    });
    expect(Date.parse(set.iso)).toBe(after.now + 1_000);
    const back = await fetch(`${h.controlUrl ?? ''}/clock/set`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ at: before.now }),
    });
    expect(back.status).toBe(409);
  });

  it('gives every request of a type as stored, the removed ones flagged', async () => {
    const rows = h.sandbox.store.rows.order;
    const answer = await h.control<{
      records: { code: string; removed: boolean; record: { code?: string } }[];
    }>('GET', '/records?type=order');
    expect(answer.records.map((entry) => entry.code)).toEqual(rows.map((row) => row.code));
    expect(answer.records.map((entry) => entry.removed)).toEqual(rows.map((row) => row.removed));
    expect(answer.records.every((entry) => entry.record.code === entry.code)).toBe(true);
    const refused = await fetch(`${h.controlUrl ?? ''}/records?type=invoice`);
    expect(refused.status).toBe(400);
  });

  it('triggers actions on records and refuses unknown ones clearly', async () => {
    const code = h.sandbox.store.rows.budget.filter((row) => !row.removed)[0]?.code ?? '';
    const result = await h.control<{ events: string[] }>('POST', '/actions', {
      action: 'statusChange',
      code,
      status: 'Perdido',
    });
    expect(result.events).toEqual(['budget.updated']);
    const stored = await h.control<{ record: { dealStatus: string } }>('GET', `/records/${code}`);
    expect(stored.record.dealStatus).toBe('Perdido');
    const post = (body: unknown) =>
      fetch(`${h.controlUrl ?? ''}/actions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post({ action: 'explode', code })).status).toBe(400);
    expect((await post({ action: 'notes', code: 'nope' })).status).toBe(404);
    expect((await post({ action: 'statusChange', code, status: 'No such status' })).status).toBe(400);
    const order = h.sandbox.store.rows.order.find((row) => !row.removed)?.code;
    expect((await post({ action: 'convert', code: order })).status).toBe(409);
  });

  it('summarises every request of a type, removed ones flagged, as the vendor record has them', async () => {
    const { type, items } = await h.control<{
      type: string;
      items: { code: string; removed: boolean; finalValue: number | null; paymentStatus: string | null }[];
    }>('GET', '/summaries?type=order');
    expect(type).toBe('order');
    expect(items).toHaveLength(h.sandbox.store.rows.order.length);
    const first = h.sandbox.store.rows.order[0];
    if (!first) throw new Error('the sandbox generated no orders');
    const { record } = h.sandbox.store.peek(first);
    expect(items[0]).toMatchObject({
      code: first.code,
      removed: first.removed,
      finalValue: record.finalValue ?? null,
      paymentStatus: record.payment?.status ?? null,
    });
    const bad = await fetch(`${h.controlUrl ?? ''}/summaries?type=quote`);
    expect(bad.status).toBe(400);
  });

  it('resets to a new world, reproducibly for a seed', async () => {
    const first = async () => {
      const [record] = ((await (await page()).json()) as { data: unknown[] }).data;
      return record;
    };
    const state = await h.control<{ counts: { order: { total: number } }; scenario: string }>(
      'POST',
      '/reset',
      {
        seed: 'again',
        size: 60,
      },
    );
    expect(state.counts.order.total).toBe(60);
    const a = await first();
    await h.control('POST', '/reset', { seed: 'again', size: 60 });
    const b = await first();
    expect(b).toEqual(a);
    await h.control('POST', '/reset', { seed: 'other', size: 60 });
    expect(await first()).not.toEqual(a);
    const bad = await fetch(`${h.controlUrl ?? ''}/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ size: 0 }),
    });
    expect(bad.status).toBe(400);
  });

  it('can be left out entirely', async () => {
    const running = await startSandbox({ control: false, size: 20, clock: 'manual' });
    try {
      expect(running.controlUrl).toBeUndefined();
      expect((await fetch(`${running.url}/__sandbox/state`)).status).toBe(404);
      const vendor = await fetch(`${running.url}/api/v1/request/order/statuses`, {
        headers: { authorization: `Bearer ${running.token}` },
      });
      expect(vendor.status).toBe(200);
    } finally {
      await running.close();
    }
  });
});
