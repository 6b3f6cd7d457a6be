import { z } from 'zod';
import { MAX_CARDS_PER_COLUMN } from '../../../contract/api/boardQuery';
import { requestTypeSchema, type RequestType } from '../../../contract/upstream/enums';

export const DEFAULT_CYCLE_SECONDS = 30;
export const DEFAULT_WALL_CARDS = 8;

/**
 * How a wall screen is set up, in its URL, so an office configures each screen by its link:
 * `cycle` seconds between the orders and the budgets (0 stops on the first), `only` one type,
 * `cards` per column (what fits the screen from across the room).
 */
export const wallboardSearchSchema = z.object({
  cycle: z.coerce
    .number()
    .int()
    .refine((seconds) => seconds === 0 || (seconds >= 5 && seconds <= 3600))
    .optional(),
  only: requestTypeSchema.optional(),
  cards: z.coerce.number().int().min(1).max(MAX_CARDS_PER_COLUMN).optional(),
});
export type WallboardSearch = z.output<typeof wallboardSearchSchema>;

/** Each parameter on its own: a bad one is dropped, the screen still opens. */
export function readWallboardSearch(raw: Readonly<Record<string, unknown>>): WallboardSearch {
  const kept: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(wallboardSearchSchema.shape)) {
    const value = raw[key];
    if (value !== undefined && field.safeParse(value).success) kept[key] = value;
  }
  return wallboardSearchSchema.parse(kept);
}

export interface WallboardSettings {
  types: readonly RequestType[];
  cycleSeconds: number;
  cardsPerColumn: number;
}

export function wallboardSettings(search: WallboardSearch): WallboardSettings {
  return {
    types: search.only ? [search.only] : ['order', 'budget'],
    cycleSeconds: search.cycle ?? DEFAULT_CYCLE_SECONDS,
    cardsPerColumn: search.cards ?? DEFAULT_WALL_CARDS,
  };
}
