import { completeRefresh, deferRefresh, type QueuedRefresh } from '../refreshQueue';
import { refreshRequest } from '../refreshRequest';
import type { LeaderState } from './leaderState';
import { publishObservationEvents } from './publishSafely';
import type { SyncWorkContext } from './syncWorkContext';
import { noteFailure, shortError } from './workBlocks';

/** Refreshes one queued request from the vendor; a failure defers it to when it is worth trying. */
export async function runQueuedRefresh(
  context: SyncWorkContext,
  state: LeaderState,
  item: QueuedRefresh,
): Promise<void> {
  const { db, list, apply, counters, settings } = context;
  try {
    const outcome = await refreshRequest(
      { db, list, apply, onApplied: publishObservationEvents(context) },
      {
        type: item.type,
        code: item.code,
        priority: item.priority === 'refresh' ? 'refresh' : 'webhook',
        source: item.source === 'write' ? 'write' : 'refresh',
        person: item.person,
      },
    );
    counters.refreshes += 1;
    if (outcome.found === 'nowhere') {
      counters.refreshesNotFound += 1;
      context.logger?.warn(
        { type: item.type, code: item.code },
        'a refreshed request is listed neither live nor removed',
      );
    }
    await completeRefresh(db, item, outcome.sentAt, settings.refreshCoalesceMs);
  } catch (error) {
    const until = noteFailure(context, state.blocks, `refresh ${item.type}`, error, item.attempts + 1);
    await deferRefresh(db, item, new Date(until), shortError(error));
  }
}
