import { GovernorRefusal } from '../../governor/governorRefusal';
import { UpstreamError } from '../../vendor/client/errors';
import type { SyncWorkContext } from './syncWorkContext';

/**
 * Until when (clock time) a kind of work is not worth asking for, by key: a governor priority
 * (`refresh`, `webhook`, `backfill`...), `reconcile`, or `all` after a 401.
 */
export type WorkBlocks = Map<string, number>;

const MINUTE_MS = 60_000;

export function isBlocked(blocks: WorkBlocks, key: string, now: number): boolean {
  return (blocks.get(key) ?? 0) > now || (blocks.get('all') ?? 0) > now;
}

/** The ends of the blocks still running at `now`, for the loop's next wake-up. */
export function blocksEndingAfter(blocks: WorkBlocks, now: number): number[] {
  return [...blocks.values()].filter((until) => until > now);
}

/** After `failures` failures in a row, wait this long (30 s doubling, at most 30 minutes). */
export function backoffMs(failures: number): number {
  return Math.min(30 * MINUTE_MS, 30_000 * 2 ** Math.max(0, failures - 1));
}

/** What a deferred refresh stores of its failure: the vendor error's kind and status, or the error's name. */
export function shortError(error: unknown): string {
  if (error instanceof UpstreamError) return `${error.kind} (${error.status ?? 'no status'})`;
  return (error instanceof Error ? error.name : typeof error).slice(0, 120);
}

/**
 * Remembers a refusal or failure so that the same work is not asked for again too soon; returns
 * until when that work waits.
 */
export function noteFailure(
  context: Pick<SyncWorkContext, 'clock' | 'counters' | 'logger'>,
  blocks: WorkBlocks,
  key: string,
  error: unknown,
  failuresInRow: number,
): number {
  const now = context.clock.now();
  if (error instanceof GovernorRefusal) {
    context.counters.refusals += 1;
    const until = error.retryAt?.getTime() ?? now + MINUTE_MS;
    blocks.set(error.priority, until);
    return until;
  }
  context.counters.vendorErrors += 1;
  if (error instanceof UpstreamError && error.kind === 'unauthorized') {
    // 401 is also "the listing is unavailable" (spec): every listing would get the same.
    const until = now + 10 * MINUTE_MS;
    blocks.set('all', until);
    context.logger?.warn(
      { err: error },
      'the vendor refused the listing (401: token or function unavailable); the sync waits 10 minutes',
    );
    return until;
  }
  context.logger?.warn({ err: error, work: key }, 'a sync call failed; it will be tried again later');
  return now + backoffMs(failuresInRow);
}
