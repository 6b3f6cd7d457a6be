import { GovernorRefusal } from '../../governor/governorRefusal';
import { initialReconcileState, reconcileStep } from '../reconcile';
import { reconcileIntervalMs } from '../reconcileInterval';
import { queuedRefreshCount } from '../refreshQueue';
import { backfillStartedAt, type LeaderState, saveReconcile } from './leaderState';
import { publishObservationEvents } from './publishSafely';
import type { SyncWorkContext } from './syncWorkContext';
import { isBlocked, noteFailure } from './workBlocks';

/** Whether the reconcile has a page to list now: a run under way, due, or worth running early. */
export async function reconcileDue(
  context: Pick<SyncWorkContext, 'db' | 'clock' | 'settings'>,
  state: LeaderState,
): Promise<boolean> {
  const { reconcile } = state;
  const now = context.clock.now();
  const { reconcileMinMs } = context.settings;
  if (!reconcile || isBlocked(state.blocks, 'reconcile', now)) return false;
  if (reconcile.current) return true;
  if (reconcile.lastStartedAt === null) {
    // The first run lists what changed since the backfill began, once it had time to change.
    const began = backfillStartedAt(state);
    return began !== null && now >= began + reconcileMinMs;
  }
  if (reconcile.nextDueAt === null || now >= reconcile.nextDueAt) return true;
  // Many deliveries waiting for a follow-up: one run of the reconcile answers them for less.
  if (reconcile.lastCompletedAt !== null && now >= reconcile.lastCompletedAt + reconcileMinMs) {
    const waiting = await queuedRefreshCount(context.db);
    return waiting >= Math.max(10, reconcile.lastCalls + 5);
  }
  return false;
}

/** Lists one page of the reconcile; a completed run sets when the next one is due. */
export async function runReconcileStep(context: SyncWorkContext, state: LeaderState): Promise<void> {
  const { db, list, apply, clock, governor, settings, counters } = context;
  const now = () => clock.now();
  const current = state.reconcile ?? initialReconcileState;
  const since = current.lastStartedAt ?? backfillStartedAt(state) ?? now();
  try {
    const step = await reconcileStep(
      { db, list, apply, onApplied: publishObservationEvents(context) },
      current,
      { since, overlapMs: settings.reconcileOverlapMs },
      now,
    );
    counters.reconcilePages += 1;
    state.failures.reconcile = 0;
    let next = step.state;
    if (step.completed) {
      counters.reconcileRuns += 1;
      const status = await governor.status();
      const intervalMs = reconcileIntervalMs(next.lastCalls, status, {
        minMs: settings.reconcileMinMs,
        maxMs: settings.reconcileMaxMs,
      });
      next = { ...next, intervalMs, nextDueAt: now() + intervalMs };
      context.logger?.info(
        { calls: next.lastCalls, changed: next.lastChanged, nextInSeconds: Math.round(intervalMs / 1000) },
        'reconcile run completed',
      );
    }
    await saveReconcile(context, state, next);
  } catch (error) {
    state.failures.reconcile += 1;
    const until = noteFailure(context, state.blocks, 'reconcile', error, state.failures.reconcile);
    if (!(error instanceof GovernorRefusal)) state.blocks.set('reconcile', until);
    await saveReconcile(context, state, { ...current, waitingUntil: until });
  }
}
