import type { RequestRecord } from '../../../contract/upstream/requestRecord';
import { isPlainObject } from '../../../contract/upstream/tolerant';
import type { StoredUnreadableField } from '../../db/schema/mirror';
import type { Observation } from './observation';
import { mergePartialRecord, withoutWebhookOnlyFields } from './observedRecord';

/** The record the mirror keeps after an observation: a partial one merged into what was stored. */
export function recordAfter(observation: Observation, stored: RequestRecord | null): RequestRecord {
  const incoming = withoutWebhookOnlyFields(observation.record);
  const merged = (
    observation.partial && stored
      ? withoutStalePaidAt(mergePartialRecord(stored, incoming), stored, incoming)
      : incoming
  ) as RequestRecord;
  return observation.removed === undefined ? merged : { ...merged, removed: observation.removed };
}

/**
 * A webhook that moves the payment to another status carries no `paidAt` (the vendor sends none):
 * the stored one belonged to the status before (a partial payment's date, say), so it goes until a
 * read brings the vendor's new one (ADR 102). Kept, a reception would be dated by the earlier one.
 */
function withoutStalePaidAt(merged: unknown, stored: RequestRecord, incoming: RequestRecord): unknown {
  const status = incoming.payment?.status;
  if (status === undefined || incoming.payment?.paidAt !== undefined) return merged;
  if (status === stored.payment?.status || !isPlainObject(merged) || !isPlainObject(merged.payment)) {
    return merged;
  }
  const { paidAt: _stale, ...payment } = merged.payment;
  return { ...merged, payment };
}

/** The unreadable fields the mirror keeps after an observation. */
export function unreadableAfter(
  stored: readonly StoredUnreadableField[],
  observation: Observation,
): StoredUnreadableField[] {
  const fresh = (observation.unreadable ?? []).map(({ path, problem }) => ({ path, problem }));
  if (!observation.partial) return fresh;
  // A webhook speaks only for the fields it carries; what a whole read found unreadable elsewhere stays.
  const topField = (path: string) => path.split(/[.[]/, 1)[0] ?? path;
  const touched = new Set([
    ...Object.keys(observation.record),
    ...fresh.map((field) => topField(field.path)),
  ]);
  return [...stored.filter((field) => !touched.has(topField(field.path))), ...fresh];
}
