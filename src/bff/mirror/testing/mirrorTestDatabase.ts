import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import type { Database, OpenedDatabase } from '../../db/database';
import { openDatabase } from '../../db/openDatabase';
import {
  createPostgresTestDatabase,
  type Disposable,
  testPostgresUrl,
  skipPostgresSuite,
} from '../../db/testing/testDatabases';

/** Empties the mirror's tables (history ids start again at 1). */
export async function emptyMirror(db: Database): Promise<void> {
  await db.execute(
    sql`truncate mirror_requests, request_history, request_status_stays, mirror_status_totals restart identity`,
  );
}

export interface EngineSuiteOptions {
  /**
   * Data the suite's tests only read: written once per engine, and the database is then not
   * emptied between tests (seeding before every test would dominate the run time).
   */
  sharedSeed?: (db: Database) => Promise<unknown>;
}

/**
 * Runs `suite` on an in-memory PGlite and, when TEST_DATABASE_URL is set, again on a fresh
 * PostgreSQL database (dropped afterwards); the skip is said out loud. One database per engine
 * per file, emptied before every test unless the suite shares one seed.
 */
export function describeOnEachEngine(
  title: string,
  suite: (db: () => Database) => void,
  options: EngineSuiteOptions = {},
): void {
  const prepare = (getDb: () => Database) => {
    if (options.sharedSeed) {
      const seed = options.sharedSeed;
      beforeAll(async () => {
        await emptyMirror(getDb());
        await seed(getDb());
      });
    } else {
      beforeEach(() => emptyMirror(getDb()));
    }
  };
  describe(`${title} (PGlite)`, () => {
    let opened: OpenedDatabase;
    beforeAll(async () => {
      opened = await openDatabase({ dataDir: 'memory://' });
    });
    afterAll(() => opened.close());
    prepare(() => opened.db);
    suite(() => opened.db);
  });

  const skipPostgres = skipPostgresSuite(`${title} (PostgreSQL)`);
  describe.skipIf(skipPostgres)(`${title} (PostgreSQL)`, () => {
    let database: Disposable<string>;
    let opened: OpenedDatabase;
    beforeAll(async () => {
      database = await createPostgresTestDatabase(testPostgresUrl ?? '');
      opened = await openDatabase({ databaseUrl: database.value, dataDir: 'unused', poolSize: 4 });
    });
    afterAll(async () => {
      await opened?.close();
      await database?.dispose();
    });
    prepare(() => opened.db);
    suite(() => opened.db);
  });
}
