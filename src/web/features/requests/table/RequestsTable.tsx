import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { RequestSummary } from '../../../../contract/api/requests';
import { SORT_BY_COLUMN, type RequestColumnId } from '../requestColumns';
import type { Density } from '../requestsSearch';
import classes from './RequestsTable.module.css';
import { SortableHeader } from './SortableHeader';
import { nextSort, type SortState } from './sortState';
import { NUMERIC_COLUMNS, type RequestColumn } from './useRequestColumns';

const VirtualRows = lazy(() => import('./VirtualRows').then((module) => ({ default: module.VirtualRows })));

/** Above this many rows only those near the viewport are in the DOM. */
export const VIRTUALIZE_ABOVE = 100;

const rowHeight: Record<Density, number> = { comfortable: 37, compact: 29 };

export interface RequestsTableProps {
  /** Read by screen readers before the table: what it lists and how it is sorted. */
  caption: string;
  items: RequestSummary[];
  columns: readonly RequestColumn[];
  visibleColumns: readonly RequestColumnId[];
  density: Density;
  sort: SortState | undefined;
  onSortChange: (sort: SortState | undefined) => void;
  onOpen: (code: string) => void;
  /** The request whose drawer is open: marked, and focused again when the drawer closes. */
  openCode: string | null;
  /** The rows shown are the previous answer while a new one loads. */
  busy: boolean;
  /** Skeleton rows instead of data (the first load of a view). */
  loadingRows?: number;
}

function ariaSort(direction: SortState['direction'] | undefined) {
  if (direction === 'asc') return 'ascending';
  if (direction === 'desc') return 'descending';
  return 'none';
}

function cellClass(column: RequestColumnId): string | undefined {
  return NUMERIC_COLUMNS.has(column) ? classes.numeric : undefined;
}

/**
 * A page of requests as a real table (headers, aria-sort, row and column counts), sorted and paged
 * by the server. One tab stop: the arrow keys move between rows, Home/End and Page Up/Down jump,
 * Enter opens the drawer. Long pages render only the rows near the viewport.
 *
 * Sorting, paging and filtering happen on the server, so the table is a plain mapping of rows and
 * visible columns; a table library would add its whole feature set to the orders page's first
 * load for nothing (ADR 021).
 */
export function RequestsTable(props: RequestsTableProps) {
  const { caption, items, columns, visibleColumns, density, sort, onSortChange, onOpen, openCode, busy } =
    props;
  const loadingRows = props.loadingRows ?? 0;
  // In the order of `columns` (REQUEST_COLUMN_IDS), whatever order they were chosen in.
  const visible = new Set(visibleColumns);
  const shown = columns.filter((column) => visible.has(column.id));
  const rows = items;
  const columnCount = shown.length;
  const virtual = rows.length > VIRTUALIZE_ABOVE;

  const tbodyRef = useRef<HTMLTableSectionElement>(null);
  const scrollToRef = useRef<((index: number) => void) | null>(null);
  const pendingFocus = useRef<number | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const tabStop = Math.min(activeIndex, Math.max(rows.length - 1, 0));

  const rowElement = (index: number) =>
    tbodyRef.current?.querySelector<HTMLElement>(`tr[data-row-index="${index}"]`) ?? null;
  const focusRow = (index: number) => {
    const element = rowElement(index);
    if (element) {
      element.focus();
      pendingFocus.current = null;
      return;
    }
    // Not rendered (virtualised): scroll it in and focus it once it is.
    pendingFocus.current = index;
    scrollToRef.current?.(index);
  };

  useEffect(() => {
    if (pendingFocus.current === null) return;
    const element = rowElement(pendingFocus.current);
    if (element) {
      element.focus();
      pendingFocus.current = null;
    }
  });

  // When the drawer closes, focus goes back to the row it was opened from.
  const previousOpen = useRef(openCode);
  useEffect(() => {
    const closed = previousOpen.current;
    previousOpen.current = openCode;
    if (!closed || openCode) return;
    const index = items.findIndex((item) => item.code === closed);
    if (index >= 0) focusRow(index);
    // focusRow only reads refs; running again on its identity would steal focus on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openCode, items]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('tr[data-row-index]');
    if (!row || rows.length === 0) return;
    const index = Number(row.dataset.rowIndex);
    const page = Math.max(1, Math.floor(window.innerHeight / rowHeight[density]) - 2);
    const targets: Partial<Record<string, number>> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: rows.length - 1,
      PageDown: index + page,
      PageUp: index - page,
    };
    const target = targets[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusRow(Math.max(0, Math.min(rows.length - 1, target)));
    } else if (event.key === 'Enter' && event.target === row && row.dataset.code) {
      event.preventDefault();
      onOpen(row.dataset.code);
    }
  };

  const renderRow = (
    row: RequestSummary | undefined,
    index: number,
    measure?: (element: HTMLTableRowElement | null) => void,
  ): ReactNode => {
    if (!row) return null;
    const code = row.code;
    return (
      <tr
        key={code}
        ref={measure}
        data-index={index}
        data-row-index={index}
        data-code={code}
        data-open={code === openCode || undefined}
        aria-rowindex={index + 2}
        tabIndex={index === tabStop ? 0 : -1}
        className={classes.row}
        onFocus={() => setActiveIndex(index)}
        onClick={() => onOpen(code)}
      >
        {shown.map((column) => (
          <td key={column.id} className={cellClass(column.id)}>
            {column.cell(row)}
          </td>
        ))}
      </tr>
    );
  };

  let body: ReactNode;
  if (loadingRows > 0) {
    body = Array.from({ length: loadingRows }, (_, index) => (
      <tr key={`skeleton-${index}`} aria-hidden="true">
        {shown.map((column) => (
          <td key={column.id}>
            <span className={classes.skeleton} />
          </td>
        ))}
      </tr>
    ));
  } else if (virtual) {
    body = (
      <Suspense fallback={rows.slice(0, VIRTUALIZE_ABOVE).map((row, index) => renderRow(row, index))}>
        <VirtualRows
          count={rows.length}
          rowHeight={rowHeight[density]}
          columnCount={columnCount}
          tbodyRef={tbodyRef}
          scrollToRef={scrollToRef}
          renderRow={(index, measure) => renderRow(rows[index], index, measure)}
        />
      </Suspense>
    );
  } else {
    body = rows.map((row, index) => renderRow(row, index));
  }

  return (
    <div className={classes.scroller}>
      <table
        className={classes.table}
        data-density={density}
        aria-busy={busy || loadingRows > 0}
        aria-rowcount={(loadingRows > 0 ? 0 : rows.length) + 1}
        aria-colcount={columnCount}
      >
        <caption className={classes.caption}>{caption}</caption>
        <thead>
          <tr aria-rowindex={1}>
            {shown.map((column) => {
              const sortColumn = SORT_BY_COLUMN[column.id];
              const direction = sortColumn && sort?.column === sortColumn ? sort.direction : undefined;
              return (
                <th
                  key={column.id}
                  scope="col"
                  className={cellClass(column.id)}
                  aria-sort={sortColumn ? ariaSort(direction) : undefined}
                >
                  {sortColumn ? (
                    <SortableHeader
                      label={column.header}
                      direction={direction}
                      onSort={() => onSortChange(nextSort(sort, sortColumn))}
                    />
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody ref={tbodyRef} onKeyDown={onKeyDown}>
          {body}
        </tbody>
      </table>
    </div>
  );
}
