import { readRequestRecord } from '../../../contract/upstream/readRequestRecord';
import type { RequestRecord } from '../../../contract/upstream/requestRecord';
import { fullV2Record } from '../../../contract/upstream/fixtures';
import { isPlainObject } from '../../../contract/upstream/tolerant';

/** Objects merge field by field; arrays and every other value replace what was there. */
function overlay(base: unknown, changes: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(changes)) return changes === undefined ? base : changes;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(changes)) merged[key] = overlay(base[key], value);
  return merged;
}

/**
 * The documented v2 fixture with `changes` laid over it (objects merge, other values replace) and
 * the top-level fields in `without` left out: a realistic record that differs where a test needs.
 */
export function recordWith(changes: Record<string, unknown>, without: readonly string[] = []): RequestRecord {
  const merged = overlay(fullV2Record, changes);
  const { record, unreadable } = readRequestRecord(merged);
  if (unreadable.length > 0) {
    throw new Error(`A test record does not match the contract: ${JSON.stringify(unreadable)}`);
  }
  const copy: Record<string, unknown> = { ...record };
  for (const field of without) Reflect.deleteProperty(copy, field);
  return readRequestRecord(copy).record;
}
