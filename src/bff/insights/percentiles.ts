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

const FLOAT8_OID = 701;

/**
 * A float8[] in PostgreSQL's binary form (array_send): the dimensions, the element type, then each
 * element's length and its big-endian value. What a statement hands over when the BFF is to take
 * the percentiles (ADR 056); a null, or a shape other than a list of float8, is refused.
 */
export function unpackFloat8Array(packed: Uint8Array): number[] {
  const view = new DataView(packed.buffer, packed.byteOffset, packed.byteLength);
  const dimensions = view.getInt32(0);
  if (dimensions === 0) return [];
  if (dimensions !== 1 || view.getUint32(8) !== FLOAT8_OID) {
    throw new Error(`expected a float8[] of one dimension, got ${dimensions} of type ${view.getUint32(8)}`);
  }
  const length = view.getInt32(12);
  return Array.from({ length }, (_, index) => {
    const at = 20 + index * 12;
    if (view.getInt32(at) !== 8) throw new Error(`float8[] element ${index + 1} is null or not 8 bytes`);
    return view.getFloat64(at + 4);
  });
}
