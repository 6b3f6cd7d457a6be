import quickselect from 'quickselect';

/**
 * PostgreSQL's percentile_cont of each fraction (ascending), linear between the two nearest ranks.
 * Only those ranks are put in place (quickselect), not the whole list: each selection leaves every
 * value after its rank no smaller, so the next one searches from there. Reorders `values`.
 */
export function percentilesCont(values: number[], fractions: readonly number[]): number[] {
  let from = 0;
  const at = (rank: number): number => {
    if (rank >= from) {
      quickselect(values, rank, from);
      from = rank + 1;
    }
    return values[rank] ?? Number.NaN;
  };
  return fractions.map((fraction) => {
    const rank = fraction * (values.length - 1);
    const below = at(Math.floor(rank));
    return rank === Math.floor(rank)
      ? below
      : below + (rank - Math.floor(rank)) * (at(Math.ceil(rank)) - below);
  });
}

/**
 * Big-endian float8 values laid end to end (float8send, string_agg), as a list: what a statement
 * hands over when the BFF is to take the percentiles (ADR 056).
 */
export function unpackFloat8(packed: Uint8Array): number[] {
  if (packed.byteLength % 8 !== 0) throw new Error(`${packed.byteLength} bytes are not whole float8 values`);
  const view = new DataView(packed.buffer, packed.byteOffset, packed.byteLength);
  return Array.from({ length: packed.byteLength / 8 }, (_, index) => view.getFloat64(index * 8));
}
