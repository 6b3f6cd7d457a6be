import type { RequestRecord } from '../../../contract/upstream/requestRecord';
import { isPlainObject } from '../../../contract/upstream/tolerant';

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
 * Lays a partial record (a webhook's fields) over the stored one, at every depth (ADR 032): a
 * delivery speaks only for what it carries. Objects merge field by field, so `company.address` in
 * a webhook keeps the stored address fields it does not mention; `null` and absent fields leave the
 * stored value alone; arrays of objects merge item by item (products matched by `productCode`, then
 * by position), each item keeping the fields the delivery lacks, and a stored item the delivery
 * does not mention stays: absence is never a removal, only a whole read removes. Other values
 * replace what was there. Neither input is changed.
 */
export function mergePartialRecord(stored: unknown, partial: unknown): unknown {
  if (partial === undefined || partial === null) return stored;
  if (Array.isArray(stored) && Array.isArray(partial) && partial.every(isPlainObject)) {
    return mergeItems(stored, partial);
  }
  if (!isPlainObject(stored) || !isPlainObject(partial)) return partial;
  const merged: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(partial)) {
    if (value === undefined || value === null) continue;
    Object.defineProperty(merged, key, {
      value: mergePartialRecord(stored[key], value),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return merged;
}

function itemKey(item: unknown): string | undefined {
  if (!isPlainObject(item)) return undefined;
  const code = item.productCode;
  return typeof code === 'string' && code !== '' ? code : undefined;
}

/**
 * Items of a delivered array over the stored ones: an item with a key (`productCode`) merges into
 * the stored item of the same key, one without merges into the stored item at its position when
 * that one has no key either; what matches nothing is new and goes at the end.
 */
function mergeItems(stored: readonly unknown[], partial: readonly unknown[]): unknown[] {
  const merged = [...stored];
  const taken = new Set<number>();
  const added: unknown[] = [];
  partial.forEach((item, position) => {
    if (item === undefined || item === null) return;
    const key = itemKey(item);
    let index =
      key === undefined
        ? -1
        : stored.findIndex((candidate, at) => !taken.has(at) && itemKey(candidate) === key);
    if (index < 0 && key === undefined && position < stored.length && !taken.has(position)) {
      const candidate = stored[position];
      if (itemKey(candidate) === undefined) index = position;
    }
    if (index < 0) {
      added.push(item);
      return;
    }
    taken.add(index);
    merged[index] = mergePartialRecord(stored[index], item);
  });
  return [...merged, ...added];
}
