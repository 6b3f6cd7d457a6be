import { describe, expect, it } from 'vitest';
import { percentilesCont, unpackFloat8 } from './percentiles';

describe('percentiles taken in the BFF', () => {
  it("interpolates between the two nearest ranks, as PostgreSQL's percentile_cont does", () => {
    expect(percentilesCont([40, 10, 30, 20], [0.5, 0.9])).toEqual([25, 37]);
    expect(percentilesCont([7], [0.5, 0.9])).toEqual([7, 7]);
    // Ranks that fall on one value, and one the median's upper neighbour already put in place.
    expect(percentilesCont([5, 1, 4, 2, 3], [0.5, 0.75])).toEqual([3, 4]);
    expect(percentilesCont([3, 1, 2], [0.5, 0.9])).toEqual([2, 2.8]);
  });

  it('agrees with a full sort on many values, duplicates included', () => {
    const values = Array.from({ length: 10_001 }, (_, index) => (index * 7_919) % 1_000);
    const sorted = [...values].sort((a, b) => a - b);
    const cont = (fraction: number) => {
      const rank = fraction * (sorted.length - 1);
      const below = sorted[Math.floor(rank)] ?? 0;
      return below + (rank - Math.floor(rank)) * ((sorted[Math.ceil(rank)] ?? 0) - below);
    };
    expect(percentilesCont(values, [0.1, 0.5, 0.9, 0.99])).toEqual([0.1, 0.5, 0.9, 0.99].map(cont));
  });

  it('reads float8 values as float8send packs them, and refuses a packing of part of one', () => {
    const packed = Buffer.alloc(24);
    [1.5, -2, 86_400_000.25].forEach((value, index) => packed.writeDoubleBE(value, index * 8));
    expect(unpackFloat8(packed)).toEqual([1.5, -2, 86_400_000.25]);
    expect(unpackFloat8(new Uint8Array())).toEqual([]);
    expect(() => unpackFloat8(packed.subarray(1))).toThrow(/not whole float8 values/);
  });
});
