import { describe, expect, it } from 'vitest';
import { stayPercentiles, statusKey } from './stayPercentiles';

// Status numbers as the database gives them (int8 hashes, signed), one past 2^53 in either half.
const NUMBERS = ['1', '-7046029254386353131', '9007199254740993'] as const;

/** Stays packed as a mirror row carries them: int8 status number, float8 ms, big-endian. */
function pack(stays: ReadonlyArray<[number, number]>): Uint8Array {
  const packed = Buffer.alloc(stays.length * 16);
  stays.forEach(([which, ms], index) => {
    packed.writeBigInt64BE(BigInt(NUMBERS[which - 1] ?? '0'), index * 16);
    packed.writeDoubleBE(ms, index * 16 + 8);
  });
  return packed;
}

const NAMES = new Map([
  [statusKey('1'), 'Novo'],
  [statusKey('-7046029254386353131'), 'Negociação'],
  [statusKey('9007199254740993'), 'Status que ninguém configurou'],
]);

describe('stay percentiles', () => {
  it("gives each status its stays' count, median and p90, whatever order the rows came in", () => {
    const packed = pack([
      [2, 5],
      [1, 300],
      [1, 100],
      [3, 42.5],
      [1, 200],
      [2, 1],
    ]);
    expect(stayPercentiles(packed, NAMES)).toEqual(
      new Map([
        ['Negociação', { stays: 2, medianMs: 3, p90Ms: 4.6 }],
        ['Novo', { stays: 3, medianMs: 200, p90Ms: 280 }],
        ['Status que ninguém configurou', { stays: 1, medianMs: 42.5, p90Ms: 42.5 }],
      ]),
    );
  });

  it('reads stays from a slice of a larger buffer', () => {
    const whole = Buffer.concat([Buffer.alloc(5), pack([[1, 60_000]])]);
    expect(stayPercentiles(whole.subarray(5), NAMES).get('Novo')).toEqual({
      stays: 1,
      medianMs: 60_000,
      p90Ms: 60_000,
    });
  });

  it('keys a status number the same from its decimal text as from its packed bits', () => {
    expect(statusKey('-1')).toBe(2 ** 64 - 1);
    expect(statusKey('1')).toBe(1);
    expect(statusKey('-7046029254386353131')).not.toBe(statusKey('9007199254740993'));
  });

  it('has no figures without stays', () => {
    expect(stayPercentiles(new Uint8Array(), NAMES)).toEqual(new Map());
  });

  it('refuses a packing that is not whole stays or names a status number that has no name', () => {
    expect(() => stayPercentiles(pack([[1, 1]]).subarray(1), NAMES)).toThrow(/not whole 16-byte stays/);
    expect(() => stayPercentiles(pack([[1, 1]]), new Map())).toThrow(/has no status/);
  });
});
