import { nextBackfillType } from '../backfill';
import { dueRefreshes, nextRefreshDue } from '../refreshQueue';
import type { WorkPass } from '../workLoop';
import { runBackfillStep } from './backfillWork';
import { type LeaderState, loadStoredState } from './leaderState';
import { maintenanceDue, runMaintenanceStep } from './maintenanceWork';
import { runQueuedRefresh } from './queuedRefreshWork';
import { reconcileDue, runReconcileStep } from './reconcileWork';
import { runStatusesRead, statusesToRead } from './statusesWork';
import type { SyncWorkContext } from './syncWorkContext';
import { blocksEndingAfter, isBlocked } from './workBlocks';

/**
 * One pass of the loop that calls the vendor, on the leader only: a due refresh first (someone
 * is waiting for it), then the statuses never stored (insights order by them and never ask the
 * vendor, ADR 051), then a page of the reconcile, then a page of the backfill, and only then the
 * upkeep of the database's own tables (ADR 052: never while the backfill has room for a page, as
 * a VACUUM holds PGlite's one connection); with none of them, when to look again.
 */
export async function vendorPass(context: SyncWorkContext, state: LeaderState): Promise<WorkPass> {
  const { db, clock, leadership } = context;
  if (!leadership.isLeader()) return { did: false };
  if (!state.cursors || !state.reconcile) await loadStoredState(context, state);
  const at = clock.now();
  const blocked = (key: string) => isBlocked(state.blocks, key, clock.now());
  if (!blocked('refresh') || !blocked('webhook')) {
    const due = await dueRefreshes(db, new Date(at), 20);
    const next = due.find((item) => !blocked(item.priority === 'refresh' ? 'refresh' : 'webhook'));
    if (next) {
      await runQueuedRefresh(context, state, next);
      return { did: true };
    }
  }
  const statusesType = blocked('statuses') ? null : await statusesToRead(context, state);
  if (statusesType) {
    await runStatusesRead(context, state, statusesType);
    return { did: true };
  }
  if (await reconcileDue(context, state)) {
    await runReconcileStep(context, state);
    return { did: true };
  }
  const type = state.cursors ? nextBackfillType(state.cursors) : null;
  if (type && !blocked('backfill')) {
    await runBackfillStep(context, state, type);
    return { did: true };
  }
  if (maintenanceDue(context, state.maintenance)) {
    await runMaintenanceStep(context, state.maintenance);
    return { did: true };
  }
  const candidates = [
    (await nextRefreshDue(db))?.getTime(),
    state.reconcile?.current ? undefined : (state.reconcile?.nextDueAt ?? undefined),
    state.maintenance.nextCheckAt ?? undefined,
    ...blocksEndingAfter(state.blocks, at),
  ].filter((value): value is number => typeof value === 'number');
  return { did: false, nextAt: candidates.length > 0 ? Math.min(...candidates) : null };
}
