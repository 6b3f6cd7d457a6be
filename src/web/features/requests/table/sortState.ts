import type { SortingState } from '@tanstack/react-table';
import type { SortableColumn } from '../../../../contract/api/requestFilters';
import { REQUEST_COLUMN_IDS, SORT_BY_COLUMN, isRequestColumnId } from '../requestColumns';

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

/** The table model's sorting (by column id) for the URL's sort (by the API's sort key). */
export function sortingFromSort(sort: SortState | undefined): SortingState {
  if (!sort) return [];
  const id = REQUEST_COLUMN_IDS.find((column) => SORT_BY_COLUMN[column] === sort.column);
  return id ? [{ id, desc: sort.direction === 'desc' }] : [];
}

/** The API's sort for the table model's sorting; the order itself is the server's (ADR 031). */
export function sortFromSorting(sorting: SortingState): SortState | undefined {
  const first = sorting[0];
  if (!first || !isRequestColumnId(first.id)) return undefined;
  const column = SORT_BY_COLUMN[first.id];
  return column ? { column, direction: first.desc ? 'desc' : 'asc' } : undefined;
}
