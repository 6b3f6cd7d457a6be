import { describe, expect, it } from 'vitest';
import { hasContent } from './hasContent';

describe('hasContent', () => {
  it('finds nothing in missing, blank and not-a-number values', () => {
    for (const value of [undefined, null, '', '   ', Number.NaN]) expect(hasContent(value)).toBe(false);
  });

  it('finds nothing in containers made only of nothing', () => {
    expect(hasContent({})).toBe(false);
    expect(hasContent([])).toBe(false);
    expect(hasContent({ address: {}, files: [], complement: ' ', price: undefined })).toBe(false);
    expect(hasContent([{ category: '', uploadedFiles: [] }])).toBe(false);
  });

  it('counts zero, false and any text as content, however deep', () => {
    expect(hasContent(0)).toBe(true);
    expect(hasContent(false)).toBe(true);
    expect(hasContent({ address: { city: 'Campinas' } })).toBe(true);
    expect(hasContent([{}, { price: 0 }])).toBe(true);
  });
});
