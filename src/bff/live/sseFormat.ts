import type { LiveEvent } from '../../contract/api/liveEvents';

/**
 * One server-sent event. `data` is single-line JSON (JSON.stringify escapes line breaks inside
 * strings), so it never needs splitting over several `data:` lines. An event without `id` leaves
 * the browser's Last-Event-ID as it was.
 */
export function sseMessage(event: LiveEvent, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`;
}

/** A comment line: keeps proxies and the browser from timing the stream out. */
export const SSE_HEARTBEAT = ': heartbeat\n\n';

/**
 * Last-Event-ID as the browser sends it back: the id of our last event, a whole number. Anything
 * else (absent, garbled, from another server) means "start from now".
 */
export function readLastEventId(header: string | string[] | undefined): number | null {
  const text = Array.isArray(header) ? header[0] : header;
  if (text === undefined || !/^\d{1,15}$/.test(text.trim())) return null;
  return Number(text.trim());
}
