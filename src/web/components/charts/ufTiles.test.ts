import { describe, expect, it } from 'vitest';
import { UFS } from '../../../contract/upstream/enums';
import { shadeStep, UF_TILES } from './ufTiles';

describe('the UF tile grid', () => {
  it('places each of the 27 UFs on a square of its own', () => {
    const places = UFS.map((uf) => UF_TILES[uf].join(','));
    expect(new Set(places).size).toBe(27);
  });

  it('shades nothing for zero and five equal steps up to the largest value', () => {
    expect(shadeStep(0, 100)).toBe(-1);
    expect(shadeStep(1, 100)).toBe(0);
    expect(shadeStep(19.9, 100)).toBe(0);
    expect(shadeStep(20, 100)).toBe(1);
    expect(shadeStep(79.9, 100)).toBe(3);
    expect(shadeStep(100, 100)).toBe(4);
    expect(shadeStep(5, 0)).toBe(-1);
  });
});
