import pg from 'pg';
import { advisoryLockNamespace } from '../db/advisoryLocks';

/**
 * The advisory lock the sync leader holds, in Painel's namespace (ADR 006 keeps the keys in
 * src/bff/db/advisoryLocks.ts; this one is the sync's).
 */
export const SYNC_LEADER_LOCK = 2;

export interface LeadershipLogger {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
}

/**
 * Whether this process runs the sync. On PGlite there is one process, always the leader. On a
 * PostgreSQL server the leader is the process holding a session advisory lock on a dedicated
 * connection; the others try again every few seconds, so when the leader dies (its connection
 * closes and the server frees the lock) another takes over within that time.
 */
export interface Leadership {
  isLeader(): boolean;
  /** Told of every change, with the new state. */
  onChange(listener: (leader: boolean) => void): () => void;
  start(): Promise<void>;
  /** Gives the lock up (closing the connection frees it). */
  stop(): Promise<void>;
}

export function alwaysLeader(): Leadership {
  let leader = false;
  const listeners = new Set<(leader: boolean) => void>();
  return {
    isLeader: () => leader,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async start() {
      leader = true;
      for (const listener of listeners) listener(true);
    },
    async stop() {
      if (!leader) return;
      leader = false;
      for (const listener of listeners) listener(false);
    },
  };
}

export function advisoryLockLeadership(options: {
  connectionString: string;
  /** How often a follower tries to take the lock, and the leader checks its connection. */
  retryMs?: number;
  logger?: LeadershipLogger;
}): Leadership {
  const retryMs = options.retryMs ?? 3_000;
  const listeners = new Set<(leader: boolean) => void>();
  let leader = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = true;
  let attempt: Promise<void> = Promise.resolve();

  function setLeader(next: boolean) {
    if (next === leader) return;
    leader = next;
    options.logger?.info(
      { leader },
      leader ? 'this process now runs the sync' : 'this process no longer runs the sync',
    );
    for (const listener of listeners) listener(next);
  }

  function lose(held: pg.Client) {
    if (client !== held) return;
    client = null;
    setLeader(false);
    void held.end().catch(() => undefined);
  }

  async function tryOnce() {
    if (stopped) return;
    if (client) {
      // Still holding it? A dead connection has already freed the lock on the server.
      const held = client;
      try {
        await held.query('select 1');
      } catch (error) {
        options.logger?.warn({ err: error }, 'the sync leader lost its database connection');
        lose(held);
      }
      return;
    }
    const next = new pg.Client({ connectionString: options.connectionString });
    next.on('error', (error) => {
      options.logger?.warn({ err: error }, 'the sync leader connection failed');
      lose(next);
    });
    try {
      await next.connect();
      const result = await next.query<{ locked: boolean }>('select pg_try_advisory_lock($1, $2) as locked', [
        advisoryLockNamespace,
        SYNC_LEADER_LOCK,
      ]);
      if (result.rows[0]?.locked === true && !stopped) {
        client = next;
        setLeader(true);
      } else {
        await next.end();
      }
    } catch (error) {
      options.logger?.warn({ err: error }, 'could not try for the sync leader lock');
      void next.end().catch(() => undefined);
    }
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      attempt = tryOnce().finally(schedule);
    }, retryMs);
    timer.unref();
  }

  return {
    isLeader: () => leader,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async start() {
      if (!stopped) return;
      stopped = false;
      attempt = tryOnce();
      await attempt;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await attempt.catch(() => undefined);
      const held = client;
      client = null;
      setLeader(false);
      await held?.end().catch(() => undefined);
    },
  };
}
