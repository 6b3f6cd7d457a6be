import { PGlite } from '@electric-sql/pglite';
import { is, Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from './database';
import { runPrepared } from './pglitePrepared';
import { queryRows } from './queryRows';

/** A value for a hot statement: cast anything else in its SQL (`::timestamptz`, `::jsonb`). */
export type HotParam = string | number | boolean | null;

interface PoolLike {
  query(config: { text: string; values: readonly unknown[] }): Promise<{ rows: unknown[] }>;
}

const dialect = new PgDialect();
/** Names each hot statement for the embedded database's statement cache. */
let statements = 0;

/** `$1` ... `$n` of a built text as a Drizzle query again, for a transaction's handle. */
function asDrizzle(text: string, params: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks = parts.map((part, index) =>
    index % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`,
  );
  return sql.join(chunks, sql.raw(''));
}

/**
 * A statement on the path of every request or every write: written with Drizzle's `sql` (table
 * and column names come from the schema) and `sql.placeholder(name)` for its values, turned into
 * text once, then sent straight to the database's client. Drizzle's work around each query
 * (building it, filling placeholders, mapping rows, and on PGlite a copy of all ~320 type
 * parsers) costs more than the statement itself on PGlite: an idempotency key's insert took
 * 0.57 ms this way against 1.6 ms as a prepared Drizzle query (ADR 020).
 *
 * On PGlite the statement is prepared once, by name, and each run is one message to the engine
 * (pglitePrepared.ts): a lookup by key went from 0.41 ms to 0.11 ms.
 *
 * Rows are parsed by `row`, because the drivers type values differently (node-postgres gives int8
 * and numeric as text); joined columns need distinct names (alias them). Values are text, numbers,
 * booleans or null; cast others in the SQL. A transaction hides its client, so there the same
 * text goes through Drizzle. Build each once, at module level: every one is a named statement
 * that PGlite keeps for its life.
 */
export function hotStatement<T extends z.ZodType>(query: SQL, row: T) {
  const built = dialect.sqlToQuery(query);
  statements += 1;
  const name = `painel_hot_${statements}`;
  return async (db: Database, values: Record<string, HotParam>): Promise<Array<z.output<T>>> => {
    const params = built.params.map((param) => {
      if (!is(param, Placeholder)) return param;
      if (!(param.name in values)) throw new Error(`No value for "${param.name}" of a hot statement.`);
      return values[param.name];
    });
    const client = (db as { $client?: unknown }).$client;
    if (client === undefined) return queryRows(db, asDrizzle(built.sql, params), row);
    const rows =
      client instanceof PGlite
        ? await runPrepared(client, name, built.sql, params)
        : (await (client as PoolLike).query({ text: built.sql, values: params })).rows;
    return rows.map((value) => row.parse(value));
  };
}
