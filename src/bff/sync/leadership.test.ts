import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisoryLockNamespace } from '../db/advisoryLocks';
import {
  createPostgresTestDatabase,
  type Disposable,
  testPostgresUrl,
  skipPostgresSuite,
} from '../db/testing/testDatabases';
import { advisoryLockLeadership, alwaysLeader, SYNC_LEADER_LOCK } from './leadership';

async function until(check: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the leader');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('leadership on PGlite', () => {
  it('is always this process: one PGlite belongs to one process', async () => {
    const leadership = alwaysLeader();
    const changes: boolean[] = [];
    leadership.onChange((leader) => changes.push(leader));
    await leadership.start();
    expect(leadership.isLeader()).toBe(true);
    await leadership.stop();
    expect(changes).toEqual([true, false]);
  });
});

const skipPostgres = skipPostgresSuite('sync leadership on PostgreSQL');
describe.skipIf(skipPostgres)('sync leadership on PostgreSQL', () => {
  let database: Disposable<string>;
  beforeAll(async () => {
    database = await createPostgresTestDatabase(testPostgresUrl ?? '');
  });
  afterAll(() => database.dispose());

  it('gives the lock to one process, hands it on when its connection drops, and fails over when it stops', async () => {
    const processes = [0, 1, 2].map(() =>
      advisoryLockLeadership({ connectionString: database.value, retryMs: 100 }),
    );
    await Promise.all(processes.map((leadership) => leadership.start()));
    try {
      expect(processes.filter((leadership) => leadership.isLeader())).toHaveLength(1);
      const leader = processes.find((leadership) => leadership.isLeader());
      // The leader's connection is killed by the server, as when its process dies.
      const admin = new pg.Client({ connectionString: database.value });
      await admin.connect();
      try {
        await admin.query(
          `select pg_terminate_backend(pid) from pg_locks
           where locktype = 'advisory' and classid = $1 and objid = $2 and granted`,
          [advisoryLockNamespace, SYNC_LEADER_LOCK],
        );
      } finally {
        await admin.end();
      }
      await until(() => !leader?.isLeader());
      await until(() => processes.filter((leadership) => leadership.isLeader()).length === 1);
      // Its process goes away for good: another one leads within a retry.
      const current = processes.find((leadership) => leadership.isLeader());
      await current?.stop();
      await until(() => processes.filter((leadership) => leadership.isLeader()).length === 1);
      expect(processes.find((leadership) => leadership.isLeader())).not.toBe(current);
    } finally {
      await Promise.all(processes.map((leadership) => leadership.stop()));
    }
  });
});
