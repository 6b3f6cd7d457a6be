import type { SortableColumn } from '../../../../contract/api/requestFilters';

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  column: SortableColumn;
  direction: SortDirection;
}

/** A header click cycles ascending, descending, then back to the server's default order. */
export function nextSort(current: SortState | undefined, column: SortableColumn): SortState | undefined {
  if (!current || current.column !== column) return { column, direction: 'asc' };
  if (current.direction === 'asc') return { column, direction: 'desc' };
  return undefined;
}
