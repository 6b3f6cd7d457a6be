import { orderedColumns, type RequestColumnId } from '../requestColumns';

/**
 * The visible columns with `column` moved to `position` (0-based, in the whole list). The code is
 * pinned first: it does not move, and nothing moves before it.
 */
export function moveColumn(
  columns: readonly RequestColumnId[],
  column: RequestColumnId,
  position: number,
): RequestColumnId[] {
  const ordered = orderedColumns(columns);
  const from = ordered.indexOf(column);
  if (column === 'code' || from < 0) return ordered;
  const to = Math.max(1, Math.min(ordered.length - 1, position));
  const next = ordered.filter((id) => id !== column);
  next.splice(to, 0, column);
  return next;
}

/**
 * A new choice of visible columns that keeps the person's order: the columns still chosen stay
 * where they were, newly chosen ones come last, the code first.
 */
export function chosenColumns(
  current: readonly RequestColumnId[],
  chosen: readonly RequestColumnId[],
): RequestColumnId[] {
  const kept = current.filter((id) => chosen.includes(id));
  const added = chosen.filter((id) => !current.includes(id));
  return orderedColumns([...kept, ...added]);
}
