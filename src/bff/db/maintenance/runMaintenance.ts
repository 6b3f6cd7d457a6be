import { sql } from 'drizzle-orm';
import type { Database } from '../database';
import type { MaintenanceNeed } from './maintenanceNeed';

export interface MaintenanceDone extends MaintenanceNeed {
  /** Wall time of the statement, for the log (ADR 052 says what it blocks meanwhile). */
  ms: number;
}

/**
 * Runs what one table needs, straight on the database and never inside a transaction (VACUUM
 * refuses one). On PGlite it holds the one connection until done; on PostgreSQL it takes only a
 * lock that lets reads and writes go on.
 */
export async function runMaintenance(db: Database, need: MaintenanceNeed): Promise<MaintenanceDone> {
  const table = sql.identifier(need.table);
  const started = performance.now();
  await db.execute(need.action === 'vacuum' ? sql`vacuum (analyze) ${table}` : sql`analyze ${table}`);
  return { ...need, ms: Math.round(performance.now() - started) };
}
