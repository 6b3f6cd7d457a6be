import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '../../../contract/api/liveEvents';
import { freshness } from '../../lib/testing/apiFixtures';
import type { LiveConnection } from './liveConnection';
import { connectLiveStream, type LiveStream, STABLE_AFTER_MS } from './liveStream';
import { reconnectDelay } from './reconnectDelay';
import { FakeEventSource } from './testing/FakeEventSource';

const removed = (code: string): LiveEvent => ({
  kind: 'request.removed',
  type: 'order',
  code,
  actor: { kind: 'sync', source: 'webhook' },
});

describe('reconnectDelay', () => {
  it('doubles from one second, caps at thirty, and jitters between half and all of it', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => reconnectDelay(attempt, () => 1))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(3, () => 0.5)).toBe(6_000);
    expect(reconnectDelay(99, () => 0)).toBe(15_000);
  });
});

describe('connectLiveStream', () => {
  let connections: LiveConnection[];
  let events: LiveEvent[];
  let gaps: number;
  let stream: LiveStream | null;

  const connect = (random = () => 1) => {
    stream = connectLiveStream({
      EventSource: FakeEventSource,
      random,
      onEvent: (event) => events.push(event),
      onConnection: (connection) => connections.push(connection),
      onGap: () => {
        gaps += 1;
      },
    });
    return stream;
  };
  const status = () => connections.at(-1)?.status;

  beforeEach(() => {
    vi.useFakeTimers({ now: Date.UTC(2025, 5, 15, 12) });
    FakeEventSource.reset();
    connections = [];
    events = [];
    gaps = 0;
    stream = null;
  });
  afterEach(() => {
    stream?.close();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('connects to /api/events, says when it is live, and hands over every event the contract reads', () => {
    connect();
    expect(FakeEventSource.latest().url).toBe('/api/events');
    expect(status()).toBe('connecting');
    FakeEventSource.latest().open();
    expect(status()).toBe('live');
    FakeEventSource.latest().send(removed('A-1'), 1);
    FakeEventSource.latest().send({ kind: 'sync.progress', freshness: freshness() }, 2);
    FakeEventSource.latest().send({ kind: 'resync', reason: 'expired' });
    expect(events.map((event) => event.kind)).toEqual(['request.removed', 'sync.progress', 'resync']);
  });

  it('ignores what is not JSON or not in the contract, and goes on with the next event', () => {
    connect();
    const source = FakeEventSource.latest();
    source.open();
    source.message('request.removed', '{not json', '1');
    source.message('request.removed', JSON.stringify({ kind: 'request.removed', code: 42 }), '2');
    source.message('request.teleported', JSON.stringify({ kind: 'request.teleported' }), '3');
    source.send(removed('A-2'), 4);
    expect(events).toEqual([removed('A-2')]);
    expect(status()).toBe('live');
  });

  it('keeps the stream when a consumer throws', () => {
    const failing = vi.spyOn(console, 'error').mockImplementation(() => {});
    stream = connectLiveStream({
      EventSource: FakeEventSource,
      onEvent: (event) => {
        if (event.kind === 'request.removed' && event.code === 'boom') throw new Error('bug');
        events.push(event);
      },
      onConnection: (connection) => connections.push(connection),
    });
    FakeEventSource.latest().open();
    FakeEventSource.latest().send(removed('boom'), 1);
    FakeEventSource.latest().send(removed('A-3'), 2);
    expect(events).toEqual([removed('A-3')]);
    expect(failing).toHaveBeenCalled();
  });

  it('closes on error and reopens after a growing, capped wait, resuming after the last id received', () => {
    connect(() => 1);
    FakeEventSource.latest().open();
    FakeEventSource.latest().send(removed('A-4'), 41);
    // The resync carries no id: the id to resume from stays 41.
    FakeEventSource.latest().send({ kind: 'resync', reason: 'expired' });
    const first = FakeEventSource.latest();
    first.fail();
    expect(first.closed).toBe(true);
    expect(connections.at(-1)).toEqual({
      status: 'reconnecting',
      retryAt: Date.now() + 1_000,
      waitMs: 1_000,
    });

    vi.advanceTimersByTime(999);
    expect(FakeEventSource.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(FakeEventSource.latest().url).toBe('/api/events?lastEventId=41');
    expect(status()).toBe('connecting');

    // Each failed attempt doubles the wait, up to thirty seconds.
    const waits: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      FakeEventSource.latest().fail();
      const next = connections.at(-1);
      waits.push(next?.status === 'reconnecting' ? next.retryAt - Date.now() : -1);
      vi.advanceTimersByTime(waits.at(-1) ?? 0);
    }
    expect(waits).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    expect(
      FakeEventSource.instances.every((source, index, all) => index === all.length - 1 || source.closed),
    ).toBe(true);
  });

  it('starts the back-off afresh after a connection that stayed up', () => {
    connect(() => 1);
    FakeEventSource.latest().fail();
    vi.advanceTimersByTime(1_000);
    FakeEventSource.latest().fail();
    vi.advanceTimersByTime(2_000);
    FakeEventSource.latest().open();
    vi.advanceTimersByTime(STABLE_AFTER_MS);
    FakeEventSource.latest().fail();
    expect(connections.at(-1)).toEqual({
      status: 'reconnecting',
      retryAt: Date.now() + 1_000,
      waitMs: 1_000,
    });
  });

  it('tells what it shows may be out of date when a reconnection has no id to resume from', () => {
    connect();
    FakeEventSource.latest().open();
    expect(gaps).toBe(0);
    FakeEventSource.latest().fail();
    vi.advanceTimersByTime(1_000);
    FakeEventSource.latest().open();
    expect(gaps).toBe(1);
    // With an id the server replays what was missed (or says resync): no gap.
    FakeEventSource.latest().send(removed('A-5'), 7);
    FakeEventSource.latest().fail();
    vi.advanceTimersByTime(2_000);
    FakeEventSource.latest().open();
    expect(gaps).toBe(1);
  });

  it('waits while the browser is offline and reconnects as soon as it is back', () => {
    connect();
    FakeEventSource.latest().open();
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    window.dispatchEvent(new Event('offline'));
    expect(FakeEventSource.latest().closed).toBe(true);
    expect(status()).toBe('offline');
    vi.advanceTimersByTime(120_000);
    expect(FakeEventSource.instances).toHaveLength(1);

    vi.stubGlobal('navigator', { ...navigator, onLine: true });
    window.dispatchEvent(new Event('online'));
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(status()).toBe('connecting');
  });

  it('stays offline where the browser cannot stream, and stops for good when closed', () => {
    stream = connectLiveStream({
      EventSource: undefined,
      onEvent: () => {},
      onConnection: (connection) => connections.push(connection),
    });
    expect(status()).toBe('offline');
    stream.close();

    const live = connect();
    const source = FakeEventSource.latest();
    source.fail();
    live.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(source.closed).toBe(true);
  });
});
