import { describe, expect, it, vi } from 'vitest';
import type { Freshness } from '../../contract/api/freshness';
import type { LiveEvent } from '../../contract/api/liveEvents';
import type { StoredLiveEvent } from '../live/liveBus';
import { watchEmbeddedScope } from './embeddedScope';

function fakeBus() {
  const listeners = new Set<(event: StoredLiveEvent) => void>();
  return {
    subscribe(listener: (event: StoredLiveEvent) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(event: LiveEvent) {
      for (const listener of listeners) listener({ id: 1, at: new Date(), event });
    },
    listening: () => listeners.size,
  };
}

const progress = (order: number, budget: number): LiveEvent => ({
  kind: 'sync.progress',
  freshness: { mirrored: { order, budget } } as Freshness,
});

function collect() {
  const lines: Array<{ details: Record<string, unknown>; message: string }> = [];
  return {
    lines,
    logger: { warn: (details: Record<string, unknown>, message: string) => lines.push({ details, message }) },
  };
}

describe('the embedded engine’s scope', () => {
  it('warns once at start, in words, when an embedded mirror holds more than it is meant for', async () => {
    const bus = fakeBus();
    const { lines, logger } = collect();
    watchEmbeddedScope({
      kind: 'pglite',
      countRequests: async () => 25_000,
      live: bus,
      logger,
      scope: 20_000,
    });
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    expect(lines[0]?.details).toEqual({ requests: 25_000, scope: 20_000 });
    const message = lines[0]?.message ?? '';
    expect(message).toContain('holds 25,000 requests, more than the 20,000 it is meant for');
    // How to move, and what a fresh copy does and does not bring.
    expect(message).toContain('set DATABASE_URL=postgres://');
    expect(message).toContain("copies the vendor's requests from scratch");
    expect(message).toContain('is not carried over');
    bus.emit(progress(30_000, 0));
    expect(lines).toHaveLength(1);
    expect(bus.listening()).toBe(0);
  });

  it('warns once when the copy grows past the scope after a start below it', async () => {
    const bus = fakeBus();
    const { lines, logger } = collect();
    const counted = vi.fn(async () => 0);
    watchEmbeddedScope({ kind: 'pglite', countRequests: counted, live: bus, logger, scope: 20_000 });
    await vi.waitFor(() => expect(counted).toHaveBeenCalled());
    bus.emit(progress(15_000, 5_000));
    expect(lines).toHaveLength(0);
    bus.emit(progress(15_000, 5_001));
    bus.emit(progress(16_000, 6_000));
    expect(lines.map((line) => line.details)).toEqual([{ requests: 20_001, scope: 20_000 }]);
  });

  it('says nothing on PostgreSQL, whatever it holds', async () => {
    const bus = fakeBus();
    const { lines, logger } = collect();
    const counted = vi.fn(async () => 500_000);
    watchEmbeddedScope({ kind: 'postgres', countRequests: counted, live: bus, logger });
    bus.emit(progress(500_000, 0));
    expect(counted).not.toHaveBeenCalled();
    expect(bus.listening()).toBe(0);
    expect(lines).toHaveLength(0);
  });
});
