import type { RequestType } from '../../../contract/upstream/index';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { Governor } from '../../governor/governor';
import type { ApplyObservation } from '../../webhooks/inbox/processInbox';
import type { WebhookInbox } from '../../webhooks/inbox/webhookInbox';
import type { LiveBus } from '../../live/liveBus';
import type { Leadership } from '../leadership';
import type { SyncSettings } from '../syncSettings';
import type { ListPage } from '../vendorListing';

export interface SyncLogger {
  /** Routine upkeep an operator looks for only when asked (LOG_LEVEL=debug). */
  debug(details: Record<string, unknown>, message: string): void;
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
}

/** What the sync did since this process started, for metrics and tests. */
export interface SyncCounters {
  refreshes: number;
  refreshesNotFound: number;
  backfillPages: number;
  reconcilePages: number;
  reconcileRuns: number;
  deliveriesApplied: number;
  deliveriesFailed: number;
  refusals: number;
  vendorErrors: number;
}

/** The services every loop of the sync works with. */
export interface SyncServicesForLoops {
  db: Database;
  clock: Clock;
  governor: Governor;
  list: ListPage;
  apply: ApplyObservation;
  bus: LiveBus;
  inbox: WebhookInbox;
  leadership: Leadership;
  settings: SyncSettings;
  /**
   * Reads one type's statuses into the statuses cache, as background work (ADR 051); absent, the
   * sync leaves statuses to whoever asks first.
   */
  readStatuses?: (type: RequestType) => Promise<unknown>;
}

/**
 * What the loops share for the life of one engine: its services, its counters, and the logger,
 * which only `start` supplies (so it is a field here, read at each use, not a copy).
 */
export interface SyncWorkContext extends SyncServicesForLoops {
  counters: SyncCounters;
  logger: SyncLogger | undefined;
}

export function emptySyncCounters(): SyncCounters {
  return {
    refreshes: 0,
    refreshesNotFound: 0,
    backfillPages: 0,
    reconcilePages: 0,
    reconcileRuns: 0,
    deliveriesApplied: 0,
    deliveriesFailed: 0,
    refusals: 0,
    vendorErrors: 0,
  };
}
