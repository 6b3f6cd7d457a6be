import { describe, expect, it } from 'vitest';
import { type BackfillCursor, initialBackfillCursor } from './backfill';
import { initialReconcileState, type ReconcileState } from './reconcile';
import { syncFreshnessOf } from './syncFreshness';

const NOW = Date.parse('2026-11-26T10:00:00.000Z');
const never: ReconcileState = initialReconcileState;

function cursor(phase: BackfillCursor['phase'], startedAt: number | null): BackfillCursor {
  return { ...initialBackfillCursor(NOW, 12), phase, startedAt };
}

describe('the sync freshness', () => {
  it('is synced as soon as the backfill of every type is done, from when it began reading', () => {
    const freshness = syncFreshnessOf({
      cursors: [cursor('done', NOW - 90_000), cursor('done', NOW - 60_000)],
      reconcile: never,
      lastWebhookAt: null,
      now: NOW,
      pageLimit: 50,
    });
    expect(freshness.upToDateAt).toBe(new Date(NOW - 90_000).toISOString());
  });

  it('is not synced while a type is still being copied, and takes a later reconcile over the backfill', () => {
    const running = syncFreshnessOf({
      cursors: [cursor('done', NOW - 90_000), cursor('census', NOW - 60_000)],
      reconcile: never,
      lastWebhookAt: null,
      now: NOW,
      pageLimit: 50,
    });
    expect(running.upToDateAt).toBeNull();
    const reconciled = syncFreshnessOf({
      cursors: [cursor('done', NOW - 90_000)],
      reconcile: { ...never, lastStartedAt: NOW - 10_000, lastCompletedAt: NOW - 5_000 },
      lastWebhookAt: null,
      now: NOW,
      pageLimit: 50,
    });
    expect(reconciled.upToDateAt).toBe(new Date(NOW - 10_000).toISOString());
  });
});
