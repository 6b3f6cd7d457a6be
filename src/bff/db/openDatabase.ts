import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { advisoryLockNamespace, advisoryLocks } from './advisoryLocks';
import type { Database, OpenedDatabase } from './database';
import { memoryTemplate } from './memoryTemplate';
import { findMigrationsFolder } from './migrationsFolder';
import * as schema from './schema';

export interface OpenDatabaseOptions {
  /** A PostgreSQL server; when absent, an embedded PGlite keeps its files in `dataDir`. */
  databaseUrl?: string | undefined;
  /**
   * Where PGlite keeps its files (created when missing); unused with a server. `memory://` keeps
   * everything in memory, for tests that need no restart (faster to start than a fresh folder).
   */
  dataDir: string;
  /** The generated migrations; found next to the code when not given. */
  migrationsFolder?: string;
  /** Connections in the server pool (default 10). */
  poolSize?: number;
  /** Errors of idle pooled connections (a server restart, a network drop); without one they are printed. */
  onPoolError?: (error: Error) => void;
}

/**
 * Opens the one database and brings its schema up to date before anyone uses it: a PostgreSQL
 * server when `databaseUrl` is set, otherwise PGlite in `dataDir`. Both come back as the same
 * Drizzle `Database`, so no other code knows or cares which engine it talks to.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  const migrationsFolder = options.migrationsFolder ?? findMigrationsFolder();
  return options.databaseUrl
    ? openServer(options.databaseUrl, migrationsFolder, options)
    : openEmbedded(options.dataDir, migrationsFolder);
}

async function openEmbedded(folder: string, migrationsFolder: string): Promise<OpenedDatabase> {
  const inMemory = folder.startsWith('memory://');
  const dataDir = inMemory ? folder : resolve(folder);
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const template = inMemory ? await memoryTemplate() : undefined;
  // pg_trgm is loaded now so that a migration can `CREATE EXTENSION pg_trgm` on either engine.
  const client = await PGlite.create({
    dataDir,
    extensions: { pg_trgm },
    ...(template ? { loadDataDir: template } : {}),
  });
  try {
    const db = drizzlePglite({ client, schema });
    // One PGlite belongs to one process, so nobody else can be migrating it at the same time.
    await migratePglite(db, { migrationsFolder });
    return { db: db satisfies Database, kind: 'pglite', close: () => client.close() };
  } catch (error) {
    await client.close();
    throw error;
  }
}

async function openServer(
  connectionString: string,
  migrationsFolder: string,
  options: OpenDatabaseOptions,
): Promise<OpenedDatabase> {
  const pool = new pg.Pool({ connectionString, max: options.poolSize ?? 10 });
  pool.on(
    'error',
    options.onPoolError ?? ((error) => console.error(`PostgreSQL connection error: ${error.message}`)),
  );
  // The pool listens for errors only while a connection is idle. One checked out between two
  // queries (inside a transaction) that the server terminates would emit 'error' to nobody and
  // crash the process; with this listener its next query fails instead, and the pool drops it
  // on release because it is no longer queryable.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  try {
    await migrateUnderLock(pool, migrationsFolder);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzleNodePg({ client: pool, schema });
  return { db: db satisfies Database, kind: 'postgres', close: () => pool.end() };
}

/**
 * Several backend processes may start at once against one server. Drizzle's migrator is not safe
 * against that (two could both see a migration as pending), so each takes a session advisory
 * lock on one dedicated connection and migrates while holding it; the others wait, then find
 * nothing left to do.
 */
async function migrateUnderLock(pool: pg.Pool, migrationsFolder: string) {
  const connection = await pool.connect();
  let broken = false;
  try {
    await connection.query('select pg_advisory_lock($1, $2)', [
      advisoryLockNamespace,
      advisoryLocks.migrations,
    ]);
    try {
      await migrateNodePg(drizzleNodePg({ client: connection, schema }), { migrationsFolder });
    } finally {
      await connection.query('select pg_advisory_unlock($1, $2)', [
        advisoryLockNamespace,
        advisoryLocks.migrations,
      ]);
    }
  } catch (error) {
    broken = true;
    throw error;
  } finally {
    // A connection that failed mid-way may still hold the lock; destroying it releases it.
    connection.release(broken);
  }
}
