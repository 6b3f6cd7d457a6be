import { readRequestRecord } from '../../../contract/upstream/readRequestRecord';
import type { RequestRecord } from '../../../contract/upstream/requestRecord';
import { fullV2Record } from '../../../contract/upstream/fixtures';
import { mergePartialRecord } from '../observedRecord';

/**
 * The documented v2 fixture with `changes` laid over it (objects merge, other values replace) and
 * the top-level fields in `without` left out: a realistic record that differs where a test needs.
 */
export function recordWith(changes: Record<string, unknown>, without: readonly string[] = []): RequestRecord {
  const merged = mergePartialRecord(fullV2Record, changes);
  const { record, unreadable } = readRequestRecord(merged);
  if (unreadable.length > 0) {
    throw new Error(`A test record does not match the contract: ${JSON.stringify(unreadable)}`);
  }
  const copy: Record<string, unknown> = { ...record };
  for (const field of without) Reflect.deleteProperty(copy, field);
  return readRequestRecord(copy).record;
}
