import { PGlite } from '@electric-sql/pglite';
import type { Database } from '../db/database';

/** Runs tasks one at a time, in the order they asked. */
export class InProcessLock {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    // The next task waits for this one to settle, whatever its outcome.
    this.tail = result.catch(() => undefined);
    return result;
  }
}

const locks = new WeakMap<object, InProcessLock>();

/**
 * How reservations on `db` are put in one order. Several processes share a PostgreSQL server's
 * ledger, so there each reservation holds the circuit row's lock in a transaction (null here).
 * An embedded PGlite belongs to exactly one process (its files cannot be shared), so one lock in
 * memory per database gives the same order without a transaction's three extra round trips.
 * Every governor on the same PGlite handle shares its lock.
 */
export function inProcessLockFor(db: Database): InProcessLock | null {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof PGlite)) return null;
  let lock = locks.get(client);
  if (!lock) {
    lock = new InProcessLock();
    locks.set(client, lock);
  }
  return lock;
}
