import { REQUEST_TYPES, type RequestType } from '../../../contract/upstream/index';
import { requestStatusesCache } from '../../db/schema';
import type { LeaderState } from './leaderState';
import type { SyncWorkContext } from './syncWorkContext';
import { noteFailure } from './workBlocks';

/**
 * The next type whose statuses were never stored, or null (ADR 051): the sync reads them at its
 * start, before the reconcile and the backfill, so the insights screens (which order the funnel
 * by them) never call the vendor. Once stored they are left to the cache's time-to-live and to
 * whoever asks: the sync reads only what is missing.
 */
export async function statusesToRead(
  context: Pick<SyncWorkContext, 'db' | 'readStatuses'>,
  state: LeaderState,
): Promise<RequestType | null> {
  if (!context.readStatuses) return null;
  if (state.statusesStored === null) {
    const rows = await context.db.select({ type: requestStatusesCache.type }).from(requestStatusesCache);
    state.statusesStored = new Set(rows.map((row) => row.type));
  }
  const stored = state.statusesStored;
  return REQUEST_TYPES.find((type) => !stored.has(type)) ?? null;
}

/** One read of one type's statuses through the governor; a refusal or failure waits its turn. */
export async function runStatusesRead(
  context: SyncWorkContext,
  state: LeaderState,
  type: RequestType,
): Promise<void> {
  try {
    await context.readStatuses?.(type);
    state.failures.statuses = 0;
    state.statusesStored?.add(type);
  } catch (error) {
    state.failures.statuses += 1;
    const until = noteFailure(context, state.blocks, 'statuses', error, state.failures.statuses);
    state.blocks.set('statuses', until);
  }
}
