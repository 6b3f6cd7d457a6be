import { afterEach, describe, expect, it } from 'vitest';
import { rateLimitBody, STATED_PROCESSING_HEADER } from '../contract/upstream/index';
import { type Harness, startHarness } from './testing/harness';

describe('the per-token limits over HTTP', () => {
  let h: Harness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });
  const statuses = () => (h as Harness).api('/api/v1/request/order/statuses');

  it('answers call 601 of the hour with 429 hardLimit and refuses every later call until reactivated', async () => {
    h = await startHarness();
    for (let call = 1; call <= 600; call += 1) {
      const response = await statuses();
      if (response.status !== 200) throw new Error(`call ${call} answered ${response.status}`);
      await response.arrayBuffer();
    }
    const over = await statuses();
    expect(over.status).toBe(429);
    expect(rateLimitBody.parse(await over.json()).error).toBe('hardLimit');

    const later = await statuses();
    expect(later.status).toBe(401);
    expect(await later.json()).toMatchObject({ error: 'accessDeactivated', cause: 'hardLimit' });
    await h.sandbox.clock.advance(2 * 3_600_000);
    expect((await statuses()).status).toBe(401);
    expect(await h.control('GET', '/limits')).toMatchObject({
      usage: { deactivated: true, cause: 'hardLimit' },
    });

    await h.control('POST', '/token/reactivate', {});
    expect((await statuses()).status).toBe(200);
    const calls = h.sandbox.calls.entries;
    expect(calls.filter((entry) => entry.refused === 'hardLimit')).toHaveLength(1);
    expect(calls.filter((entry) => entry.refused === 'deactivated')).toHaveLength(2);
  });

  it('answers with 429 timeLimit once the processing of the hour reaches one minute', async () => {
    h = await startHarness({ costModel: { baseMs: 10_000 } });
    for (let call = 1; call <= 6; call += 1) expect((await statuses()).status).toBe(200);
    const over = await statuses();
    expect(over.status).toBe(429);
    expect(await over.json()).toMatchObject({ error: 'timeLimit' });
    expect((await statuses()).status).toBe(401);
  });

  it('frees the window as calls grow older than an hour, on the sandbox clock', async () => {
    h = await startHarness({ limits: { callsPerHour: 5 } });
    for (let i = 0; i < 3; i += 1) expect((await statuses()).status).toBe(200);
    await h.sandbox.clock.advance(40 * 60_000);
    for (let i = 0; i < 2; i += 1) expect((await statuses()).status).toBe(200);
    await h.sandbox.clock.advance(21 * 60_000);
    // The first three calls left the window; the two recent ones are still in it.
    for (let i = 0; i < 3; i += 1) expect((await statuses()).status).toBe(200);
    expect((await statuses()).status).toBe(429);
  });

  it('keeps the window on reactivation unless asked to reset it', async () => {
    h = await startHarness({ limits: { callsPerHour: 2 } });
    await statuses();
    await statuses();
    expect((await statuses()).status).toBe(429);
    await h.control('POST', '/token/reactivate', {});
    expect((await statuses()).status).toBe(429);
    await h.control('POST', '/token/reactivate', { resetUsage: true });
    expect((await statuses()).status).toBe(200);
  });

  it('can answer a deactivated token with 429 instead of 401', async () => {
    h = await startHarness({ limits: { callsPerHour: 1, deactivatedStatus: 429 } });
    await statuses();
    expect((await statuses()).status).toBe(429);
    const later = await statuses();
    expect(later.status).toBe(429);
    expect(await later.json()).toMatchObject({ error: 'accessDeactivated' });
  });

  it('counts neither calls with a wrong bearer nor control calls', async () => {
    h = await startHarness({ limits: { callsPerHour: 2 } });
    for (let i = 0; i < 5; i += 1) {
      expect((await h.api('/api/v1/request/order/statuses', { bearer: 'wrong' })).status).toBe(401);
      await h.control('GET', '/state');
    }
    expect((await statuses()).status).toBe(200);
    expect((await statuses()).status).toBe(200);
    expect(await h.control('GET', '/limits')).toMatchObject({ usage: { callsInWindow: 2 } });
  });

  it('charges a base cost plus a share per record returned, and can really take that long', async () => {
    h = await startHarness({ costModel: { baseMs: 40, perRecordMs: 2 } });
    const answer50 = await h.api('/api/v2/requests/order/1/50?removed=false');
    await h.api('/api/v2/requests/order/1/10?removed=false');
    const [page50, page10] = h.sandbox.calls.entries.slice(-2);
    // Each answer states what it was charged, so a client can count what the sandbox counts.
    expect(answer50.headers.get(STATED_PROCESSING_HEADER)).toBe('140');
    expect(page50).toMatchObject({ costMs: 140, records: 50, status: 200 });
    expect(page10).toMatchObject({ costMs: 60, records: 10 });
    expect(await h.control('GET', '/limits')).toMatchObject({ usage: { processingMsInWindow: 200 } });

    await h.control('PUT', '/cost-model', { baseMs: 250, sleep: true });
    const started = performance.now();
    expect((await statuses()).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(240);
  });
});
