import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** The PostgreSQL server storage tests also run against; unset means PGlite only (never in CI). */
export const testPostgresUrl = process.env.TEST_DATABASE_URL || undefined;

/** CI sets `CI=true` (`.ci/run` does, as hosted CI services do). */
const isCi = (env: NodeJS.ProcessEnv) => env.CI === 'true' || env.CI === '1';

/**
 * Whether a PostgreSQL suite must be skipped: only outside CI, when TEST_DATABASE_URL is unset,
 * and then it says so out loud. In CI a missing server fails the test file with what to do,
 * because PostgreSQL is the production engine and none of its suites may go unrun there.
 */
export function skipPostgresSuite(suite: string, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.TEST_DATABASE_URL) return false;
  if (isCi(env)) {
    throw new Error(
      `${suite}: TEST_DATABASE_URL is not set, and CI requires PostgreSQL. Start a server and set ` +
        'TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test (.ci/run does both when PostgreSQL is installed).',
    );
  }
  console.warn(`${suite}: skipped because TEST_DATABASE_URL is not set (the PGlite suite still runs).`);
  return true;
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
