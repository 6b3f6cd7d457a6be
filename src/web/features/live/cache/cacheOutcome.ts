import type { LiveEvent } from '../../../../contract/api/liveEvents';

/** The events about one request. */
export type RequestEvent = Extract<
  LiveEvent,
  { kind: 'request.created' | 'request.changed' | 'request.removed' }
>;

/**
 * What an event does to one cached answer: its new data (the same object when untouched), and
 * whether it must be fetched again because what changed cannot be worked out here (a request may
 * have entered or left it, or moved to another page).
 */
export interface CacheOutcome<T> {
  data: T;
  stale: boolean;
}

export function requestEventTarget(event: RequestEvent) {
  return event.kind === 'request.removed'
    ? { type: event.type, code: event.code }
    : { type: event.request.type, code: event.request.code };
}
