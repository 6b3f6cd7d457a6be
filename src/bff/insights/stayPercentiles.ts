import { percentilesCont } from './percentiles';

/** One stay as a mirror row packs it (statusStays.ts): int8 status number, float8 ms, big-endian. */
const STAY_BYTES = 16;
const TWO_TO_32 = 2 ** 32;

/**
 * A status number (int8, as decimal text) as the key stayPercentiles gives it: its 64 bits read
 * unsigned into a double, as the packed stays are read. Two numbers that differ only past a
 * double's 53 bits would share a key; for hashes of a few dozen names that is never.
 */
export function statusKey(number: string): number {
  const bits = BigInt.asUintN(64, BigInt(number));
  return keyOf(Number(bits >> 32n), Number(bits & 0xffffffffn));
}

/** The key of a status number from its two unsigned 32-bit halves. */
function keyOf(high: number, low: number): number {
  return high * TWO_TO_32 + low;
}

export interface StayFigures {
  stays: number;
  /** percentile_cont(0.5) of the stays' lengths in ms. */
  medianMs: number;
  /** percentile_cont(0.9) of the stays' lengths in ms. */
  p90Ms: number;
}

/**
 * The median and p90 of each status's stays, from the packed stays of the rows a filter selected,
 * laid end to end (ADR 056). The database only gathers them: grouping and sorting a year's 280,000
 * stays in PGlite's wasm took over 100 ms; here about 15. `names`: each status by its statusKey.
 */
export function stayPercentiles(
  packed: Uint8Array,
  names: ReadonlyMap<number, string>,
): Map<string, StayFigures> {
  if (packed.byteLength % STAY_BYTES !== 0) {
    throw new Error(`packed stays of ${packed.byteLength} bytes are not whole ${STAY_BYTES}-byte stays`);
  }
  const view = new DataView(packed.buffer, packed.byteOffset, packed.byteLength);
  // A few dozen statuses at most: a search of their numbers' two halves costs less per stay than a
  // Map keyed by 64-bit numbers, which V8 hashes as doubles.
  const highs: number[] = [];
  const lows: number[] = [];
  const lengths: number[][] = [];
  for (let offset = 0; offset < packed.byteLength; offset += STAY_BYTES) {
    const high = view.getUint32(offset);
    const low = view.getUint32(offset + 4);
    let index = 0;
    while (index < highs.length && (highs[index] !== high || lows[index] !== low)) index += 1;
    if (index === highs.length) {
      highs.push(high);
      lows.push(low);
      lengths.push([]);
    }
    lengths[index]?.push(view.getFloat64(offset + 8));
  }
  const figures = new Map<string, StayFigures>();
  for (const [index, values] of lengths.entries()) {
    const id = keyOf(highs[index] ?? 0, lows[index] ?? 0);
    const name = names.get(id);
    if (name === undefined) throw new Error(`packed stays name status key ${id}, which has no status`);
    const [medianMs = Number.NaN, p90Ms = Number.NaN] = percentilesCont(values, [0.5, 0.9]);
    figures.set(name, { stays: values.length, medianMs, p90Ms });
  }
  return figures;
}
