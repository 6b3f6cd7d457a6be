import type { Board, BoardColumn } from '../../../contract/api/board';

/**
 * A board's columns as they are shown: configured statuses by `sequence` (a status without one
 * after those with one, in the order given), then the column of other statuses. The server sends
 * them so already; a cache written by live updates, or an older server, need not.
 */
export function orderedColumns(board: Board): BoardColumn[] {
  const rank = (column: BoardColumn) =>
    column.status === null ? Number.POSITIVE_INFINITY : (column.status.sequence ?? Number.MAX_SAFE_INTEGER);
  return board.columns
    .map((column, index) => ({ column, index }))
    .sort((a, b) => rank(a.column) - rank(b.column) || a.index - b.index)
    .map(({ column }) => column);
}
