import { isPlainObject } from '../../../contract/upstream/tolerant';
import type { StoredFieldChange } from '../../db/schema/history';

/** Absent, null, an empty object and an empty list all say the same to a reader: nothing. */
function isNothing(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (Array.isArray(value)) return value.length === 0;
  return isPlainObject(value) && Object.values(value).every(isNothing);
}

/** Equal as JSON values, whatever the order of object keys; absent, null and empty are the same. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (isNothing(a) || isNothing(b)) return isNothing(a) && isNothing(b);
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((item, index) => sameJson(item, b[index]));
  }
  if (isPlainObject(a)) {
    if (!isPlainObject(b)) return false;
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) if (!sameJson(a[key], b[key])) return false;
    return true;
  }
  return false;
}

function asJson(value: unknown): unknown {
  return value === undefined ? null : value;
}

/**
 * Objects that stand for one person: a new responsible is one change ("Bruno Lima → Carla Dias"),
 * not four (name, surname, e-mail, phone), which a reader could only piece together.
 */
const WHOLE_OBJECTS = new Set(['responsible', 'addedBy']);

/**
 * What changed from one version of a record to the next, one entry per dotted path: objects are
 * walked field by field ("payment.status", "company.address.city") except the people in
 * WHOLE_OBJECTS, arrays and every other value are compared whole ("products", "responsible"), and
 * an object that appears or disappears is one entry. Sorted by path, so equal inputs always give
 * equal histories.
 */
export function diffRecords(before: unknown, after: unknown, prefix = ''): StoredFieldChange[] {
  if (!isPlainObject(before) || !isPlainObject(after)) {
    return sameJson(before, after) ? [] : [{ field: prefix, from: asJson(before), to: asJson(after) }];
  }
  const changes: StoredFieldChange[] = [];
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  for (const key of keys) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    const from = before[key];
    const to = after[key];
    if (isPlainObject(from) && isPlainObject(to) && !WHOLE_OBJECTS.has(path)) {
      changes.push(...diffRecords(from, to, path));
    } else if (!sameJson(from, to)) {
      changes.push({ field: path, from: asJson(from), to: asJson(to) });
    }
  }
  return changes;
}
