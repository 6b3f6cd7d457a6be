import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database';
import { findMigrationsFolder } from '../db/migrationsFolder';
import { queryRows } from '../db/queryRows';

const journal = z.object({ entries: z.array(z.object({ when: z.number() })) });

/** The migrations this build ships: how many, and when the newest was generated. */
export function shippedMigrations(folder: string = findMigrationsFolder()): {
  count: number;
  newest: number;
} {
  const entries = journal.parse(
    JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')),
  ).entries;
  return { count: entries.length, newest: Math.max(0, ...entries.map((entry) => entry.when)) };
}

export interface DatabaseReadiness {
  database: { ok: boolean; latencyMs: number };
  migrations: { ok: boolean; applied: number; expected: number };
  /** What failed, in a sentence, when something did. */
  failure: string | null;
}

const appliedRow = z.object({ applied: z.coerce.number(), newest: z.coerce.number().nullable() });

/**
 * Can this process serve? The database answers, and its schema is the one this build expects
 * (Drizzle's migration table holds the newest shipped migration). Another replica may have
 * migrated further; that is fine, an older schema is not.
 */
export async function checkDatabaseReadiness(
  db: Database,
  expected: { count: number; newest: number },
): Promise<DatabaseReadiness> {
  const started = performance.now();
  try {
    const [row] = await queryRows(
      db,
      sql`select count(*) as applied, max(created_at) as newest from drizzle.__drizzle_migrations`,
      appliedRow,
    );
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    const applied = row?.applied ?? 0;
    const ok = (row?.newest ?? 0) >= expected.newest;
    return {
      database: { ok: true, latencyMs },
      migrations: { ok, applied, expected: expected.count },
      failure: ok
        ? null
        : `the database schema is older than this build (${applied} of ${expected.count} migrations)`,
    };
  } catch (error) {
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    return {
      database: { ok: false, latencyMs },
      migrations: { ok: false, applied: 0, expected: expected.count },
      failure: `the database does not answer (${error instanceof Error ? error.name : 'error'})`,
    };
  }
}
