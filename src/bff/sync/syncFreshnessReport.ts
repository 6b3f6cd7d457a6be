import type { Freshness } from '../../contract/api/freshness';
import { MAX_PAGE_LIMIT } from '../../contract/upstream/index';
import type { SyncFreshness } from '../mirror/read/freshnessSource';
import { mirrorCounts } from '../mirror/read/mirrorCounts';
import { backfillCursor, initialBackfillCursor } from './backfill';
import { backfillStateKey, RECONCILE_STATE_KEY } from './loops/leaderState';
import type { SyncServicesForLoops } from './loops/syncWorkContext';
import { initialReconcileState, reconcileState } from './reconcile';
import { syncFreshnessOf } from './syncFreshness';
import { readSyncState } from './syncStateStore';

type FreshnessSources = Pick<SyncServicesForLoops, 'db' | 'clock' | 'governor' | 'inbox' | 'settings'>;

/** The sync's part of GET /api/freshness, from the stored state (right on every process). */
export async function syncFreshnessReport(context: FreshnessSources): Promise<SyncFreshness> {
  const { db, clock, governor, inbox, settings } = context;
  const fallback = initialBackfillCursor(clock.now(), settings.backfillHorizonMonths);
  const [order, budget, storedReconcile, lastWebhookAt, status] = await Promise.all([
    readSyncState(db, backfillStateKey('order'), backfillCursor, fallback),
    readSyncState(db, backfillStateKey('budget'), backfillCursor, fallback),
    readSyncState(db, RECONCILE_STATE_KEY, reconcileState, initialReconcileState),
    inbox.lastReceivedAt(),
    governor.status(),
  ]);
  return syncFreshnessOf({
    cursors: { order, budget },
    reconcile: storedReconcile,
    lastWebhookAt,
    now: clock.now(),
    pageLimit: MAX_PAGE_LIMIT,
    // What the backfill may spend per hour: the background share less what it leaves to others.
    budgetPagesPerHour: status.calls.limit * status.backgroundShare * (1 - settings.backfillReserveShare),
    halted: status.circuit.state === 'open',
  });
}

/** Everything of the freshness report, mirror counts included. */
export async function fullFreshnessReport(context: FreshnessSources): Promise<Freshness> {
  const [mirrored, sync] = await Promise.all([mirrorCounts(context.db), syncFreshnessReport(context)]);
  return { mirrored, ...sync };
}
