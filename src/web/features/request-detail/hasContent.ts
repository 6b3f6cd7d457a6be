import { isAbsent } from '../../lib/isAbsent';

/**
 * Whether a part of a vendor record holds anything worth a line: a section whose part is missing,
 * or made only of blanks, empty lists and empty objects (`{address: {}}`), says so briefly instead
 * of showing a column of dashes.
 */
export function hasContent(value: unknown): boolean {
  if (isAbsent(value)) return false;
  if (Array.isArray(value)) return value.some(hasContent);
  if (typeof value === 'object') return Object.values(value).some(hasContent);
  return true;
}
