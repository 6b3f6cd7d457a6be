import { type GovernorPriority, governorPriority } from '../../contract/api/governorStatus';

/** Every priority class, most important first. */
export const priorities: readonly GovernorPriority[] = governorPriority.options;

/** The rank of a class: 0 for a user's write, higher for less urgent work. */
export function priorityRank(priority: GovernorPriority): number {
  return priorities.indexOf(priority);
}

/**
 * Work nobody is waiting for in front of a screen. It may fill only a share of each budget, so
 * that however busy the sync is, a user's write and the refresh they asked for find room; while
 * nobody asks for a call, the whole budget less a reserve for people (idle.ts, ADR 087).
 */
export function isBackground(priority: GovernorPriority): boolean {
  return priority === 'webhook' || priority === 'reconcile' || priority === 'backfill';
}

/** The calls kept for people's own writes that a bulk change may not use, unless configured. */
export const DEFAULT_BULK_PEOPLE_RESERVE_CALLS = 20;

/**
 * The fraction of each budget a class may fill, counting every class's calls. A bulk change runs
 * in the people's share but leaves a reserve of calls (and the same part of the time budget) to
 * people's single writes, so a long job never takes the last room a person needs.
 */
export function classShare(
  priority: GovernorPriority,
  budgets: { backgroundShare: number; maxCalls: number; bulkReserveCalls?: number },
): number {
  if (isBackground(priority)) return budgets.backgroundShare;
  if (priority !== 'bulk') return 1;
  const reserve = budgets.bulkReserveCalls ?? DEFAULT_BULK_PEOPLE_RESERVE_CALLS;
  return Math.max(0, (budgets.maxCalls - reserve) / budgets.maxCalls);
}
