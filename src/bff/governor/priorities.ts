import { type GovernorPriority, governorPriority } from '../../contract/api/governorStatus';

/** Every priority class, most important first. */
export const priorities: readonly GovernorPriority[] = governorPriority.options;

/** The rank of a class: 0 for a user's write, higher for less urgent work. */
export function priorityRank(priority: GovernorPriority): number {
  return priorities.indexOf(priority);
}

/**
 * Work nobody is waiting for in front of a screen. It may fill only a share of each budget, so
 * that however busy the sync is, a user's write and the refresh they asked for find room.
 */
export function isBackground(priority: GovernorPriority): boolean {
  return priority === 'webhook' || priority === 'reconcile' || priority === 'backfill';
}

/** The fraction of each budget a class may fill, counting every class's calls. */
export function classShare(priority: GovernorPriority, backgroundShare: number): number {
  return isBackground(priority) ? backgroundShare : 1;
}
