import type { Config } from '../config';

const HOUR_MS = 3_600_000;

/** How the sync paces itself (ADR 018); from the configuration, with fixed retentions. */
export interface SyncSettings {
  /** How far back in creation dates the backfill goes. */
  backfillHorizonMonths: number;
  /** The part of the background call budget the backfill leaves for follow-ups and reconciles. */
  backfillReserveShare: number;
  reconcileMinMs: number;
  reconcileMaxMs: number;
  /** How far before the last run's start each reconcile window begins (whole days are listed). */
  reconcileOverlapMs: number;
  /** Deliveries about one request within this time share one refresh. */
  refreshCoalesceMs: number;
  /** Processed deliveries are kept this long: their keys recognise a late repeat. */
  inboxRetentionMs: number;
  /** Live events kept for resumption: this long, and at most this many. */
  liveRetentionMs: number;
  liveMaxEvents: number;
  /** A vendor call counts at this much wall time while it runs (the governor's time-out). */
  callTimeoutMs: number;
  /** How often the leader checks whether its tables need a VACUUM or an ANALYZE (ADR 052). */
  maintenanceCheckMs: number;
}

export function syncSettingsFromConfig(config: Config): SyncSettings {
  return {
    backfillHorizonMonths: config.BACKFILL_HORIZON_MONTHS,
    backfillReserveShare: 0.25,
    reconcileMinMs: config.RECONCILE_MIN_SECONDS * 1000,
    reconcileMaxMs: config.RECONCILE_MAX_SECONDS * 1000,
    reconcileOverlapMs: config.RECONCILE_OVERLAP_HOURS * HOUR_MS,
    refreshCoalesceMs: config.WEBHOOK_REFRESH_COALESCE_SECONDS * 1000,
    inboxRetentionMs: 7 * 24 * HOUR_MS,
    liveRetentionMs: HOUR_MS,
    liveMaxEvents: 10_000,
    callTimeoutMs: config.UPSTREAM_TIMEOUT_MS,
    maintenanceCheckMs: config.TABLE_MAINTENANCE_CHECK_MINUTES * 60_000,
  };
}
