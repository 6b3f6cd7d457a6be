import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { liveEventsQuery } from '../../contract/api/liveEvents';
import { access } from '../http/access';
import { wallEvent } from '../security/wallCard';
import type { Services } from '../services';
import type { StoredLiveEvent } from './liveBus';
import { readLastEventId, SSE_HEARTBEAT, sseMessage } from './sseFormat';

export interface LiveRouteOptions {
  /** Wall time between heartbeat comments (default 15 s). */
  heartbeatMs?: number;
  /** A stream ends after this long at most (default 10 minutes); the browser reconnects and resumes. */
  maxStreamMs?: number;
  /** What the browser waits before reconnecting (the SSE `retry:` field, default 3 s). */
  retryMs?: number;
}

/** Events replayed to one reconnecting stream at most; beyond, it is told to resync. */
const MAX_REPLAY = 2_000;
/** Unsent text a slow client may pile up before its stream is ended (it reconnects and resumes). */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * GET /api/events: the live events of every backend process as server-sent events, for anyone who
 * may read (wallboards included). A reconnecting browser sends Last-Event-ID and is replayed what
 * it missed from the event log, or told to `resync` when that is no longer kept
 * (docs/decisions/019-live-events.md). A client that reopens the stream itself (to choose its own
 * back-off) cannot set that header on a new EventSource and sends `?lastEventId=` instead.
 */
export function registerLiveRoutes(app: FastifyInstance, services: Services, options: LiveRouteOptions = {}) {
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const maxStreamMs = options.maxStreamMs ?? 10 * 60_000;
  const retryMs = options.retryMs ?? 3_000;
  const open = new Set<() => void>();

  // Streams never end by themselves: end them before the server waits for its connections.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/events',
    {
      config: { access: access.board },
      schema: {
        tags: ['live'],
        summary:
          'Live events (server-sent events): requests created, changed, removed; sync progress; governor state.',
        description:
          'text/event-stream. Each event has an id (global, increasing), an event name (the kind) and JSON data (src/contract/api/liveEvents.ts). Send Last-Event-ID (or, from a new EventSource, the lastEventId query parameter; the header wins) to resume; a `resync` event means what was missed is no longer kept.',
        querystring: liveEventsQuery,
      },
    },
    async (request, reply) => {
      const lastEventId =
        readLastEventId(request.headers['last-event-id']) ?? readLastEventId(request.query.lastEventId);
      const stream = new PassThrough();
      let ended = false;
      /** Events up to this id were replayed from the log; the same ones heard meanwhile are not sent twice. */
      let replayedUpTo = lastEventId ?? 0;
      let replaying = true;
      const held: StoredLiveEvent[] = [];

      const end = () => {
        if (ended) return;
        ended = true;
        open.delete(end);
        unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        stream.end();
      };
      const write = (text: string) => {
        if (ended) return;
        stream.write(text);
        if (stream.readableLength > MAX_BUFFERED_BYTES) end();
      };
      // A wall screen hears what its cards show, nothing more (docs/decisions/025-device-scope.md).
      const forDevice = request.session?.kind === 'device';
      const send = (stored: StoredLiveEvent) =>
        write(sseMessage(forDevice ? wallEvent(stored.event) : stored.event, stored.id));

      const unsubscribe = services.live.subscribe((stored) => {
        if (replaying) held.push(stored);
        else send(stored);
      });
      const heartbeat = setInterval(() => write(SSE_HEARTBEAT), heartbeatMs);
      // The session is checked when the stream opens; it ends when the session would time out (or
      // after maxStreamMs), and the reconnection is checked again.
      const session = request.session;
      const sessionLeftMs = session
        ? Math.min(session.expiresAt.getTime(), session.lastSeenAt.getTime() + session.idleTimeoutMs) -
          services.clock.now()
        : maxStreamMs;
      const lifetime = setTimeout(end, Math.max(1_000, Math.min(maxStreamMs, sessionLeftMs)));
      open.add(end);
      reply.raw.on('close', end);

      write(`retry: ${retryMs}\n\n`);
      if (lastEventId !== null) {
        const replay = await services.live.replay(lastEventId, MAX_REPLAY);
        if (replay.gap || replay.events.length >= MAX_REPLAY) {
          write(sseMessage({ kind: 'resync', reason: replay.gap ?? 'expired' }));
        }
        for (const stored of replay.events) {
          send(stored);
          replayedUpTo = Math.max(replayedUpTo, stored.id);
        }
      }
      replaying = false;
      for (const stored of held.splice(0)) if (stored.id > replayedUpTo) send(stored);

      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  );
}
