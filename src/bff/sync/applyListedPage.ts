import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { RequestType } from '../../contract/upstream/enums';
import type { Database } from '../db/database';
import { mirrorRequests } from '../db/schema/mirror';
import type { ApplyObservation } from '../webhooks/inbox/processInbox';
import type { Observation, ObservationResult } from '../mirror/apply/applyObservation';
import { sameJson } from '../mirror/apply/diffRecords';
import { withoutWebhookOnlyFields } from '../mirror/apply/observedRecord';

export interface ListedPageOutcome {
  /** Observations that created or changed a request. */
  changed: number;
  /** Observations equal to what the mirror held (only their read time was noted). */
  unchanged: number;
  stale: number;
}

const sameUnreadable = (
  a: ReadonlyArray<{ path: string; problem: string }>,
  b: ReadonlyArray<{ path: string; problem: string }>,
) =>
  a.length === b.length &&
  a.every((field, index) => field.path === b[index]?.path && field.problem === b[index]?.problem);

/**
 * Applies one listing page of whole records (all of one type, read at one time). Most of a
 * reconcile's page is what the mirror already holds: those requests, locked together, only get
 * the page's read time noted (as applyObservation notes it for an unchanged read), in one
 * statement; the others go through applyObservation one by one, with their history and events.
 */
export async function applyListedPage(
  db: Database,
  type: RequestType,
  observations: readonly Observation[],
  apply: ApplyObservation,
  onApplied?: (result: ObservationResult, observation: Observation) => void,
): Promise<ListedPageOutcome> {
  const outcome: ListedPageOutcome = { changed: 0, unchanged: 0, stale: 0 };
  if (observations.length === 0) return outcome;
  const observedAt = observations[0]?.observedAt ?? new Date(0);
  const codes = observations.map((observation) => observation.code);
  const unchanged = await db.transaction(async (tx) => {
    const stored = await tx
      .select({
        code: mirrorRequests.code,
        record: mirrorRequests.record,
        unreadable: mirrorRequests.unreadable,
        removed: mirrorRequests.removed,
        syncedAt: mirrorRequests.syncedAt,
      })
      .from(mirrorRequests)
      .where(and(eq(mirrorRequests.type, type), inArray(mirrorRequests.code, codes)))
      .for('update');
    const byCode = new Map(stored.map((row) => [row.code, row]));
    const same = observations.filter((observation) => {
      const row = byCode.get(observation.code);
      if (!row || row.syncedAt.getTime() > observation.observedAt.getTime()) return false;
      const incoming = withoutWebhookOnlyFields(observation.record);
      const record =
        observation.removed === undefined ? incoming : { ...incoming, removed: observation.removed };
      return (
        sameJson(row.record, record) &&
        row.removed === (record.removed ?? false) &&
        sameUnreadable(row.unreadable, observation.unreadable ?? [])
      );
    });
    if (same.length > 0) {
      await tx
        .update(mirrorRequests)
        .set({
          syncedAt: sql`greatest(${mirrorRequests.syncedAt}, ${observedAt.toISOString()}::timestamptz)`,
          readAt: sql`greatest(coalesce(${mirrorRequests.readAt}, ${observedAt.toISOString()}::timestamptz), ${observedAt.toISOString()}::timestamptz)`,
        })
        .where(
          and(
            eq(mirrorRequests.type, type),
            inArray(
              mirrorRequests.code,
              same.map((observation) => observation.code),
            ),
            lte(mirrorRequests.syncedAt, observedAt),
          ),
        );
    }
    return new Set(same.map((observation) => observation.code));
  });
  outcome.unchanged = unchanged.size;
  for (const observation of observations) {
    if (unchanged.has(observation.code)) continue;
    const result = await apply(db, observation);
    if (result.outcome === 'created' || result.outcome === 'changed') outcome.changed += 1;
    else if (result.outcome === 'stale') outcome.stale += 1;
    else outcome.unchanged += 1;
    onApplied?.(result, observation);
  }
  return outcome;
}
