import { Skeleton } from '@mantine/core';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type Row } from '@tanstack/react-table';
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { RequestSummary } from '../../../../contract/api/requests';
import { REQUEST_COLUMN_IDS, SORT_BY_COLUMN, type RequestColumnId } from '../requestColumns';
import type { Density } from '../requestsSearch';
import classes from './RequestsTable.module.css';
import { SortableHeader } from './SortableHeader';
import { nextSort, type SortState } from './sortState';
import { NUMERIC_COLUMNS } from './useRequestColumns';

const VirtualRows = lazy(() => import('./VirtualRows').then((module) => ({ default: module.VirtualRows })));

/** Above this many rows only those near the viewport are in the DOM. */
export const VIRTUALIZE_ABOVE = 100;

const rowHeight: Record<Density, number> = { comfortable: 37, compact: 29 };

export interface RequestsTableProps {
  /** Read by screen readers before the table: what it lists and how it is sorted. */
  caption: string;
  items: RequestSummary[];
  columns: ColumnDef<RequestSummary>[];
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

function cellClass(column: string): string | undefined {
  return NUMERIC_COLUMNS.has(column as RequestColumnId) ? classes.numeric : undefined;
}

/**
 * A page of requests as a real table (headers, aria-sort, row and column counts), sorted and paged
 * by the server. One tab stop: the arrow keys move between rows, Home/End and Page Up/Down jump,
 * Enter opens the drawer. Long pages render only the rows near the viewport.
 */
export function RequestsTable(props: RequestsTableProps) {
  const { caption, items, columns, visibleColumns, density, sort, onSortChange, onOpen, openCode, busy } =
    props;
  const loadingRows = props.loadingRows ?? 0;
  const visible = new Set(visibleColumns);
  const columnVisibility = Object.fromEntries(REQUEST_COLUMN_IDS.map((id) => [id, visible.has(id)]));

  // eslint-disable-next-line react-hooks/incompatible-library -- the table instance is read only during this render
  const table = useReactTable<RequestSummary>({
    data: items,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.code,
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    state: { columnVisibility },
  });
  const rows = table.getRowModel().rows;
  const columnCount = table.getVisibleLeafColumns().length;
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
    row: Row<RequestSummary> | undefined,
    index: number,
    measure?: (element: HTMLTableRowElement | null) => void,
  ): ReactNode => {
    if (!row) return null;
    const code = row.original.code;
    return (
      <tr
        key={row.id}
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
        {row.getVisibleCells().map((cell) => (
          <td key={cell.id} className={cellClass(cell.column.id)}>
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </td>
        ))}
      </tr>
    );
  };

  let body: ReactNode;
  if (loadingRows > 0) {
    body = Array.from({ length: loadingRows }, (_, index) => (
      <tr key={`skeleton-${index}`} aria-hidden="true">
        {table.getVisibleLeafColumns().map((column) => (
          <td key={column.id}>
            <Skeleton height={12} radius="sm" />
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
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1}>
              {group.headers.map((header) => {
                const sortColumn = SORT_BY_COLUMN[header.column.id as RequestColumnId];
                const direction = sortColumn && sort?.column === sortColumn ? sort.direction : undefined;
                const label = String(header.column.columnDef.header);
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={cellClass(header.column.id)}
                    aria-sort={sortColumn ? ariaSort(direction) : undefined}
                  >
                    {sortColumn ? (
                      <SortableHeader
                        label={label}
                        direction={direction}
                        onSort={() => onSortChange(nextSort(sort, sortColumn))}
                      />
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody ref={tbodyRef} onKeyDown={onKeyDown}>
          {body}
        </tbody>
      </table>
    </div>
  );
}
