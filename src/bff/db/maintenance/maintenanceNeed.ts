import type { TableStatistics } from './tableStatistics';

export type MaintenanceAction = 'vacuum' | 'analyze';

/** What a table needs and why (the reason goes to the log). */
export interface MaintenanceNeed {
  table: string;
  action: MaintenanceAction;
  reason: 'never vacuumed' | 'dead rows' | 'inserted rows' | 'modified rows';
}

/**
 * PostgreSQL's autovacuum defaults (autovacuum_vacuum_threshold and _scale_factor, the _insert_
 * ones, autovacuum_analyze_*), so that the check asks for what autovacuum would have done.
 */
export const MAINTENANCE_THRESHOLDS = {
  vacuumBase: 50,
  vacuumScale: 0.2,
  insertBase: 1_000,
  insertScale: 0.2,
  analyzeBase: 50,
  analyzeScale: 0.1,
} as const;

/**
 * Whether a table needs `VACUUM (ANALYZE)`, only `ANALYZE`, or nothing. Like autovacuum: dead
 * rows above 50 + 20 % of the table, or rows inserted since the last vacuum above 1,000 + 20 %
 * (so that an insert-only table gets its visibility map, which index-only scans need), ask for a
 * vacuum; rows changed since the last analyze above 50 + 10 % ask for an analyze. Beyond
 * autovacuum: a table holding rows that the statistics never saw vacuumed is vacuumed, because
 * PGlite's statistics start afresh at every open and cannot say what it holds (ADR 052).
 */
export function maintenanceNeed(
  stats: TableStatistics,
  limits: typeof MAINTENANCE_THRESHOLDS = MAINTENANCE_THRESHOLDS,
): MaintenanceNeed | null {
  const { table } = stats;
  // The catalog's count survives a restart; the live count covers a table never analyzed (-1).
  const rows = Math.max(stats.reltuples, stats.live, 0);
  if (stats.vacuums === 0 && stats.bytes > 0) return { table, action: 'vacuum', reason: 'never vacuumed' };
  if (stats.dead > limits.vacuumBase + limits.vacuumScale * rows) {
    return { table, action: 'vacuum', reason: 'dead rows' };
  }
  if (stats.insertedSinceVacuum > limits.insertBase + limits.insertScale * rows) {
    return { table, action: 'vacuum', reason: 'inserted rows' };
  }
  if (stats.modifiedSinceAnalyze > limits.analyzeBase + limits.analyzeScale * rows) {
    return { table, action: 'analyze', reason: 'modified rows' };
  }
  return null;
}
