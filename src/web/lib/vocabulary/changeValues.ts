// What a history value holds, read the same way by every describer of changes.

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Absent, null, blank, an empty list or an object of nothing: all say nothing is known. */
export function nothing(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0) ||
    (isRecord(value) && Object.values(value).every(nothing))
  );
}

/** Equal as JSON, whatever the key order; absent, null and empty all mean nothing. */
export function same(a: unknown, b: unknown): boolean {
  if (nothing(a) || nothing(b)) return nothing(a) && nothing(b);
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => same(item, b[i]))
    );
  }
  if (isRecord(a) && isRecord(b)) {
    return [...new Set([...Object.keys(a), ...Object.keys(b)])].every((key) => same(a[key], b[key]));
  }
  return a === b;
}

/**
 * Whether `now` only adds to `was`: every part that differs had nothing before, as when a full
 * read gives products the dimensions the listing left out. Lists compare item by item.
 */
export function onlyAdds(was: unknown, now: unknown): boolean {
  if (nothing(was) || same(was, now)) return true;
  if (Array.isArray(was) && Array.isArray(now)) {
    return was.length === now.length && was.every((item, index) => onlyAdds(item, now[index]));
  }
  if (isRecord(was) && isRecord(now)) {
    return [...new Set([...Object.keys(was), ...Object.keys(now)])].every((key) =>
      onlyAdds(was[key], now[key]),
    );
  }
  return false;
}
