import { type LiveEvent, liveEvent } from '../../../contract/api/liveEvents';
import type { LiveConnection } from './liveConnection';
import { type BackoffOptions, DEFAULT_BACKOFF, reconnectDelay } from './reconnectDelay';

export const LIVE_EVENTS_URL = '/api/events';

/** The event names the server sends (`event:` = the kind), and the unnamed default, just in case. */
const EVENT_NAMES = [...liveEvent.options.map((option) => option.shape.kind.value), 'message'];

/** A connection open this long counts as healthy: the next failure starts the back-off afresh. */
export const STABLE_AFTER_MS = 10_000;

/** The part of the browser's EventSource this client uses (a test passes a fake). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: Event) => void): void;
  close(): void;
}
export type EventSourceFactory = new (url: string) => EventSourceLike;

export interface LiveStreamOptions {
  onEvent: (event: LiveEvent) => void;
  onConnection: (connection: LiveConnection) => void;
  /**
   * A reconnection opened with nothing to resume from (no event was ever received), so whatever
   * happened while it was down is unknown: what is shown should be refetched.
   */
  onGap?: () => void;
  url?: string;
  /** Defaults to the browser's EventSource; without one the stream stays offline. */
  EventSource?: EventSourceFactory;
  random?: () => number;
  backoff?: BackoffOptions;
}

export interface LiveStream {
  close(): void;
}

function readEvent(message: Event): LiveEvent | null {
  const data = (message as MessageEvent).data;
  if (typeof data !== 'string') return null;
  try {
    const parsed = liveEvent.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function browserIsOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * The live event stream, with a back-off of our own. The browser's EventSource would reconnect by
 * itself every `retry:` (3 s) forever, also while the server is down; instead every error closes
 * it, and a new one opens after an exponential, jittered, capped wait, resuming after the last id
 * received through `?lastEventId=` (a new EventSource cannot send the Last-Event-ID header).
 * Events that do not parse are ignored; nothing a server sends can stop the stream.
 */
export function connectLiveStream(options: LiveStreamOptions): LiveStream {
  const url = options.url ?? LIVE_EVENTS_URL;
  const Source =
    options.EventSource ?? (globalThis as { EventSource?: EventSourceFactory }).EventSource ?? null;
  const random = options.random ?? Math.random;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;

  let source: EventSourceLike | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let lastEventId: string | null = null;
  let attempt = 0;
  let openedAt: number | null = null;
  let everOpened = false;
  let closed = false;

  const report = (connection: LiveConnection) => {
    if (!closed) options.onConnection(connection);
  };

  const drop = () => {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    source?.close();
    source = null;
  };

  const open = () => {
    drop();
    if (closed) return;
    if (!Source || browserIsOffline()) {
      report({ status: 'offline' });
      return;
    }
    report({ status: 'connecting' });
    const resumeFrom = lastEventId;
    const current = new Source(
      resumeFrom === null ? url : `${url}?lastEventId=${encodeURIComponent(resumeFrom)}`,
    );
    source = current;

    current.addEventListener('open', () => {
      if (source !== current) return;
      openedAt = Date.now();
      if (everOpened && resumeFrom === null) options.onGap?.();
      everOpened = true;
      report({ status: 'live' });
    });
    const receive = (message: Event) => {
      if (source !== current) return;
      const id = (message as MessageEvent).lastEventId;
      if (typeof id === 'string' && id !== '') lastEventId = id;
      const event = readEvent(message);
      if (!event) return;
      try {
        options.onEvent(event);
      } catch (error) {
        // A bug in one consumer must not end the stream for everything else on the page.
        console.error('live event handler failed', error);
      }
    };
    for (const name of EVENT_NAMES) current.addEventListener(name, receive);
    current.addEventListener('error', () => {
      if (source !== current) return;
      drop();
      if (browserIsOffline()) {
        report({ status: 'offline' });
        return;
      }
      if (openedAt !== null && Date.now() - openedAt >= STABLE_AFTER_MS) attempt = 0;
      openedAt = null;
      const delay = reconnectDelay(attempt, random, backoff);
      attempt += 1;
      retryTimer = setTimeout(open, delay);
      report({ status: 'reconnecting', retryAt: Date.now() + delay, waitMs: delay });
    });
  };

  // Back online: try at once, whatever the back-off had reached. Gone offline: stop trying.
  const onOnline = () => {
    if (source !== null) return;
    attempt = 0;
    open();
  };
  const onOffline = () => {
    drop();
    openedAt = null;
    report({ status: 'offline' });
  };
  if (typeof window !== 'undefined') {
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
  }

  open();

  return {
    close() {
      closed = true;
      drop();
      if (typeof window !== 'undefined') {
        window.removeEventListener('online', onOnline);
        window.removeEventListener('offline', onOffline);
      }
    },
  };
}
