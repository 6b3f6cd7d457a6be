import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../contract/api/liveEvents';
import { ManualClock } from '../clock';
import type { OpenedDatabase } from '../db/database';
import { openDatabase } from '../db/openDatabase';
import {
  createPostgresTestDatabase,
  type Disposable,
  testPostgresUrl,
  skipPostgresSuite,
} from '../db/testing/testDatabases';
import { createPostgresLiveBus, type LiveBus, type StoredLiveEvent } from './liveBus';

const removed = (code: string): LiveEvent => ({
  kind: 'request.removed',
  type: 'order',
  code,
  actor: { kind: 'sync', source: 'reconcile' },
});

async function until(check: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const skipPostgres = skipPostgresSuite('live events across processes on PostgreSQL');
describe.skipIf(skipPostgres)('live events across processes on PostgreSQL', () => {
  let database: Disposable<string>;
  let processes: OpenedDatabase[];
  let buses: LiveBus[];
  beforeAll(async () => {
    database = await createPostgresTestDatabase(testPostgresUrl ?? '');
    processes = [];
    for (let i = 0; i < 2; i += 1) {
      processes.push(await openDatabase({ databaseUrl: database.value, dataDir: 'unused', poolSize: 3 }));
    }
    const clock = new ManualClock(Date.UTC(2025, 5, 15, 12));
    buses = processes.map((opened) =>
      createPostgresLiveBus({ db: opened.db, clock, connectionString: database.value }),
    );
    await Promise.all(buses.map((bus) => bus.listening()));
  });
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    await Promise.all(processes.map((opened) => opened.close()));
    await database.dispose();
  });

  it('fans every event out to every process through LISTEN/NOTIFY, with one sequence of ids', async () => {
    const [first, second] = buses as [LiveBus, LiveBus];
    const heard: StoredLiveEvent[][] = [[], []];
    buses.forEach((bus, i) => bus.subscribe((stored) => heard[i]?.push(stored)));
    const a = await first.publish(removed('1'));
    const b = await second.publish(removed('2'));
    const c = await first.publish(removed('3'));
    await until(() => heard.every((list) => list.length === 3));
    for (const list of heard) {
      expect(list.map((stored) => stored.id).sort((x, y) => x - y)).toEqual([a, b, c]);
      expect(list.find((stored) => stored.id === b)?.event).toEqual(removed('2'));
    }
    expect(b).toBeGreaterThan(a);
    expect((await second.replay(a, 10)).events.map((stored) => stored.id)).toEqual([b, c]);
  });

  it('carries wake-up signals to the other processes', async () => {
    const [first, second] = buses as [LiveBus, LiveBus];
    let woken = 0;
    second.onSignal('inbox', () => {
      woken += 1;
    });
    await first.signal('inbox');
    await until(() => woken === 1);
  });
});
