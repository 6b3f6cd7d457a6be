import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { GovernorRefusal } from '../../governor/governorRefusal';
import { UpstreamUnauthorized, UpstreamUnavailable } from '../../vendor/client/errors';
import { emptySyncCounters } from './syncWorkContext';
import { backoffMs, blocksEndingAfter, isBlocked, noteFailure, type WorkBlocks } from './workBlocks';

const NOW = Date.UTC(2025, 5, 16, 12);
const MINUTE = 60_000;
const call = { operation: 'listRequests' as const, durationMs: 1 };

function setup() {
  const clock = new ManualClock(NOW);
  const context = { clock, counters: emptySyncCounters(), logger: undefined };
  const blocks: WorkBlocks = new Map();
  return { clock, context, blocks };
}

describe('work blocks', () => {
  it('block one kind of work until its time, and every kind after a block of all', () => {
    const blocks: WorkBlocks = new Map([['backfill', NOW + MINUTE]]);
    expect(isBlocked(blocks, 'backfill', NOW)).toBe(true);
    expect(isBlocked(blocks, 'backfill', NOW + MINUTE)).toBe(false);
    expect(isBlocked(blocks, 'reconcile', NOW)).toBe(false);
    blocks.set('all', NOW + 2 * MINUTE);
    expect(isBlocked(blocks, 'reconcile', NOW + MINUTE)).toBe(true);
    expect(blocksEndingAfter(blocks, NOW + MINUTE)).toEqual([NOW + 2 * MINUTE]);
  });

  it('back off doubling from half a minute, up to half an hour', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(0)).toBe(30_000);
    expect(backoffMs(20)).toBe(30 * MINUTE);
  });

  it('block a refused priority until the governor says it fits, a minute when it cannot say', () => {
    const { context, blocks } = setup();
    const retryAt = new Date(NOW + 5 * MINUTE);
    const until = noteFailure(
      context,
      blocks,
      'refresh order',
      new GovernorRefusal('calls', 'refresh', retryAt),
      1,
    );
    expect(until).toBe(retryAt.getTime());
    expect(blocks.get('refresh')).toBe(retryAt.getTime());
    const open = noteFailure(
      context,
      blocks,
      'backfill',
      new GovernorRefusal('circuit-open', 'backfill', null),
      1,
    );
    expect(open).toBe(NOW + MINUTE);
    expect(context.counters).toMatchObject({ refusals: 2, vendorErrors: 0 });
  });

  it('stop every listing for ten minutes after a 401, which every listing would get', () => {
    const { context, blocks } = setup();
    const until = noteFailure(
      context,
      blocks,
      'reconcile',
      new UpstreamUnauthorized('401', { ...call, status: 401 }),
      1,
    );
    expect(until).toBe(NOW + 10 * MINUTE);
    expect(isBlocked(blocks, 'refresh', NOW + 9 * MINUTE)).toBe(true);
    expect(context.counters.vendorErrors).toBe(1);
  });

  it('leave other failures to the caller, with the backoff of its failures in a row', () => {
    const { context, blocks } = setup();
    const until = noteFailure(
      context,
      blocks,
      'backfill',
      new UpstreamUnavailable('500', { ...call, status: 500 }),
      3,
    );
    expect(until).toBe(NOW + backoffMs(3));
    expect(blocks.size).toBe(0);
    expect(context.counters.vendorErrors).toBe(1);
  });
});
