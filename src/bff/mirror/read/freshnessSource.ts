import type { Freshness } from '../../../contract/api/freshness';

/** Everything of GET /api/freshness but the mirror counts: owned by the sync engine. */
export type SyncFreshness = Omit<Freshness, 'mirrored'>;
export type FreshnessSource = () => Promise<SyncFreshness>;

/** What is true before any sync has run: nothing received, nothing reconciled, backfill pending. */
export const nothingSyncedYet: FreshnessSource = async () => ({
  lastWebhookAt: null,
  lastReconcileAt: null,
  upToDateAt: null,
  backfill: {
    state: 'pending',
    records: 0,
    pages: 0,
    expectedRecords: null,
    estimatedSecondsLeft: null,
    estimatedDoneAt: null,
    waitingUntil: null,
    byType: {
      order: { done: false, records: 0, expectedRecords: null },
      budget: { done: false, records: 0, expectedRecords: null },
    },
  },
});
