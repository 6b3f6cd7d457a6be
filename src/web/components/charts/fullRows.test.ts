import { describe, expect, it } from 'vitest';
import { fullRows } from './fullRows';

const WIDEST = { base: 2, sm: 3, lg: 4, xl: 5 };
const shape = (count: number) =>
  Object.fromEntries(
    Object.entries(fullRows(count, WIDEST)).map(([key, fill]) => [key, [fill.cols, fill.lastSpan]]),
  );

describe('figure cards that fill every row', () => {
  it('lays nine cards out in three full rows of three wherever three fit', () => {
    expect(shape(9)).toEqual({
      base: [2, 2],
      xs: [2, 2],
      sm: [3, 1],
      md: [3, 1],
      lg: [3, 1],
      xl: [3, 1],
    });
  });

  it('lays eight out in rows of four, and four in one row', () => {
    expect(shape(8)).toMatchObject({ base: [2, 1], sm: [2, 1], lg: [4, 1], xl: [4, 1] });
    expect(shape(4)).toMatchObject({ base: [2, 1], sm: [2, 1], lg: [4, 1], xl: [4, 1] });
  });

  it('stretches the last card over the empty slots when no even split is wide enough', () => {
    // Seven: five, then two, the last over four columns.
    expect(fullRows(7, WIDEST).xl).toEqual({ cols: 5, lastSpan: 4 });
    expect(fullRows(7, WIDEST).base).toEqual({ cols: 2, lastSpan: 2 });
  });
});
