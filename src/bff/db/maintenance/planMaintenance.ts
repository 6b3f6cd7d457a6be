import type { Database } from '../database';
import { CHURNING_TABLES } from './churningTables';
import { type MaintenanceNeed, maintenanceNeed } from './maintenanceNeed';
import { readTableStatistics } from './tableStatistics';

/** What the tables need now, by their statistics (ADR 052): one short read, nothing run. */
export async function planMaintenance(
  db: Database,
  tables: readonly string[] = CHURNING_TABLES,
): Promise<MaintenanceNeed[]> {
  const statistics = await readTableStatistics(db, tables);
  return statistics.flatMap((stats) => maintenanceNeed(stats) ?? []);
}
