import { LRUCache } from 'lru-cache';
import type { Insights, InsightsQuery } from '../../contract/api/insights';
import type { LiveEventKind } from '../../contract/api/liveEvents';
import type { LiveBus } from '../live/liveBus';
import type { ListContext } from '../mirror/read/listContext';

const MINUTE_MS = 60_000;

/** The live events after which the mirror holds something else: every answer is dropped. */
const MIRROR_CHANGES: ReadonlySet<LiveEventKind> = new Set([
  'request.created',
  'request.changed',
  'request.removed',
  'sync.progress',
  'resync',
]);

/**
 * Insights answers per (query, mirror version) (ADR 062): the version moves on every live event
 * that says the mirror changed, in any process (the bus fans them out), so a repeated or shared
 * view costs no query. "Stalled" and the outstanding ages move with the clock: an answer is kept
 * for the minute it was judged in, and says when (`asOf`).
 */
export function createInsightsCache(bus: Pick<LiveBus, 'subscribe'>, max = 200) {
  let version = 0;
  // Promises, so readers asking the same thing at once share one computation.
  const answers = new LRUCache<string, Promise<Insights>>({ max, ttl: MINUTE_MS });
  const unsubscribe = bus.subscribe(({ event }) => {
    if (!MIRROR_CHANGES.has(event.kind)) return;
    version += 1;
    answers.clear();
  });
  return {
    /**
     * The answer for this query, reader and status sequence: the cached one while the mirror has
     * not changed.
     */
    answer(
      query: InsightsQuery,
      context: ListContext,
      statusOrder: readonly string[],
      compute: () => Promise<Insights>,
    ): Promise<Insights> {
      const key = JSON.stringify([
        version,
        Math.floor(context.nowMs / MINUTE_MS),
        query,
        // Only "mine" reads who asks; everyone else shares one answer.
        query.mine ? context.viewerEmail : null,
        context.stalled,
        context.finalStatuses,
        statusOrder,
      ]);
      const cached = answers.get(key);
      if (cached) return cached;
      const computed = compute();
      answers.set(key, computed);
      computed.catch(() => answers.delete(key));
      return computed;
    },
    /** Stops listening to the bus. */
    close: unsubscribe,
  };
}
