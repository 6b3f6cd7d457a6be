import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookBody } from '../contract/upstream/index';
import type { ActionResult } from './actionNames';
import { type Harness, startHarness, startReceiver } from './testing/harness';

describe('background activity', () => {
  let h: Harness;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
    h = await startHarness({ webhook: { url: receiver.url }, activity: { ratePerMinute: 30 } });
  });
  afterAll(async () => {
    await h.close();
    await receiver.close();
  });

  it('changes state at the configured rate on the sandbox clock and emits exactly the matching webhooks', async () => {
    const budgetsBefore = h.sandbox.store.count('budget');
    const sequenceBefore = h.sandbox.store.changeSequence;
    await h.sandbox.clock.advance(5 * 60_000);
    await h.sandbox.webhooks.idle();
    const { recent } = await h.control<{ recent: ActionResult[] }>('GET', '/activity');
    expect(recent).toHaveLength(150);
    expect(h.sandbox.store.changeSequence - sequenceBefore).toBeGreaterThanOrEqual(150);
    const created = recent.filter((result) => result.action === 'create').length;
    const converted = recent.filter((result) => result.action === 'convert').length;
    expect(created).toBeGreaterThan(0);
    expect(converted).toBeGreaterThan(0);
    expect(h.sandbox.store.count('budget')).toBe(budgetsBefore + created);
    const silent = recent.filter((result) =>
      ['responsible', 'notes', 'files', 'customData', 'freightEdit'].includes(result.action),
    );
    expect(silent.length).toBeGreaterThan(0);
    expect(silent.every((result) => result.events.length === 0)).toBe(true);

    const emitted = recent.flatMap((result) => result.events);
    const bodies = receiver.received.map((entry) => webhookBody.parse(entry.body));
    expect(bodies.map((body) => body.event).sort()).toEqual([...emitted].sort());
  });

  it('stops at rate 0 and can take one step on demand', async () => {
    await h.control('PUT', '/activity', { ratePerMinute: 0 });
    const before = h.sandbox.store.changeSequence;
    await h.sandbox.clock.advance(60 * 60_000);
    expect(h.sandbox.store.changeSequence).toBe(before);
    const { result } = await h.control<{ result: ActionResult | null }>('POST', '/activity/tick');
    expect(result).not.toBeNull();
    expect(h.sandbox.store.changeSequence).toBeGreaterThan(before);
  });
});
