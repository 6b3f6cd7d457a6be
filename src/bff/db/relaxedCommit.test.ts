import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { OpenedDatabase } from './database';
import { openDatabase } from './openDatabase';
import { queryRows } from './queryRows';
import { relaxedCommit } from './relaxedCommit';
import {
  createPostgresTestDatabase,
  type Disposable,
  skipPostgresSuite,
  testPostgresUrl,
} from './testing/testDatabases';

const setting = z.object({ synchronous_commit: z.string() });

function relaxesOnlyItsOwnStatement(open: () => OpenedDatabase) {
  it('commits its statement without waiting for the disk, and the next statement waits again', async () => {
    const { db } = open();
    const [inside] = await queryRows(
      db,
      sql`${relaxedCommit} select current_setting('synchronous_commit') as synchronous_commit from relaxed_commit`,
      setting,
    );
    expect(inside?.synchronous_commit).toBe('off');
    // One connection in the pool: the setting must not have stayed on it.
    const [after] = await queryRows(
      db,
      sql`select current_setting('synchronous_commit') as synchronous_commit`,
      setting,
    );
    expect(after?.synchronous_commit).toBe('on');
  });
}

describe('relaxedCommit on PGlite', () => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(() => opened.close());
  relaxesOnlyItsOwnStatement(() => opened);
});

describe.skipIf(skipPostgresSuite('relaxedCommit on PostgreSQL'))('relaxedCommit on PostgreSQL', () => {
  let database: Disposable<string>;
  let opened: OpenedDatabase;
  beforeAll(async () => {
    database = await createPostgresTestDatabase(testPostgresUrl ?? '');
    opened = await openDatabase({ databaseUrl: database.value, dataDir: 'unused', poolSize: 1 });
  });
  afterAll(async () => {
    await opened?.close();
    await database?.dispose();
  });
  relaxesOnlyItsOwnStatement(() => opened);
});
