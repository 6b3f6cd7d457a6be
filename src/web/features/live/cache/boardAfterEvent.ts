import type { Board, BoardColumn } from '../../../../contract/api/board';
import { boardQuery } from '../../../../contract/api/boardQuery';
import type { RequestFilters } from '../../../../contract/api/requestFilters';
import type { RequestSummary } from '../../../../contract/api/requests';
import type { CacheOutcome, RequestEvent } from './cacheOutcome';
import { BOARD_DEPENDENCY, changeMayAffect, FILTER_DEPENDENCIES, setFilterKeys } from './changeDependencies';

/** The column of requests whose status is not configured, or absent (src/bff/mirror/buildBoard.ts). */
const UNCONFIGURED = '';

const cents = (value: number) => Math.round(value * 100) / 100;
const amount = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** Most recently moved first, then by code, as the server orders a column's cards. */
function newestMoveFirst(a: Partial<RequestSummary>, b: Partial<RequestSummary>): number {
  const compare = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  return compare(b.statusSince ?? '', a.statusSince ?? '') || compare(b.code ?? '', a.code ?? '');
}

/** More requests in the column than cards carried: some lie beyond the card limit. */
const hasHiddenCards = (column: BoardColumn) => column.count > column.cards.length;

/** Whether a request passes the filters a board can judge by itself: status and removal. */
function passesStatusAndRemoved(request: RequestSummary, filters: RequestFilters): boolean {
  const removedMode = filters.removed ?? 'exclude';
  if (removedMode === 'exclude' && request.removed) return false;
  if (removedMode === 'only' && !request.removed) return false;
  if (filters.status?.length)
    return request.dealStatus !== null && filters.status.includes(request.dealStatus);
  return true;
}

function withoutCard(column: BoardColumn, card: RequestSummary): BoardColumn {
  return {
    ...column,
    count: Math.max(0, column.count - 1),
    sumFinalValue: cents(amount(column.sumFinalValue) - amount(card.finalValue)),
    sumTotalPower: amount(column.sumTotalPower) - amount(card.totalPower),
    cards: column.cards.filter((each) => each.code !== card.code),
  };
}

/**
 * The request added to a column: counted and summed, and shown among the cards where the server
 * would put it, unless it falls after the last card shown while more are hidden (its place is then
 * among those), and never beyond the column's card limit.
 */
function withCard(column: BoardColumn, card: RequestSummary, limit: number): BoardColumn {
  const cards = [...column.cards];
  const at = cards.findIndex((each) => newestMoveFirst(card, each) < 0);
  const position = at < 0 ? cards.length : at;
  if (!(position === cards.length && hasHiddenCards(column))) cards.splice(position, 0, card);
  return {
    ...column,
    count: column.count + 1,
    sumFinalValue: cents(amount(column.sumFinalValue) + amount(card.finalValue)),
    sumTotalPower: amount(column.sumTotalPower) + amount(card.totalPower),
    cards: cards.slice(0, limit),
  };
}

/** The column a request belongs in: its configured status's, or the one of the rest. */
function columnIndexFor(columns: BoardColumn[], request: RequestSummary): number {
  const named = columns.findIndex(
    (column) => column.status !== null && request.dealStatus !== null && column.name === request.dealStatus,
  );
  return named >= 0 ? named : columns.findIndex((column) => column.status === null);
}

function settled(columns: BoardColumn[]): Board {
  // The column of the rest exists only while something is in it, as the server sends it.
  const kept = columns.filter((column) => column.status !== null || column.count > 0);
  return { columns: kept, total: kept.reduce((sum, column) => sum + column.count, 0) };
}

function addTo(columns: BoardColumn[], request: RequestSummary, limit: number): BoardColumn[] {
  const next = [...columns];
  let index = columnIndexFor(next, request);
  if (index < 0) {
    next.push({ status: null, name: UNCONFIGURED, count: 0, sumFinalValue: 0, sumTotalPower: 0, cards: [] });
    index = next.length - 1;
  }
  const column = next[index];
  if (column) next[index] = withCard(column, request, limit);
  return next;
}

/**
 * A cached board of ['board', type, filters] after an event about one request. The card moves to
 * the column of its new status (most recently moved first, within the column's card limit) and
 * every count and sum follows, so a wall screen changes at once. It is stale (to be fetched again)
 * when the news cannot be worked out from what the board holds: a card left a column that had more
 * than it showed (one of those now shows), a request not among the cards changed in a way that
 * moves a count or a sum, or the board is filtered by what the change touched (text, dates...),
 * which only the server judges.
 */
export function boardAfterEvent(board: Board, rawFilters: unknown, event: RequestEvent): CacheOutcome<Board> {
  const parsed = boardQuery.safeParse(rawFilters ?? {});
  const columnsValue: unknown = board.columns;
  if (!parsed.success || !Array.isArray(columnsValue)) return { data: board, stale: true };
  const { cardsPerColumn: limit, ...filters } = parsed.data;
  const otherFilters = setFilterKeys(filters).filter((key) => key !== 'status' && key !== 'removed');
  const columns = board.columns.map((column) => ({
    ...column,
    cards: Array.isArray(column.cards) ? column.cards : [],
  }));

  const code = event.kind === 'request.removed' ? event.code : event.request.code;
  const from = columns.findIndex((column) => column.cards.some((card) => card.code === code));
  const fromColumn = from >= 0 ? columns[from] : undefined;
  const before = fromColumn?.cards.find((card) => card.code === code);
  const anyHidden = columns.some(hasHiddenCards);
  const unchanged = { data: board, stale: false };

  if (event.kind === 'request.removed') {
    const removedMode = filters.removed ?? 'exclude';
    // Shown with the rest: still counted, only marked. Shown alone: it joins, with what we lack.
    if (removedMode !== 'exclude') {
      if (!fromColumn || !before) return { data: board, stale: removedMode === 'only' };
      const marked = { ...before, removed: true };
      columns[from] = {
        ...fromColumn,
        cards: fromColumn.cards.map((card) => (card.code === code ? marked : card)),
      };
      return { data: settled(columns), stale: removedMode === 'only' };
    }
    if (!fromColumn || !before) return { data: board, stale: anyHidden };
    columns[from] = withoutCard(fromColumn, before);
    return { data: settled(columns), stale: hasHiddenCards(fromColumn) };
  }

  const request = event.request;
  const fields = event.kind === 'request.changed' ? event.fields : [];
  const change = { fields, before, after: request };

  if (otherFilters.length > 0) {
    // Created, or changed in what such a filter reads: in or out is for the server to say.
    const filterDependencies = otherFilters.map((key) => FILTER_DEPENDENCIES[key]);
    if (event.kind === 'request.created' && !before) return { data: board, stale: true };
    if (changeMayAffect(filterDependencies, change)) return { data: board, stale: true };
  }

  if (!fromColumn || !before) {
    if (event.kind === 'request.changed') {
      if (!changeMayAffect([BOARD_DEPENDENCY], change)) return unchanged;
      // Not among the cards: it may be among the hidden ones (or, filtered, one we cannot judge).
      if (anyHidden || otherFilters.length > 0) return { data: board, stale: true };
    }
    if (!passesStatusAndRemoved(request, filters)) return unchanged;
    return { data: settled(addTo(columns, request, limit)), stale: false };
  }

  if (!passesStatusAndRemoved(request, filters)) {
    columns[from] = withoutCard(fromColumn, before);
    return { data: settled(columns), stale: hasHiddenCards(fromColumn) };
  }
  if (columnIndexFor(columns, request) === from && (before.statusSince ?? null) === request.statusSince) {
    // Same column, same place: the card is replaced and the sums move by the difference.
    columns[from] = {
      ...fromColumn,
      sumFinalValue: cents(
        amount(fromColumn.sumFinalValue) - amount(before.finalValue) + amount(request.finalValue),
      ),
      sumTotalPower:
        amount(fromColumn.sumTotalPower) - amount(before.totalPower) + amount(request.totalPower),
      cards: fromColumn.cards.map((card) => (card.code === code ? request : card)),
    };
    return { data: settled(columns), stale: false };
  }
  columns[from] = withoutCard(fromColumn, before);
  return { data: settled(addTo(columns, request, limit)), stale: hasHiddenCards(fromColumn) };
}
