import type { RequestColumnId } from '../requestColumns';
import classes from './RequestsTable.module.css';
import { NUMERIC_COLUMNS } from './useRequestColumns';

/** The same class on a column's header and its cells, so numbers and the pinned code line up. */
export function cellClass(column: string, pinned: boolean): string | undefined {
  const names = [
    NUMERIC_COLUMNS.has(column as RequestColumnId) ? classes.numeric : '',
    pinned ? classes.pinned : '',
  ].filter(Boolean);
  return names.length > 0 ? names.join(' ') : undefined;
}
