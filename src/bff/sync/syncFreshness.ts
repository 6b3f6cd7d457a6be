import type { Freshness, TypeBackfill } from '../../contract/api/freshness';
import type { SyncFreshness } from '../mirror/read/freshnessSource';
import type { BackfillCursor } from './backfill';
import type { ReconcileState } from './reconcile';

const iso = (at: number | null | undefined) =>
  at === null || at === undefined ? null : new Date(at).toISOString();

const expectedOf = (c: BackfillCursor) =>
  c.expectedLive === null ? null : c.expectedLive + (c.expectedRemoved ?? 0);

/**
 * The backfill of both types as one progress report: records and pages so far, the expected total
 * when the vendor said it, and the time left: at the rate observed so far (waits for the budget
 * included), and never less than a wait for the budget under way plus the pages left at what the
 * budget allows per hour.
 */
export function backfillProgress(
  cursors: readonly BackfillCursor[],
  now: number,
  pageLimit: number,
  budgetPagesPerHour: number | null = null,
): Omit<Freshness['backfill'], 'byType'> {
  const records = cursors.reduce((sum, c) => sum + c.records, 0);
  const pages = cursors.reduce((sum, c) => sum + c.pages, 0);
  const expectedParts = cursors.map(expectedOf);
  const expectedRecords = expectedParts.every((part) => part !== null)
    ? expectedParts.reduce<number>((sum, part) => sum + (part ?? 0), 0)
    : null;
  const done = cursors.every((c) => c.phase === 'done');
  const started = cursors.some((c) => c.startedAt !== null);
  const waits = cursors.map((c) => c.waitingUntil).filter((at): at is number => at !== null && at > now);
  const waitingUntil = waits.length > 0 ? Math.max(...waits) : null;
  const startedAt = Math.min(...cursors.map((c) => c.startedAt ?? Number.POSITIVE_INFINITY));
  let estimatedSecondsLeft: number | null = null;
  if (done) estimatedSecondsLeft = 0;
  else if (expectedRecords !== null) {
    const pagesLeft = Math.ceil(Math.max(0, expectedRecords - records) / pageLimit);
    const observed =
      pages > 0 && Number.isFinite(startedAt) && now > startedAt
        ? (pagesLeft * (now - startedAt)) / pages / 1000
        : null;
    const allowed =
      budgetPagesPerHour && budgetPagesPerHour > 0 ? (pagesLeft * 3_600) / budgetPagesPerHour : null;
    // A pause for the budget is time that passes before the next page, whatever the pace was.
    const wait = waitingUntil === null ? 0 : (waitingUntil - now) / 1000;
    const estimates = [observed, allowed === null ? null : wait + allowed, wait > 0 ? wait : null].filter(
      (value): value is number => value !== null,
    );
    estimatedSecondsLeft = estimates.length > 0 ? Math.round(Math.max(...estimates)) : null;
  }
  const finishedAt = Math.max(...cursors.map((c) => c.finishedAt ?? 0));
  const estimatedDoneAt = done
    ? iso(finishedAt > 0 ? finishedAt : null)
    : estimatedSecondsLeft === null
      ? null
      : iso(now + estimatedSecondsLeft * 1000);
  return {
    state: done ? 'done' : !started ? 'pending' : waitingUntil !== null ? 'paused' : 'running',
    records,
    pages,
    expectedRecords,
    estimatedSecondsLeft,
    estimatedDoneAt,
    waitingUntil: iso(waitingUntil),
  };
}

/** One type's part of the copy, for the list of that type. */
function typeBackfill(cursor: BackfillCursor): TypeBackfill {
  return { done: cursor.phase === 'done', records: cursor.records, expectedRecords: expectedOf(cursor) };
}

export function syncFreshnessOf(input: {
  cursors: { order: BackfillCursor; budget: BackfillCursor };
  reconcile: ReconcileState;
  lastWebhookAt: Date | null;
  now: number;
  pageLimit: number;
  budgetPagesPerHour?: number | null;
  /** Painel has stopped calling the vendor until an admin acts (the circuit is open): no end is known. */
  halted?: boolean;
}): SyncFreshness {
  const both = [input.cursors.order, input.cursors.budget];
  const progress = backfillProgress(both, input.now, input.pageLimit, input.budgetPagesPerHour ?? null);
  const unknownEnd = input.halted && progress.state !== 'done';
  return {
    lastWebhookAt: input.lastWebhookAt?.toISOString() ?? null,
    lastReconcileAt: iso(input.reconcile.lastCompletedAt),
    // Every change made before the last completed reconcile started is in the mirror, and so is
    // every request as it was when a finished backfill began reading: the copy is synced as soon
    // as the backfill is done, not only after the first reconcile (issue 14).
    upToDateAt: iso(latest(input.reconcile.lastStartedAt, backfillDoneSince(both))),
    backfill: {
      ...progress,
      ...(unknownEnd ? { estimatedSecondsLeft: null, estimatedDoneAt: null } : {}),
      byType: { order: typeBackfill(input.cursors.order), budget: typeBackfill(input.cursors.budget) },
    },
  };
}

function latest(a: number | null | undefined, b: number | null | undefined): number | null {
  if (a === null || a === undefined) return b ?? null;
  if (b === null || b === undefined) return a;
  return Math.max(a, b);
}

/** When a finished backfill of every type began reading; null while any type is not done. */
function backfillDoneSince(cursors: readonly BackfillCursor[]): number | null {
  if (cursors.length === 0 || !cursors.every((c) => c.phase === 'done')) return null;
  const starts = cursors.map((c) => c.startedAt).filter((at): at is number => at !== null);
  return starts.length === cursors.length ? Math.min(...starts) : null;
}
