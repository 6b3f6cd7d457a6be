import type { Uf } from '../../../contract/upstream/enums';

/**
 * Brazil's 27 UFs as a tile grid (column, row): each state one equal square near where it lies, so
 * a small state weighs as much as a large one and every tile can hold its code and a link.
 */
export const UF_TILES: Readonly<Record<Uf, readonly [column: number, row: number]>> = {
  RR: [1, 0],
  AP: [2, 0],
  AM: [1, 1],
  PA: [2, 1],
  MA: [3, 1],
  CE: [4, 1],
  RN: [5, 1],
  AC: [0, 2],
  RO: [1, 2],
  TO: [2, 2],
  PI: [3, 2],
  PE: [4, 2],
  PB: [5, 2],
  MT: [1, 3],
  GO: [2, 3],
  BA: [3, 3],
  SE: [4, 3],
  AL: [5, 3],
  MS: [1, 4],
  DF: [2, 4],
  MG: [3, 4],
  ES: [4, 4],
  PR: [1, 5],
  SP: [2, 5],
  RJ: [3, 5],
  SC: [1, 6],
  RS: [1, 7],
};

/**
 * Steps of the sequential scale (UfTileMap.module.css gives each its colour per scheme: darker for
 * more on light, brighter for more on dark, with text at 4.5:1 on every step).
 */
export const SHADE_STEPS = 5;

/** The step of a value on a scale from 0 to `max`: -1 for nothing, else 0..4 (equal intervals). */
export function shadeStep(value: number, max: number): number {
  if (value <= 0 || max <= 0) return -1;
  return Math.min(SHADE_STEPS - 1, Math.floor((value / max) * SHADE_STEPS));
}
