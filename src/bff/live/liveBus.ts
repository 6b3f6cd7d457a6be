import { and, asc, inArray, gt, lt, lte, max, min, or, sql } from 'drizzle-orm';
import pg from 'pg';
import { z } from 'zod';
import { type LiveEvent, liveEvent } from '../../contract/api/liveEvents';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';
import { liveEvents } from '../db/schema/liveEvents';

export interface StoredLiveEvent {
  /** From one sequence shared by every backend process: the SSE `id`. */
  id: number;
  at: Date;
  event: LiveEvent;
}

export interface ReplayResult {
  events: StoredLiveEvent[];
  /** Events after the asked id were pruned (or the id is not ours): the client must resync. */
  gap: 'expired' | 'unknown-id' | null;
}

export interface LiveBusLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

/**
 * Live events for every open stream of every backend process. `publish` stores the event (its id
 * comes from the table's sequence) and fans it out: through LISTEN/NOTIFY on a PostgreSQL server,
 * in-process on PGlite (one process by nature). Signals are wake-ups without storage (the inbox
 * tells the sync leader a delivery arrived, wherever it was received).
 */
export interface LiveBus {
  publish(event: LiveEvent): Promise<number>;
  subscribe(listener: (event: StoredLiveEvent) => void): () => void;
  /** What a stream missed after `afterId`, oldest first, at most `limit` events. */
  replay(afterId: number, limit: number): Promise<ReplayResult>;
  /** Keeps the events of the last `keepMs` and at most `keepEvents` of them. */
  prune(keepMs: number, keepEvents: number): Promise<number>;
  signal(name: string): Promise<void>;
  onSignal(name: string, listener: () => void): () => void;
  subscriberCount(): number;
  /** Resolves once this process receives what every process publishes (its LISTEN is in place). */
  listening(): Promise<void>;
  close(): Promise<void>;
}

export const LIVE_CHANNEL = 'painel_live';
export const SIGNAL_CHANNEL = 'painel_signal';

const storedRow = z.object({
  id: z.coerce.number(),
  at: z.coerce.date(),
  kind: z.string(),
  payload: z.unknown(),
});

/** A stored row as an event; a row this version cannot read (written by a newer one) is skipped. */
function readRow(row: z.infer<typeof storedRow>): StoredLiveEvent | null {
  const parsed = liveEvent.safeParse(row.payload);
  return parsed.success ? { id: row.id, at: row.at, event: parsed.data } : null;
}

interface BusCore {
  db: Database;
  clock: Clock;
  listeners: Set<(event: StoredLiveEvent) => void>;
  signals: Map<string, Set<() => void>>;
}

function emit(core: BusCore, event: StoredLiveEvent) {
  for (const listener of core.listeners) listener(event);
}

function emitSignal(core: BusCore, name: string) {
  for (const listener of core.signals.get(name) ?? []) listener();
}

async function readEvents(db: Database, where: ReturnType<typeof and>, limit: number) {
  const rows = await db
    .select({ id: liveEvents.id, at: liveEvents.at, kind: liveEvents.kind, payload: liveEvents.payload })
    .from(liveEvents)
    .where(where)
    .orderBy(asc(liveEvents.id))
    .limit(limit);
  return rows.flatMap((row) => {
    const event = readRow(storedRow.parse(row));
    return event ? [event] : [];
  });
}

function commonParts(core: BusCore) {
  return {
    subscribe(listener: (event: StoredLiveEvent) => void) {
      core.listeners.add(listener);
      return () => {
        core.listeners.delete(listener);
      };
    },
    onSignal(name: string, listener: () => void) {
      const set = core.signals.get(name) ?? new Set();
      set.add(listener);
      core.signals.set(name, set);
      return () => {
        set.delete(listener);
      };
    },
    subscriberCount: () => core.listeners.size,
    async replay(afterId: number, limit: number): Promise<ReplayResult> {
      const [bounds] = await core.db
        .select({ first: min(liveEvents.id), last: max(liveEvents.id) })
        .from(liveEvents);
      const first = bounds?.first === null || bounds?.first === undefined ? null : Number(bounds.first);
      const last = bounds?.last === null || bounds?.last === undefined ? null : Number(bounds.last);
      if (first === null || last === null) return { events: [], gap: afterId > 0 ? 'expired' : null };
      if (afterId > last) return { events: [], gap: 'unknown-id' };
      const events = await readEvents(core.db, and(gt(liveEvents.id, afterId)), limit);
      return { events, gap: afterId < first - 1 ? 'expired' : null };
    },
    async prune(keepMs: number, keepEvents: number) {
      const [bounds] = await core.db.select({ last: max(liveEvents.id) }).from(liveEvents);
      const last = bounds?.last === null || bounds?.last === undefined ? 0 : Number(bounds.last);
      const removed = await core.db
        .delete(liveEvents)
        .where(
          or(lt(liveEvents.at, new Date(core.clock.now() - keepMs)), lte(liveEvents.id, last - keepEvents)),
        )
        .returning({ id: liveEvents.id });
      return removed.length;
    },
  };
}

/** PGlite: one process, so the fan-out is a loop over this process's listeners. */
export function createInProcessLiveBus(options: { db: Database; clock: Clock }): LiveBus {
  const core: BusCore = { ...options, listeners: new Set(), signals: new Map() };
  return {
    ...commonParts(core),
    async publish(event) {
      const [row] = await core.db
        .insert(liveEvents)
        .values({ at: new Date(core.clock.now()), kind: event.kind, payload: event })
        .returning({ id: liveEvents.id, at: liveEvents.at });
      if (!row) throw new Error('A live event was not stored.');
      emit(core, { id: row.id, at: row.at, event });
      return row.id;
    },
    async signal(name) {
      emitSignal(core, name);
    },
    listening: async () => undefined,
    async close() {
      core.listeners.clear();
      core.signals.clear();
    },
  };
}

/**
 * A PostgreSQL server: `publish` stores the event and NOTIFYs its id in one statement; every
 * process LISTENs on a dedicated connection (a pooled one would lose its LISTEN when returned)
 * and reads the notified rows in small batches. After a lost connection it reconnects and
 * replays what it missed from the table.
 */
export function createPostgresLiveBus(options: {
  db: Database;
  clock: Clock;
  connectionString: string;
  logger?: LiveBusLogger;
}): LiveBus {
  const core: BusCore = { db: options.db, clock: options.clock, listeners: new Set(), signals: new Map() };
  let client: pg.Client | null = null;
  let closed = false;
  let lastDelivered = 0;
  let pendingIds: number[] = [];
  let flushTimer: NodeJS.Timeout | null = null;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let backoffMs = 500;
  let ready: Promise<void>;

  async function flush() {
    flushTimer = null;
    const ids = pendingIds;
    pendingIds = [];
    if (ids.length === 0 || closed) return;
    try {
      const events = await readEvents(core.db, and(inArray(liveEvents.id, ids)), ids.length);
      for (const event of events) {
        lastDelivered = Math.max(lastDelivered, event.id);
        emit(core, event);
      }
    } catch (error) {
      options.logger?.warn({ err: error }, 'could not read notified live events');
    }
  }

  async function catchUp() {
    if (lastDelivered === 0) return;
    const events = await readEvents(core.db, and(gt(liveEvents.id, lastDelivered)), 10_000);
    for (const event of events) {
      lastDelivered = Math.max(lastDelivered, event.id);
      emit(core, event);
    }
  }

  function scheduleReconnect() {
    if (closed || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      ready = connect();
    }, backoffMs);
    reconnectTimer.unref();
    backoffMs = Math.min(30_000, backoffMs * 2);
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: options.connectionString });
    next.on('error', (error) => {
      options.logger?.warn({ err: error }, 'the live events connection failed; reconnecting');
      if (client === next) client = null;
      void next.end().catch(() => undefined);
      scheduleReconnect();
    });
    next.on('notification', (message) => {
      if (message.channel === SIGNAL_CHANNEL) {
        emitSignal(core, message.payload ?? '');
        return;
      }
      const id = Number(message.payload);
      if (!Number.isSafeInteger(id)) return;
      pendingIds.push(id);
      flushTimer ??= setTimeout(() => void flush(), 5);
    });
    try {
      await next.connect();
      await next.query(`listen ${LIVE_CHANNEL}`);
      await next.query(`listen ${SIGNAL_CHANNEL}`);
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      backoffMs = 500;
      await catchUp();
    } catch (error) {
      options.logger?.warn({ err: error }, 'could not listen for live events; retrying');
      void next.end().catch(() => undefined);
      scheduleReconnect();
    }
  }

  ready = connect();

  return {
    ...commonParts(core),
    async publish(event) {
      const [row] = await queryRows(
        core.db,
        sql`with inserted as (
              insert into ${liveEvents} (at, kind, payload)
              values (${new Date(core.clock.now()).toISOString()}, ${event.kind}, ${JSON.stringify(event)}::jsonb)
              returning id)
            select id, pg_notify(${LIVE_CHANNEL}, id::text) as notified from inserted`,
        z.object({ id: z.coerce.number() }),
      );
      if (!row) throw new Error('A live event was not stored.');
      return row.id;
    },
    async signal(name) {
      await core.db.execute(sql`select pg_notify(${SIGNAL_CHANNEL}, ${name})`);
    },
    async listening() {
      while (!client && !closed) {
        await ready;
        if (!client) await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      if (flushTimer) clearTimeout(flushTimer);
      await ready.catch(() => undefined);
      const current = client;
      client = null;
      core.listeners.clear();
      core.signals.clear();
      await current?.end().catch(() => undefined);
    },
  };
}
