/** Mantine's breakpoints, narrowest first. */
export const BREAKPOINTS = ['base', 'xs', 'sm', 'md', 'lg', 'xl'] as const;
export type Breakpoint = (typeof BREAKPOINTS)[number];

export interface RowFill {
  cols: number;
  /** How many columns the last card spans, so the last row has no empty slot. */
  lastSpan: number;
}

/**
 * Columns for `count` cards at every breakpoint, at most `widest` there (a breakpoint left out
 * takes the narrower one's), so that every row is full: the most columns that divide the cards
 * evenly, as long as that is at least half the room (and two, where two fit); otherwise all the
 * room, the last card stretched over what its row leaves empty.
 */
export function fullRows(
  count: number,
  widest: Partial<Record<Breakpoint, number>>,
): Record<Breakpoint, RowFill> {
  const fills = {} as Record<Breakpoint, RowFill>;
  let room = 1;
  for (const breakpoint of BREAKPOINTS) {
    room = widest[breakpoint] ?? room;
    let cols = room;
    const fewest = room >= 2 ? Math.max(2, Math.ceil(room / 2)) : 1;
    for (let candidate = room; candidate >= fewest; candidate -= 1) {
      if (count % candidate === 0) {
        cols = candidate;
        break;
      }
    }
    const left = count % cols;
    fills[breakpoint] = { cols, lastSpan: left === 0 ? 1 : cols - left + 1 };
  }
  return fills;
}
