/**
 * Every vendor field may be missing, null, blank or (after arithmetic on a missing number) NaN;
 * all of these read as "not provided", never as 0, "null" or an empty cell.
 */
export function isAbsent(value: unknown): value is null | undefined | '' {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return !Number.isFinite(value);
  return false;
}
