import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** The PostgreSQL server storage tests also run against; unset means PGlite only. */
export const testPostgresUrl = process.env.TEST_DATABASE_URL || undefined;

/** Says out loud that a PostgreSQL suite is skipped, so a skip is never silent. */
export function warnWhenPostgresSkipped(suite: string): void {
  if (!testPostgresUrl) {
    console.warn(`${suite}: skipped because TEST_DATABASE_URL is not set (the PGlite suite still runs).`);
  }
}

export interface Disposable<T> {
  value: T;
  dispose(): Promise<void>;
}

/** A fresh PGlite data folder under the system temp folder, removed afterwards. */
export async function createTempDataDir(): Promise<Disposable<string>> {
  const dir = await mkdtemp(join(tmpdir(), 'painel-db-'));
  return { value: dir, dispose: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * A fresh, uniquely named database on the test server, dropped afterwards (even with sessions
 * still open), because CI reuses the server development left behind.
 */
export async function createPostgresTestDatabase(baseUrl: string): Promise<Disposable<string>> {
  const name = `painel_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    value: url.toString(),
    async dispose() {
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
