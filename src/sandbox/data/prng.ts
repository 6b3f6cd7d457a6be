/**
 * A small seeded generator (mulberry32 over an xmur3-style string hash). Every random choice of
 * the sandbox goes through one of these, so a seed reproduces the same world byte for byte.
 * Sub-generators are keyed by name and index, so record #n does not change when record #n-1
 * draws one more number.
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** Float in [min, max) rounded to `decimals`. */
  float(min: number, max: number, decimals?: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by relative weight. */
  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T;
  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  digits(count: number): string;
  hex(count: number): string;
}

const HEX = '0123456789abcdef';

function hashSeed(text: string): number {
  let h = 1779033703 ^ text.length;
  for (let i = 0; i < text.length; i += 1) {
    h = Math.imul(h ^ text.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  h = Math.imul(h ^ (h >>> 16), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  return (h ^= h >>> 16) >>> 0;
}

export function createRng(...seedParts: Array<string | number>): Rng {
  let state = hashSeed(seedParts.join('\u001f'));
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new RangeError('Cannot pick from an empty list.');
    return items[Math.floor(next() * items.length)] as T;
  };
  return {
    next,
    int,
    float(min, max, decimals = 2) {
      const factor = 10 ** decimals;
      return Math.round((min + next() * (max - min)) * factor) / factor;
    },
    chance: (probability) => next() < probability,
    pick,
    weighted<T>(items: ReadonlyArray<readonly [T, number]>): T {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      const last = items[items.length - 1];
      if (!last) throw new RangeError('Cannot pick from an empty list.');
      return last[0];
    },
    sample<T>(items: readonly T[], count: number): T[] {
      const pool = [...items];
      const out: T[] = [];
      while (out.length < count && pool.length > 0) {
        out.push(pool.splice(Math.floor(next() * pool.length), 1)[0] as T);
      }
      return out;
    },
    digits(count) {
      let out = '';
      for (let i = 0; i < count; i += 1) out += String(Math.floor(next() * 10));
      return out;
    },
    hex(count) {
      let out = '';
      for (let i = 0; i < count; i += 1) out += HEX[Math.floor(next() * 16)];
      return out;
    },
  };
}
