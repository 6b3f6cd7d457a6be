import { z } from 'zod';
import { requestStatus } from '../upstream/requestStatus';
import { requestSummary } from './requests';

/** One column of a status board: the configured status, its totals and its first cards. */
export const boardColumn = z.object({
  /** The configured status; null for the column of requests whose status is not configured. */
  status: requestStatus.nullable(),
  /** The dealStatus text the column groups by. */
  name: z.string(),
  count: z.number().int(),
  sumFinalValue: z.number(),
  /** Wp. */
  sumTotalPower: z.number(),
  /** The cards of the column, most recently moved first, up to the requested limit. */
  cards: z.array(requestSummary),
});
export type BoardColumn = z.infer<typeof boardColumn>;

export const board = z.object({
  columns: z.array(boardColumn),
  total: z.number().int(),
});
export type Board = z.infer<typeof board>;
