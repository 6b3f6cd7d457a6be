import type { LiveEvent } from '../../../contract/api/liveEvents';
import type { LiveBus } from '../../live/liveBus';
import { observationEvents } from '../../live/observationEvents';
import type { Observation, ObservationResult } from '../../mirror/apply/applyObservation';
import type { SyncWorkContext } from './syncWorkContext';

/** A live event the bus could not take is logged, never thrown: the sync's work is already done. */
export async function publishSafely(
  context: { bus: Pick<LiveBus, 'publish'>; logger: SyncWorkContext['logger'] },
  event: LiveEvent,
): Promise<void> {
  try {
    await context.bus.publish(event);
  } catch (error) {
    context.logger?.warn({ err: error, kind: event.kind }, 'could not publish a live event');
  }
}

/** The `onApplied` hook of every observation the sync applies: its live events, backfill aside. */
export function publishObservationEvents(context: Pick<SyncWorkContext, 'bus' | 'logger'>) {
  return (result: ObservationResult, observation: Observation): void => {
    // The backfill reports per page (sync.progress): thousands of old requests are no news.
    if (observation.source === 'backfill') return;
    for (const event of observationEvents(result, observation)) void publishSafely(context, event);
  };
}
