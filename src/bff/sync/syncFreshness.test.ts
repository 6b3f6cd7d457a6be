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
      cursors: { order: cursor('done', NOW - 90_000), budget: cursor('done', NOW - 60_000) },
      reconcile: never,
      lastWebhookAt: null,
      now: NOW,
      pageLimit: 50,
    });
    expect(freshness.upToDateAt).toBe(new Date(NOW - 90_000).toISOString());
  });

  it('is not synced while a type is still being copied, and takes a later reconcile over the backfill', () => {
    const running = syncFreshnessOf({
      cursors: { order: cursor('done', NOW - 90_000), budget: cursor('census', NOW - 60_000) },
      reconcile: never,
      lastWebhookAt: null,
      now: NOW,
      pageLimit: 50,
    });
    expect(running.upToDateAt).toBeNull();
    const reconciled = syncFreshnessOf({
      cursors: { order: cursor('done', NOW - 90_000), budget: cursor('census', NOW - 60_000) },
      reconcile: { ...never, lastStartedAt: NOW - 10_000, lastCompletedAt: NOW - 5_000 },
      lastWebhookAt: null,
      now: NOW,
      pageLimit: 50,
    });
    expect(reconciled.upToDateAt).toBe(new Date(NOW - 10_000).toISOString());
  });

  /** A type midway: `records` of `expected` copied in `pages` pages since `startedAt`. */
  function midway(
    records: number,
    expected: number,
    pages: number,
    startedAt: number,
    waitingUntil: number | null = null,
  ) {
    return {
      ...cursor('live', startedAt),
      records,
      pages,
      expectedLive: expected,
      expectedRemoved: 0,
      waitingUntil,
    };
  }

  const HOUR = 3_600_000;

  it('says how far the copy is, per type, and when it ends at the pace seen so far', () => {
    // 30 pages in 10 minutes (20 s a page), the budgets done: 40 pages of orders left take 800 s.
    const report = syncFreshnessOf({
      cursors: {
        order: midway(1_000, 3_000, 20, NOW - 10 * 60_000),
        budget: { ...midway(500, 500, 10, NOW - 10 * 60_000), phase: 'done' },
      },
      reconcile: never,
      lastWebhookAt: null,
      now: NOW,
      pageLimit: 50,
      budgetPagesPerHour: 270,
    });
    expect(report.backfill).toMatchObject({
      state: 'running',
      records: 1_500,
      expectedRecords: 3_500,
      estimatedSecondsLeft: 800,
      estimatedDoneAt: new Date(NOW + 800_000).toISOString(),
      byType: {
        order: { done: false, records: 1_000, expectedRecords: 3_000 },
        budget: { done: true, records: 500, expectedRecords: 500 },
      },
    });
  });

  it('never promises more than the budget allows per hour', () => {
    // Fast so far (40 pages in a minute), but the budget gives 30 pages an hour: 40 pages take 80 min.
    const report = syncFreshnessOf({
      cursors: { order: midway(2_000, 4_000, 40, NOW - 60_000), budget: midway(0, 0, 0, NOW - 60_000) },
      reconcile: never,
      lastWebhookAt: null,
      now: NOW,
      pageLimit: 50,
      budgetPagesPerHour: 30,
    });
    expect(report.backfill.estimatedSecondsLeft).toBe(80 * 60);
  });

  it('counts a pause for the budget before the pages left, and ends after it', () => {
    // Paused for 45 minutes; then 10 pages at 60 an hour: 55 minutes, whatever the pace before.
    const report = syncFreshnessOf({
      cursors: {
        order: midway(2_500, 3_000, 50, NOW - 5 * 60_000, NOW + 45 * 60_000),
        budget: midway(0, 0, 0, NOW - 5 * 60_000),
      },
      reconcile: never,
      lastWebhookAt: null,
      now: NOW,
      pageLimit: 50,
      budgetPagesPerHour: 60,
    });
    expect(report.backfill).toMatchObject({
      state: 'paused',
      estimatedSecondsLeft: 55 * 60,
      estimatedDoneAt: new Date(NOW + 55 * 60_000).toISOString(),
    });
  });

  it('gives no end before the vendor said how many there are, and when it finished once done', () => {
    const unknown = syncFreshnessOf({
      cursors: {
        order: { ...cursor('census', NOW - 60_000), pages: 1 },
        budget: cursor('census', NOW - 60_000),
      },
      reconcile: never,
      lastWebhookAt: null,
      now: NOW,
      pageLimit: 50,
      budgetPagesPerHour: 60,
    });
    expect(unknown.backfill).toMatchObject({ estimatedSecondsLeft: null, estimatedDoneAt: null });
    const done = syncFreshnessOf({
      cursors: {
        order: { ...cursor('done', NOW - HOUR), finishedAt: NOW - 20 * 60_000 },
        budget: { ...cursor('done', NOW - HOUR), finishedAt: NOW - 30 * 60_000 },
      },
      reconcile: never,
      lastWebhookAt: null,
      now: NOW,
      pageLimit: 50,
    });
    expect(done.backfill).toMatchObject({
      state: 'done',
      estimatedDoneAt: new Date(NOW - 20 * 60_000).toISOString(),
    });
  });

  it('gives no end while Painel has stopped calling the vendor until an admin acts', () => {
    const report = syncFreshnessOf({
      cursors: {
        order: midway(2_500, 3_000, 50, NOW - 5 * 60_000),
        budget: midway(0, 0, 0, NOW - 5 * 60_000),
      },
      reconcile: never,
      lastWebhookAt: null,
      now: NOW,
      pageLimit: 50,
      budgetPagesPerHour: 60,
      halted: true,
    });
    expect(report.backfill).toMatchObject({
      state: 'running',
      estimatedSecondsLeft: null,
      estimatedDoneAt: null,
    });
  });
});
