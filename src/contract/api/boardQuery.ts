import { z } from 'zod';
import { requestFilters } from './requestFilters';

export const DEFAULT_CARDS_PER_COLUMN = 20;
export const MAX_CARDS_PER_COLUMN = 200;

/** GET /api/board/:type: the listing's filters, and how many cards each column carries. */
export const boardQuery = requestFilters.extend({
  cardsPerColumn: z.coerce.number().int().min(0).max(MAX_CARDS_PER_COLUMN).default(DEFAULT_CARDS_PER_COLUMN),
});
export type BoardQuery = z.output<typeof boardQuery>;
export type BoardQueryInput = z.input<typeof boardQuery>;
