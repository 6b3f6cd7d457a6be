import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../database';
import { queryRows } from '../queryRows';

const count = z.coerce.number();

/** What the engine's cumulative statistics say of one table, as the maintenance check reads them. */
export const tableStatistics = z.object({
  table: z.string(),
  /** The planner's row count (pg_class.reltuples), kept in the catalog; -1 until first vacuumed or analyzed. */
  reltuples: count,
  live: count,
  dead: count,
  modifiedSinceAnalyze: count,
  insertedSinceVacuum: count,
  /** Vacuums by anyone (autovacuum included) since the statistics began. */
  vacuums: count,
  /** Bytes of the table's main fork: zero for a table that never held a row. */
  bytes: count,
});
export type TableStatistics = z.output<typeof tableStatistics>;

/**
 * The statistics of the named tables of the current schema (a name without a table is left out).
 * Both engines keep them (ADR 052); PGlite loses them when it closes, PostgreSQL after a crash.
 */
export async function readTableStatistics(
  db: Database,
  tables: readonly string[],
): Promise<TableStatistics[]> {
  if (tables.length === 0) return [];
  const names = sql.join(
    tables.map((name) => sql`${name}`),
    sql`, `,
  );
  return queryRows(
    db,
    sql`select s.relname as "table", c.reltuples, s.n_live_tup as live, s.n_dead_tup as dead,
          s.n_mod_since_analyze as "modifiedSinceAnalyze", s.n_ins_since_vacuum as "insertedSinceVacuum",
          s.vacuum_count + s.autovacuum_count as vacuums, pg_relation_size(s.relid) as bytes
        from pg_stat_user_tables s join pg_class c on c.oid = s.relid
        where s.schemaname = current_schema() and s.relname in (${names})
        order by s.relname`,
    tableStatistics,
  );
}
