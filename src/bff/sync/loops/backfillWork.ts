import type { RequestType } from '../../../contract/upstream/index';
import type { Governor } from '../../governor/governor';
import { backfillStep } from '../backfill';
import { type LeaderState, saveCursor } from './leaderState';
import { publishObservationEvents } from './publishSafely';
import type { SyncWorkContext } from './syncWorkContext';
import { noteFailure } from './workBlocks';

const MINUTE_MS = 60_000;

/**
 * The backfill may only use what the background budget has beyond the reserve: null when it has
 * room for a page now, else the clock time worth looking again.
 */
export async function backfillRoom(
  context: Pick<SyncWorkContext, 'clock' | 'settings'> & { governor: Pick<Governor, 'status'> },
): Promise<number | null> {
  const { governor, settings } = context;
  const status = await governor.status();
  const now = context.clock.now();
  const room = status.classes.find((entry) => entry.priority === 'backfill');
  if (!room || status.circuit.state === 'open') return now + MINUTE_MS;
  const reserveCalls = status.calls.limit * status.backgroundShare * settings.backfillReserveShare;
  const reserveSeconds = status.seconds.limit * status.backgroundShare * settings.backfillReserveShare;
  if (
    room.callsLeft >= reserveCalls + 1 &&
    room.secondsLeft * 1000 >= reserveSeconds * 1000 + settings.callTimeoutMs
  ) {
    return null;
  }
  const freeAt = status.calls.nextFreeAt ?? status.seconds.nextFreeAt;
  return Math.max(now + 30_000, freeAt ? Date.parse(freeAt) : 0);
}

/** Lists one page of the backfill of `type`, or notes until when it has to wait for room. */
export async function runBackfillStep(
  context: SyncWorkContext,
  state: LeaderState,
  type: RequestType,
): Promise<void> {
  const cursor = state.cursors?.[type];
  if (!cursor) return;
  const waitUntil = await backfillRoom(context);
  if (waitUntil !== null) {
    state.blocks.set('backfill', waitUntil);
    await saveCursor(context, state, type, { ...cursor, waitingUntil: waitUntil });
    return;
  }
  const { db, list, apply, counters } = context;
  try {
    const step = await backfillStep(
      { db, list, apply, onApplied: publishObservationEvents(context), now: () => context.clock.now() },
      type,
      cursor,
    );
    counters.backfillPages += 1;
    state.failures.backfill = 0;
    await saveCursor(context, state, type, step.cursor);
    if (step.cursor.phase === 'done' && cursor.phase !== 'done') {
      context.logger?.info(
        { type, records: step.cursor.records, pages: step.cursor.pages },
        'backfill completed',
      );
    }
  } catch (error) {
    state.failures.backfill += 1;
    const until = noteFailure(context, state.blocks, 'backfill', error, state.failures.backfill);
    state.blocks.set('backfill', until);
    await saveCursor(context, state, type, { ...cursor, waitingUntil: until });
  }
}
