import type { RequestRecord } from '../../../contract/upstream/requestRecord';
import type { StoredUnreadableField } from '../../db/schema/mirror';
import type { Observation } from './observation';
import { mergePartialRecord, withoutWebhookOnlyFields } from './observedRecord';

/** The record the mirror keeps after an observation: a partial one merged into what was stored. */
export function recordAfter(observation: Observation, stored: RequestRecord | null): RequestRecord {
  const incoming = withoutWebhookOnlyFields(observation.record);
  const merged = (
    observation.partial && stored ? mergePartialRecord(stored, incoming) : incoming
  ) as RequestRecord;
  return observation.removed === undefined ? merged : { ...merged, removed: observation.removed };
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
