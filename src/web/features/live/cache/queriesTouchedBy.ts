import type { QueryKey } from '@tanstack/react-query';
import type { LiveEvent } from '../../../../contract/api/liveEvents';

export type RequestEvent = Extract<LiveEvent, { kind: `request.${string}` }>;

export function requestOf(event: RequestEvent) {
  return event.kind === 'request.removed'
    ? { type: event.type, code: event.code }
    : { type: event.request.type, code: event.request.code };
}

/**
 * The cached answers (by key prefix, per the app's query-key convention) that may read the request
 * an event is about: its drawer, every page and board of its type, the activity feed, and the
 * collaborator suggestions when its responsible moved. Which rows, cards, counts and sums change
 * is the server's to say: these are fetched again from the mirror (ADR 029).
 */
export function queriesTouchedBy(event: RequestEvent): QueryKey[] {
  const { type, code } = requestOf(event);
  const keys: QueryKey[] = [
    ['requests', type, 'detail', code],
    ['requests', type, 'page'],
    ['board', type],
    ['activity'],
  ];
  const responsibleMoved =
    event.kind === 'request.created' ||
    (event.kind === 'request.changed' && event.fields.some((field) => field.startsWith('responsible')));
  if (responsibleMoved) keys.push(['collaborators']);
  return keys;
}
