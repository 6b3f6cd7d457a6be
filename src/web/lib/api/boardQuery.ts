import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { board } from '../../../contract/api/board';
import type { BoardQuery } from '../../../contract/api/boardQuery';
import type { RequestType } from '../../../contract/upstream/enums';
import { fetchJson } from '../fetchJson';
import { toQueryString } from '../queryString';

/** The prefix every board of a type is cached under; a live event about the type invalidates it. */
export const boardQueryKey = (type: RequestType) => ['board', type] as const;

/**
 * Until live events reach a board, it refreshes itself this often (and on regaining focus): one
 * read of Painel's own mirror, never a vendor call. Live updates make this a mere safety net.
 */
export const BOARD_SAFETY_REFETCH_MS = 30_000;

/**
 * The status board of a type under some filters: `['board', type, query]`, the query being the
 * normalised API query (filters and cards per column), so two URLs that mean the same board share
 * an entry. The data is the API's `Board` as is: columns in `sequence` order, each with its count,
 * sums and first cards; a live event refetches it from the mirror (ADR 029).
 */
export const boardQuery = (type: RequestType, query: BoardQuery) =>
  queryOptions({
    queryKey: [...boardQueryKey(type), query] as const,
    queryFn: ({ signal }) => fetchJson(`/api/board/${type}?${toQueryString(query)}`, board, { signal }),
    // A change of filters keeps the previous board on screen until the next one arrives.
    placeholderData: keepPreviousData,
    refetchInterval: BOARD_SAFETY_REFETCH_MS,
    refetchOnWindowFocus: true,
  });
