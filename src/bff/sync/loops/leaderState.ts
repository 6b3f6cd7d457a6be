import { REQUEST_TYPES, type RequestType } from '../../../contract/upstream/index';
import type { Database } from '../../db/database';
import { type BackfillCursor, backfillCursor, initialBackfillCursor } from '../backfill';
import { initialReconcileState, type ReconcileState, reconcileState } from '../reconcile';
import { readSyncState, writeSyncState } from '../syncStateStore';
import { createMaintenanceRound, type MaintenanceRound } from './maintenanceWork';
import type { SyncWorkContext } from './syncWorkContext';
import type { WorkBlocks } from './workBlocks';

export const backfillStateKey = (type: RequestType) => `backfill:${type}`;
export const RECONCILE_STATE_KEY = 'reconcile';

/**
 * What the vendor loop keeps between passes while this process leads. The cursors and the
 * reconcile state are working copies of `sync_state` (the leader is its only writer); null until
 * loaded, and again once leadership changes hands.
 */
export interface LeaderState {
  cursors: Record<RequestType, BackfillCursor> | null;
  reconcile: ReconcileState | null;
  blocks: WorkBlocks;
  /** Failures in a row, for the backoff. */
  failures: { backfill: number; reconcile: number; statuses: number };
  /** The types whose statuses the cache holds (ADR 051); null until looked at. */
  statusesStored: Set<RequestType> | null;
  /** The stored progress changed since the last `sync.progress` event. */
  progressDirty: boolean;
  /** The upkeep of the database's own tables (ADR 052). */
  maintenance: MaintenanceRound;
}

export function createLeaderState(): LeaderState {
  return {
    cursors: null,
    reconcile: null,
    blocks: new Map(),
    failures: { backfill: 0, reconcile: 0, statuses: 0 },
    statusesStored: null,
    progressDirty: false,
    maintenance: createMaintenanceRound(),
  };
}

/**
 * Drops the working copies, so the next pass reads the stored state again, and the maintenance
 * round, whose plan a new term of leading makes again one interval later.
 */
export function forgetStoredState(state: LeaderState): void {
  state.cursors = null;
  state.reconcile = null;
  state.statusesStored = null;
  state.maintenance = createMaintenanceRound();
}

export async function loadStoredState(
  context: Pick<SyncWorkContext, 'db' | 'clock' | 'settings'>,
  state: LeaderState,
): Promise<void> {
  const { db, clock, settings } = context;
  const fresh = initialBackfillCursor(clock.now(), settings.backfillHorizonMonths);
  state.cursors = {
    order: await readSyncState(db, backfillStateKey('order'), backfillCursor, fresh),
    budget: await readSyncState(db, backfillStateKey('budget'), backfillCursor, fresh),
  };
  state.reconcile = await readSyncState(db, RECONCILE_STATE_KEY, reconcileState, initialReconcileState);
}

export async function saveCursor(
  context: Pick<SyncWorkContext, 'db' | 'clock'>,
  state: LeaderState,
  type: RequestType,
  cursor: BackfillCursor,
): Promise<void> {
  if (state.cursors) state.cursors[type] = cursor;
  await writeSyncState(context.db, backfillStateKey(type), cursor, new Date(context.clock.now()));
  state.progressDirty = true;
}

export async function saveReconcile(
  context: Pick<SyncWorkContext, 'db' | 'clock'>,
  state: LeaderState,
  next: ReconcileState,
): Promise<void> {
  state.reconcile = next;
  await writeSyncState(context.db, RECONCILE_STATE_KEY, next, new Date(context.clock.now()));
  state.progressDirty = true;
}

/** When the earliest backfill began (the reconcile's first `since`), if one did. */
export function backfillStartedAt(state: LeaderState): number | null {
  if (!state.cursors) return null;
  const starts = [state.cursors.order.startedAt, state.cursors.budget.startedAt].filter(
    (at): at is number => at !== null,
  );
  return starts.length > 0 ? Math.min(...starts) : null;
}

/**
 * When Painel began following the account, from any process: the earliest stored backfill start,
 * so a figure with no history yet can say since when it is being watched (ADR 065).
 */
export async function storedBackfillStartedAt(db: Database): Promise<number | null> {
  const read = (type: RequestType) =>
    readSyncState(db, backfillStateKey(type), backfillCursor.nullable(), null);
  const starts = (await Promise.all(REQUEST_TYPES.map(read))).flatMap((cursor) => cursor?.startedAt ?? []);
  return starts.length > 0 ? Math.min(...starts) : null;
}
