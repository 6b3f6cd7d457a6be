import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '../db/queryRows';
import { describeOnEachEngine } from '../mirror/testing/mirrorTestDatabase';
import { percentilesCont, unpackFloat8Array } from './percentiles';

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
});

describeOnEachEngine('float8[] as array_send hands it over', (db) => {
  const sent = async (array: string) => {
    const [row] = await queryRows(
      db(),
      sql`select encode(array_send(${sql.raw(array)}), 'base64') as packed`,
      z.object({ packed: z.string() }),
    );
    return Buffer.from(row?.packed ?? '', 'base64');
  };

  it('reads every value, in order, and nothing from an empty array', async () => {
    expect(unpackFloat8Array(await sent("'{1.5,-2,86400000.25}'::float8[]"))).toEqual([
      1.5, -2, 86_400_000.25,
    ]);
    expect(unpackFloat8Array(await sent("'{}'::float8[]"))).toEqual([]);
  });

  it('refuses an array of another type or with a null', async () => {
    expect(() => unpackFloat8Array(Buffer.alloc(0))).toThrow();
    await expect(sent("'{1,2}'::int8[]").then(unpackFloat8Array)).rejects.toThrow(
      /float8\[\] of one dimension/,
    );
    await expect(sent("'{1,null}'::float8[]").then(unpackFloat8Array)).rejects.toThrow(/element 2 is null/);
  });
});
