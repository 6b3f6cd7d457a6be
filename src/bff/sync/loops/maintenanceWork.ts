import { setImmediate as eventLoopTurn } from 'node:timers/promises';
import type { MaintenanceNeed } from '../../db/maintenance/maintenanceNeed';
import { planMaintenance } from '../../db/maintenance/planMaintenance';
import { runMaintenance } from '../../db/maintenance/runMaintenance';
import type { SyncSettings } from '../syncSettings';
import type { SyncWorkContext } from './syncWorkContext';

/** What the upkeep needs of the sync: its database, clock, logger and check interval. */
type MaintenanceContext = Pick<SyncWorkContext, 'db' | 'clock' | 'logger'> & {
  settings: Pick<SyncSettings, 'maintenanceCheckMs'>;
};

/**
 * The leader's upkeep of its own tables (ADR 052): every `maintenanceCheckMs` a round reads the
 * tables' statistics once, then vacuums or analyzes the tables that need it, one per pass, so a
 * due refresh and the waiting requests can run between two tables. Each table is looked at once
 * per round, even if the statement left it over a threshold (an old snapshot can keep dead rows
 * alive).
 */
export interface MaintenanceRound {
  /** Clock time of the next check; null until the leader first looks (one interval after that). */
  nextCheckAt: number | null;
  /** What the round under way has left to do; null between rounds. */
  queue: MaintenanceNeed[] | null;
}

export function createMaintenanceRound(): MaintenanceRound {
  return { nextCheckAt: null, queue: null };
}

/** Whether a round is under way or due; the first look only schedules one, after leading starts. */
export function maintenanceDue(
  context: Pick<MaintenanceContext, 'clock' | 'settings'>,
  round: MaintenanceRound,
): boolean {
  const now = context.clock.now();
  if (round.queue) return true;
  if (round.nextCheckAt === null) {
    round.nextCheckAt = now + context.settings.maintenanceCheckMs;
    return false;
  }
  return now >= round.nextCheckAt;
}

/**
 * One step of the round: its check, or the next table's statement, logged with its time. Never
 * throws: a failure is logged, ends the round, and the next check tries again.
 */
export async function runMaintenanceStep(
  context: MaintenanceContext,
  round: MaintenanceRound,
): Promise<void> {
  const endRound = () => {
    round.queue = null;
    round.nextCheckAt = context.clock.now() + context.settings.maintenanceCheckMs;
  };
  const need = round.queue?.[0];
  try {
    if (!round.queue) {
      round.queue = await planMaintenance(context.db);
    } else if (need) {
      round.queue.shift();
      const done = await runMaintenance(context.db, need);
      context.logger?.debug(
        { table: done.table, action: done.action, reason: done.reason, ms: done.ms },
        done.action === 'vacuum' ? 'vacuumed and analyzed a table' : 'analyzed a table',
      );
      // PGlite's statements chain on microtasks alone: without a turn of the event loop, the
      // requests that waited through this one would wait through the next table's too.
      await eventLoopTurn();
    }
    if (round.queue.length === 0) endRound();
  } catch (error) {
    context.logger?.warn(
      { err: error, table: need?.table, action: need?.action },
      'table maintenance failed; the next check tries again',
    );
    endRound();
  }
}
