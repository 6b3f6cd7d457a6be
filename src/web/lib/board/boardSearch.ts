import type { z } from 'zod';
import { boardQuery, type BoardQuery } from '../../../contract/api/boardQuery';
import { requestFilters } from '../../../contract/api/requestFilters';

/**
 * The filters a status board offers, as they live in the URL: free text, responsible, delivery UF
 * and a created-date range. The same schemas as the API's, so a copied link reproduces the board.
 */
export const boardSearchSchema = requestFilters.pick({
  q: true,
  responsible: true,
  uf: true,
  createdFrom: true,
  createdTo: true,
});
export type BoardSearch = z.output<typeof boardSearchSchema>;
export type BoardFilterKey = keyof BoardSearch;

/** A change to the board's filters, applied to the URL's latest search (two quick changes both land). */
export type BoardSearchUpdate = (current: BoardSearch) => BoardSearch;

export const BOARD_FILTER_KEYS = boardSearchSchema.keyof().options;

/**
 * Reads search params tolerantly: a parameter that does not validate (a typo in a shared link, a
 * UF that does not exist) is dropped on its own, so the rest of the board still opens.
 */
export function readBoardSearch(raw: Readonly<Record<string, unknown>>): BoardSearch {
  const kept: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(boardSearchSchema.shape)) {
    const value = raw[key];
    if (value !== undefined && field.safeParse(value).success) kept[key] = value;
  }
  return boardSearchSchema.parse(kept);
}

/** The API's board query for these filters: only what is set, and how many cards per column. */
export function toBoardQuery(search: BoardSearch, cardsPerColumn?: number): BoardQuery {
  const query: Record<string, unknown> = { cardsPerColumn };
  for (const key of BOARD_FILTER_KEYS) {
    const value = search[key];
    if (value !== undefined && !(Array.isArray(value) && value.length === 0)) query[key] = value;
  }
  return boardQuery.parse(query);
}

export function activeBoardFilterCount(search: BoardSearch): number {
  return BOARD_FILTER_KEYS.filter((key) => {
    const value = search[key];
    return Array.isArray(value) ? value.length > 0 : value !== undefined;
  }).length;
}

/** The same filters with one changed; an emptied list clears the filter. */
export function withBoardFilter<K extends BoardFilterKey>(
  search: BoardSearch,
  key: K,
  value: BoardSearch[K] | undefined,
): BoardSearch {
  const next: BoardSearch = { ...search };
  next[key] = (Array.isArray(value) && value.length === 0 ? undefined : value) as BoardSearch[K];
  return next;
}

export const withoutBoardFilters: BoardSearchUpdate = () => ({});
