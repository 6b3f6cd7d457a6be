import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { OpenedDatabase } from './database';
import { findMigrationsFolder } from './migrationsFolder';
import { openDatabase } from './openDatabase';
import { queryRows } from './queryRows';
import * as schema from './schema';
import { governorCircuit, upstreamCalls } from './schema';
import {
  type Disposable,
  createPostgresTestDatabase,
  createTempDataDir,
  testPostgresUrl,
  skipPostgresSuite,
} from './testing/testDatabases';

const journal = z
  .object({ entries: z.array(z.object({ tag: z.string() })) })
  .parse(JSON.parse(readFileSync(join(findMigrationsFolder(), 'meta', '_journal.json'), 'utf8')));

interface Engine {
  open(): Promise<OpenedDatabase>;
  dispose(): Promise<void>;
}

function storageSuite(kind: 'pglite' | 'postgres', makeEngine: () => Promise<Engine>) {
  let engine: Engine;
  let opened: OpenedDatabase;

  beforeAll(async () => {
    engine = await makeEngine();
    opened = await engine.open();
  });
  afterAll(async () => {
    await opened.close();
    await engine.dispose();
  });

  it('applies every migration at start and says which engine it is', async () => {
    expect(opened.kind).toBe(kind);
    const applied = await queryRows(
      opened.db,
      sql`select count(*) as count from drizzle.__drizzle_migrations`,
      z.object({ count: z.coerce.number() }),
    );
    expect(applied[0]?.count).toBe(journal.entries.length);
    const tables = await queryRows(
      opened.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      z.object({ table_name: z.string() }),
    );
    // The migrations create exactly the tables the schema declares: none missing, none stray.
    const declared = (Object.values(schema) as unknown[])
      .flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : []))
      .sort();
    expect(declared).toContain('upstream_calls');
    expect(tables.map((table) => table.table_name)).toEqual(declared);
    const circuit = await opened.db.select().from(governorCircuit);
    expect(circuit).toEqual([expect.objectContaining({ id: 1, state: 'closed' })]);
  });

  it('keeps data and applies nothing twice when opened again', async () => {
    const startedAt = new Date(Date.UTC(2025, 0, 2, 3, 4, 5, 678));
    const [row] = await opened.db
      .insert(upstreamCalls)
      .values({
        priority: 'write',
        purpose: 'PUT x',
        instance: 'test',
        startedAt,
        endsAt: startedAt,
        reservedMs: 1,
      })
      .returning();
    await opened.close();
    opened = await engine.open();
    const [again] = await opened.db
      .select()
      .from(upstreamCalls)
      .where(eq(upstreamCalls.id, row?.id ?? -1));
    expect(again?.startedAt.toISOString()).toBe(startedAt.toISOString());
    const applied = await queryRows(
      opened.db,
      sql`select count(*) as count from drizzle.__drizzle_migrations`,
      z.object({ count: z.coerce.number() }),
    );
    expect(applied[0]?.count).toBe(journal.entries.length);
  });

  it('rolls a failed transaction back', async () => {
    const before = await opened.db.select().from(upstreamCalls);
    const failure = new Error('abandon');
    await expect(
      opened.db.transaction(async (tx) => {
        await tx.insert(upstreamCalls).values({
          priority: 'backfill',
          purpose: 'GET page',
          instance: 'test',
          startedAt: new Date(),
          endsAt: new Date(),
          reservedMs: 1,
        });
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await opened.db.select().from(upstreamCalls)).toHaveLength(before.length);
  });

  it('reads raw rows the same way on either engine', async () => {
    const rows = await queryRows(
      opened.db,
      sql`select 9007199254740::int8 as big, 1.5::numeric as exact, now() as at`,
      z.object({ big: z.coerce.number(), exact: z.coerce.number(), at: z.coerce.date() }),
    );
    expect(rows).toEqual([{ big: 9007199254740, exact: 1.5, at: expect.any(Date) }]);
  });

  it('can enable pg_trgm and use a trigram index, as the mirror will', async () => {
    await opened.db.execute(sql`create extension if not exists pg_trgm`);
    await opened.db.execute(sql`create table trigram_probe (name text not null)`);
    try {
      await opened.db.execute(
        sql`create index trigram_probe_name on trigram_probe using gin (name gin_trgm_ops)`,
      );
      await opened.db.execute(
        sql`insert into trigram_probe (name) values ('Solar Kit Fortaleza'), ('Inversor 5kW'), ('Painel 550W')`,
      );
      const rows = await queryRows(
        opened.db,
        sql`select name, similarity(name, 'fortaleza') as score from trigram_probe where name ilike ${'%kit%'}`,
        z.object({ name: z.string(), score: z.coerce.number() }),
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]?.name).toBe('Solar Kit Fortaleza');
      expect(rows[0]?.score).toBeGreaterThan(0.3);
    } finally {
      await opened.db.execute(sql`drop table trigram_probe`);
    }
  });

  if (kind === 'postgres') {
    it('lets several processes start at once on a fresh database: one migrates, the others wait', async () => {
      const fresh = await createPostgresTestDatabase(testPostgresUrl ?? '');
      const handles = await Promise.all(
        Array.from({ length: 4 }, () =>
          openDatabase({ databaseUrl: fresh.value, dataDir: 'unused', poolSize: 2 }),
        ),
      );
      try {
        const applied = await queryRows(
          handles[0]?.db ?? opened.db,
          sql`select count(*) as count from drizzle.__drizzle_migrations`,
          z.object({ count: z.coerce.number() }),
        );
        expect(applied[0]?.count).toBe(journal.entries.length);
        expect(await (handles[3]?.db ?? opened.db).select().from(governorCircuit)).toHaveLength(1);
      } finally {
        await Promise.all(handles.map((handle) => handle.close()));
        await fresh.dispose();
      }
    });
  }
}

describe('storage on PGlite', () => {
  storageSuite('pglite', async () => {
    const temp = await createTempDataDir();
    // A data folder that does not exist yet: PGlite's files go where DATA_DIR says, created on demand.
    const dataDir = join(temp.value, 'nested', 'data');
    return { open: () => openDatabase({ dataDir }), dispose: temp.dispose };
  });
});

const skipPostgres = skipPostgresSuite('storage on PostgreSQL');
describe.skipIf(skipPostgres)('storage on PostgreSQL', () => {
  storageSuite('postgres', async () => {
    const database: Disposable<string> = await createPostgresTestDatabase(testPostgresUrl ?? '');
    return {
      open: () => openDatabase({ databaseUrl: database.value, dataDir: 'unused' }),
      dispose: database.dispose,
    };
  });
});

describe('storage in memory', () => {
  it('opens a migrated PGlite without files, for tests that need no restart', async () => {
    const opened = await openDatabase({ dataDir: 'memory://' });
    try {
      expect(opened.kind).toBe('pglite');
      expect(await opened.db.select().from(governorCircuit)).toHaveLength(1);
    } finally {
      await opened.close();
    }
  });
});

describe('the migrations folder', () => {
  it('is found from the source tree, from the server bundle folder, and from the working directory', () => {
    const expected = resolve('drizzle');
    expect(findMigrationsFolder()).toBe(expected);
    expect(findMigrationsFolder(resolve('dist/server'))).toBe(expected);
    expect(findMigrationsFolder(tmpdir())).toBe(expected);
  });
});
