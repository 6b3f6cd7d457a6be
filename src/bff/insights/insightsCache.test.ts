import { describe, expect, it } from 'vitest';
import type { Insights, InsightsQuery } from '../../contract/api/insights';
import type { LiveEvent } from '../../contract/api/liveEvents';
import type { StoredLiveEvent } from '../live/liveBus';
import { anonymousContext } from '../mirror/read/listContext';
import { createInsightsCache } from './insightsCache';

/** A bus with one listener, the cache's. */
function fakeBus() {
  let listener = (_: StoredLiveEvent) => {};
  return {
    subscribe(next: (event: StoredLiveEvent) => void) {
      listener = next;
      return () => {};
    },
    emit: (event: LiveEvent) => listener({ id: 1, at: new Date(), event }),
  };
}

const QUERY = { from: '2025-03-01', to: '2025-03-31', bucket: 'month', type: 'order' } as InsightsQuery;
const NOW = Date.parse('2025-04-05T12:00:00.000Z');

describe('the insights cache', () => {
  it('answers a repeated view from the cache until the mirror changes', async () => {
    const bus = fakeBus();
    const cache = createInsightsCache(bus);
    let computed = 0;
    const compute = async () => {
      computed += 1;
      return { type: 'order' } as Insights;
    };
    const context = anonymousContext(NOW);
    await cache.answer(QUERY, context, [], compute);
    await cache.answer(QUERY, { ...context, viewerEmail: 'someone@example.com' }, [], compute);
    expect(computed).toBe(1);
    bus.emit({ kind: 'governor.status' } as LiveEvent);
    await cache.answer(QUERY, context, [], compute);
    expect(computed).toBe(1);
    bus.emit({
      kind: 'request.removed',
      type: 'order',
      code: 'ORD-1',
      actor: { kind: 'sync', source: 'webhook' },
    });
    await cache.answer(QUERY, context, [], compute);
    expect(computed).toBe(2);
    // Another period, another minute, another status sequence or "mine" for another person: asked anew.
    await cache.answer({ ...QUERY, to: '2025-03-30' }, context, [], compute);
    await cache.answer(QUERY, anonymousContext(NOW + 60_000), [], compute);
    await cache.answer(QUERY, context, ['Novo'], compute);
    await cache.answer({ ...QUERY, mine: true }, { ...context, viewerEmail: 'a@example.com' }, [], compute);
    await cache.answer({ ...QUERY, mine: true }, { ...context, viewerEmail: 'b@example.com' }, [], compute);
    expect(computed).toBe(7);
    cache.close();
  });

  it('forgets a failed answer, so the next view asks again', async () => {
    const cache = createInsightsCache(fakeBus());
    const context = anonymousContext(NOW);
    await expect(cache.answer(QUERY, context, [], () => Promise.reject(new Error('down')))).rejects.toThrow();
    await expect(
      cache.answer(QUERY, context, [], async () => ({ type: 'order' }) as Insights),
    ).resolves.toEqual({ type: 'order' });
  });
});
