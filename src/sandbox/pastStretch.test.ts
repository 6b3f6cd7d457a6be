import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookBody } from '../contract/upstream/index';
import { DAY_MS, PAST_ACTIONS_PER_DAY } from './pastStretch';
import { Sandbox } from './sandbox';
import { type Harness, startHarness, startReceiver } from './testing/harness';

const START = Date.parse('2026-03-02T12:00:00Z');

describe('the past stretch a sandbox plays for its client (ADR 051)', () => {
  let h: Harness;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
    h = await startHarness({
      startAt: START,
      past: { days: 2 },
      activity: { ratePerMinute: 30 },
      webhook: { url: receiver.url },
    });
  });
  afterAll(async () => {
    await h.close();
    await receiver.close();
  });

  it('starts the clock and the world the stretch before the start, and holds the live activity until it is played', async () => {
    expect(h.sandbox.clock.now()).toBe(START - 2 * DAY_MS);
    expect(h.sandbox.store.world.epoch).toBe(START - 2 * DAY_MS);
    expect(await h.control('GET', '/past')).toMatchObject({
      days: 2,
      state: 'waiting',
      from: new Date(START - 2 * DAY_MS).toISOString(),
      to: new Date(START).toISOString(),
    });
    const before = h.sandbox.store.changeSequence;
    await h.sandbox.clock.advance(10 * 60_000);
    expect(h.sandbox.store.changeSequence).toBe(before);
    expect(receiver.received).toHaveLength(0);
  });

  it('plays status moves dated on their own days, sends each as a webhook, and lands in the present', async () => {
    const report = await h.control<{ state: string; played: number; events: number }>('POST', '/past/play');
    expect(report.state).toBe('done');
    // A step whose picks are all in a final status does nothing: most steps move something.
    expect(report.played).toBeGreaterThan(0.9 * 2 * PAST_ACTIONS_PER_DAY);
    expect(report.played).toBeLessThanOrEqual(2 * PAST_ACTIONS_PER_DAY);
    expect(h.sandbox.clock.now()).toBe(START);
    await h.sandbox.webhooks.idle();
    const bodies = receiver.received.map((entry) => webhookBody.parse(entry.body));
    expect(bodies).toHaveLength(report.events);
    const times = bodies.map((body) => Date.parse(body.data.lastUpdate ?? ''));
    // Dated by the vendor's clock at each step: spread over the stretch, in order, none in the future.
    expect(times.every((at) => at > START - 2 * DAY_MS && at < START)).toBe(true);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(new Set(times).size).toBeGreaterThan(report.played / 2);
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(DAY_MS);
    const recent = h.sandbox.activity.recent;
    expect(recent).toHaveLength(0);
  });

  it('starts the live activity once played', async () => {
    const before = h.sandbox.store.changeSequence;
    await h.sandbox.clock.advance(60_000);
    expect(h.sandbox.store.changeSequence).toBeGreaterThan(before);
  });
});

/** A sandbox of 120 requests a type whose clock starts three days back, its past not yet played. */
const pastSandbox = (seed: string) =>
  new Sandbox({ clock: 'manual', startAt: START, size: 120, seed, past: { days: 3 } });

describe('the past stretch, told twice', () => {
  const played = async () => {
    const sandbox = pastSandbox('twice');
    await sandbox.past.play();
    const story = (['order', 'budget'] as const).flatMap((type) =>
      sandbox.store.rows[type].map(
        (row) => `${row.code} ${row.lastUpdate} ${sandbox.store.record(row).dealStatus ?? ''}`,
      ),
    );
    sandbox.close();
    return story;
  };

  it('is the same story from the same seed', async () => {
    expect(await played()).toEqual(await played());
  });

  it('moves statuses most of all', async () => {
    const sandbox = pastSandbox('moves');
    const statusOf = new Map(
      sandbox.store.rows.order.map((row) => [row.code, sandbox.store.record(row).dealStatus]),
    );
    await sandbox.past.play();
    const moved = sandbox.store.rows.order.filter(
      (row) => statusOf.has(row.code) && statusOf.get(row.code) !== sandbox.store.record(row).dealStatus,
    );
    expect(moved.length).toBeGreaterThan(5);
    sandbox.close();
  });

  it('is none without days: nothing held, nothing to wait for', async () => {
    const sandbox = new Sandbox({
      clock: 'manual',
      startAt: START,
      size: 20,
      activity: { ratePerMinute: 60 },
    });
    expect(sandbox.past.state).toBe('done');
    await sandbox.past.whenDone();
    expect(sandbox.clock.now()).toBe(START);
    const before = sandbox.store.changeSequence;
    await sandbox.clock.advance(60_000);
    expect(sandbox.store.changeSequence).toBeGreaterThan(before);
    sandbox.close();
  });

  it('refuses a past longer than the ceiling', () => {
    expect(() => new Sandbox({ clock: 'manual', size: 20, past: { days: 61 } })).toThrow(/from 0 to 60/);
  });
});
