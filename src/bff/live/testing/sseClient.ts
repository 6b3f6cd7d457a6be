import { request as httpRequest, type IncomingMessage } from 'node:http';

/** One parsed server-sent event (comments are counted, not returned). */
export interface ReceivedSse {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
}

export interface SseStream {
  status: number;
  contentType: string | null;
  /** The next event, or null once the stream ended; throws when none arrives in time. */
  next(timeoutMs?: number): Promise<ReceivedSse | null>;
  /** Waits `ms` while reading (events are queued for next()), e.g. to count heartbeats. */
  readFor(ms: number): Promise<void>;
  comments(): number;
  /** Closes the connection, as a browser tab that goes away does. */
  close(): void;
}

/**
 * A minimal SSE reader for tests over node:http (fetch's abort leaves the connection to the server
 * half-open for a while, which a browser closing an EventSource does not).
 */
export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { accept: 'text/event-stream', ...headers } });
    req.on('error', reject);
    req.on('response', (response: IncomingMessage) => {
      response.setEncoding('utf8');
      let buffer = '';
      let comments = 0;
      let ended = false;
      const queue: ReceivedSse[] = [];
      let notify: (() => void) | null = null;
      const parseBlocks = () => {
        for (;;) {
          const end = buffer.indexOf('\n\n');
          if (end < 0) return;
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: ReceivedSse = {};
          let fields = 0;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) {
              comments += 1;
              continue;
            }
            const colon = line.indexOf(':');
            const name = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (name === 'id' || name === 'event' || name === 'data' || name === 'retry') {
              event[name] = value;
              fields += 1;
            }
          }
          if (fields > 0) queue.push(event);
        }
      };
      response.on('data', (chunk: string) => {
        buffer += chunk;
        parseBlocks();
        notify?.();
      });
      const finish = () => {
        ended = true;
        notify?.();
      };
      response.on('end', finish);
      response.on('close', finish);
      resolve({
        status: response.statusCode ?? 0,
        contentType:
          typeof response.headers['content-type'] === 'string' ? response.headers['content-type'] : null,
        comments: () => comments,
        async next(timeoutMs = 5_000) {
          const deadline = Date.now() + timeoutMs;
          while (queue.length === 0 && !ended) {
            const left = deadline - Date.now();
            if (left <= 0) throw new Error('no server-sent event arrived in time');
            await new Promise<void>((wake) => {
              const timer = setTimeout(wake, left);
              notify = () => {
                clearTimeout(timer);
                notify = null;
                wake();
              };
            });
          }
          return queue.shift() ?? null;
        },
        readFor: (ms) => new Promise((done) => setTimeout(done, ms)),
        close: () => req.destroy(),
      });
    });
    req.end();
  });
}
