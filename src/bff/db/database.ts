import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;

/**
 * The one database type the backend codes against, whichever engine is underneath (PGlite or a
 * PostgreSQL server): Drizzle's common PostgreSQL database with every table of our schema.
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** The `tx` handed to `db.transaction(async (tx) => ...)`; it is itself a Database. */
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface OpenedDatabase {
  db: Database;
  kind: DatabaseKind;
  /** Ends the pool or shuts PGlite down (flushing its files); the handle is unusable afterwards. */
  close(): Promise<void>;
}
