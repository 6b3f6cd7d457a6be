import type { RequestRecord } from '../../contract/upstream/requestRecord';
import { isPlainObject } from '../../contract/upstream/tolerant';

/**
 * Fields a webhook body carries that are not part of the request record: the delivery's own
 * timestamp and request type, and two payment details only webhooks show. Kept, they would read as
 * changes every time a webhook and a listing read of the same request alternate.
 */
export const WEBHOOK_ONLY_PATHS: readonly (readonly string[])[] = [
  ['lastUpdate'],
  ['type'],
  ['payment', 'showConditionsRule'],
  ['payment', 'condition', '_id'],
];

function copyWithout(value: Record<string, unknown>, path: readonly string[]): Record<string, unknown> {
  const [head, ...rest] = path;
  if (head === undefined || !Object.hasOwn(value, head)) return value;
  const copy = { ...value };
  if (rest.length === 0) {
    Reflect.deleteProperty(copy, head);
    return copy;
  }
  const child = value[head];
  if (isPlainObject(child)) copy[head] = copyWithout(child, rest);
  return copy;
}

/** The record as the mirror keeps it: without the webhook-only fields (the input is not changed). */
export function withoutWebhookOnlyFields(record: RequestRecord): RequestRecord {
  let result: Record<string, unknown> = record;
  for (const path of WEBHOOK_ONLY_PATHS) result = copyWithout(result, path);
  return result as RequestRecord;
}

/**
 * Lays a partial record (a webhook's fields) over the stored one: objects merge field by field,
 * so `company.address` in a webhook keeps the stored address fields it does not mention; arrays
 * and other values replace what was there. Neither input is changed.
 */
export function mergePartialRecord(stored: unknown, partial: unknown): unknown {
  if (!isPlainObject(stored) || !isPlainObject(partial)) return partial === undefined ? stored : partial;
  const merged: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(partial)) {
    if (value === undefined) continue;
    Object.defineProperty(merged, key, {
      value: mergePartialRecord(stored[key], value),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return merged;
}
