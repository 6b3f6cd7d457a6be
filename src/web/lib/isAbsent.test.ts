import { describe, expect, it } from 'vitest';
import { isAbsent } from './isAbsent';

describe('isAbsent', () => {
  it('treats missing, null, blank and non-finite values as absent', () => {
    for (const value of [undefined, null, '', '   ', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(isAbsent(value), String(value)).toBe(true);
    }
  });

  it('keeps real values, including zero and false', () => {
    for (const value of [0, -1, 'x', false, [], {}]) expect(isAbsent(value), String(value)).toBe(false);
  });
});
