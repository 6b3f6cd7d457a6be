import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../database';
import { openDatabase } from '../openDatabase';
import {
  createPostgresTestDatabase,
  type Disposable,
  skipPostgresSuite,
  testPostgresUrl,
} from '../testing/testDatabases';
import { CHURNING_TABLES } from './churningTables';
import { planMaintenance } from './planMaintenance';
import { runMaintenance } from './runMaintenance';
import { readTableStatistics } from './tableStatistics';

// The statistics and VACUUM are the engine's own: checked on PGlite always, on a server when there is one.
const skipPostgres = skipPostgresSuite('table maintenance on PostgreSQL');
const BACKENDS = [
  { name: 'PGlite', serverUrl: undefined },
  ...(skipPostgres ? [] : [{ name: 'PostgreSQL', serverUrl: testPostgresUrl }]),
];
const PROBE = 'maintenance_probe';

describe.each(BACKENDS)('table maintenance on $name', ({ serverUrl }) => {
  let server: Disposable<string> | undefined;
  let opened: OpenedDatabase;
  const db = () => opened.db;

  /**
   * A backend hands its counts to the shared statistics at most once a second, when idle; this
   * asks for it now, so that the check sees every change made so far without a wait. One pooled
   * connection (below) makes it the backend that made them.
   */
  const flushStatistics = () => db().execute(sql`select pg_stat_force_next_flush()`);
  const plan = async () => {
    await flushStatistics();
    return planMaintenance(db(), [PROBE]);
  };
  const probeStatistics = async () => {
    await flushStatistics();
    const [stats] = await readTableStatistics(db(), [PROBE]);
    if (!stats) throw new Error('the probe table has no statistics');
    return stats;
  };

  beforeAll(async () => {
    server = serverUrl ? await createPostgresTestDatabase(serverUrl) : undefined;
    opened = await openDatabase({ databaseUrl: server?.value, dataDir: 'memory://', poolSize: 1 });
    // Autovacuum, where the server runs it, must not do this suite's work before the check does.
    await db().execute(
      sql`create table ${sql.identifier(PROBE)} (id integer primary key, v text not null) with (autovacuum_enabled = false)`,
    );
    await db().execute(
      sql`insert into ${sql.identifier(PROBE)} select g, 'first' from generate_series(1, 1000) g`,
    );
  });
  afterAll(async () => {
    await opened?.close();
    await server?.dispose();
  });

  it('reads the statistics of every table it keeps', async () => {
    const names = (await readTableStatistics(db(), CHURNING_TABLES)).map((stats) => stats.table);
    expect(names).toEqual([...CHURNING_TABLES].sort());
  });

  // The steps below build on each other, in order: one table living through its changes.
  it('vacuums a table the statistics never saw vacuumed, and then finds nothing to do', async () => {
    expect(await plan()).toEqual([{ table: PROBE, action: 'vacuum', reason: 'never vacuumed' }]);
    const [need] = await plan();
    if (!need) throw new Error('no plan');
    const done = await runMaintenance(db(), need);
    expect(done.ms).toBeGreaterThanOrEqual(0);
    expect(await probeStatistics()).toMatchObject({ vacuums: 1, reltuples: 1_000, dead: 0 });
    expect(await plan()).toEqual([]);
  });

  it('does nothing after a few changes', async () => {
    await db().execute(sql`update ${sql.identifier(PROBE)} set v = 'few' where id <= 40`);
    expect(await plan()).toEqual([]);
  });

  it('vacuums once every row was rewritten, and a second check does nothing', async () => {
    await db().execute(sql`update ${sql.identifier(PROBE)} set v = 'rewritten'`);
    const before = await probeStatistics();
    expect(before.dead).toBeGreaterThanOrEqual(1_000);
    const needs = await plan();
    expect(needs).toEqual([{ table: PROBE, action: 'vacuum', reason: 'dead rows' }]);
    for (const need of needs) await runMaintenance(db(), need);
    const after = await probeStatistics();
    expect(after.dead).toBe(0);
    expect(after.vacuums).toBe(before.vacuums + 1);
    expect(await plan()).toEqual([]);
  });

  it('only analyzes after enough inserts to move the statistics but not to vacuum', async () => {
    await db().execute(
      sql`insert into ${sql.identifier(PROBE)} select g, 'more' from generate_series(1001, 1200) g`,
    );
    const needs = await plan();
    expect(needs).toEqual([{ table: PROBE, action: 'analyze', reason: 'modified rows' }]);
    for (const need of needs) await runMaintenance(db(), need);
    expect(await probeStatistics()).toMatchObject({ modifiedSinceAnalyze: 0, reltuples: 1_200 });
    expect(await plan()).toEqual([]);
  });
});
