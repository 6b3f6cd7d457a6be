import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnSizingState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import type { RequestSummary } from '../../../../contract/api/requests';
import {
  COLUMN_WIDTHS,
  ELASTIC_COLUMNS,
  SORT_BY_COLUMN,
  orderedColumns,
  type RequestColumnId,
} from '../requestColumns';
import type { Density } from '../requestsSearch';
import { FittedColGroup } from './FittedColGroup';
import classes from './RequestsTable.module.css';
import { RequestsTableBody } from './RequestsTableBody';
import { RequestsTableHead } from './RequestsTableHead';
import { rowHeight } from './rowHeight';
import { sortFromSorting, sortingFromSort, type SortState } from './sortState';
import { useFocusReturn } from './useFocusReturn';
import type { RequestColumn } from './useRequestColumns';
import { useRowFocus } from './useRowFocus';
import { useRowKeyboard } from './useRowKeyboard';

export interface RequestsTableProps {
  /** Read by screen readers before the table: what it lists and how it is sorted. */
  caption: string;
  items: RequestSummary[];
  columns: readonly RequestColumn[];
  /** The columns shown, in the person's order (the code is pinned first whatever the order). */
  visibleColumns: readonly RequestColumnId[];
  /** Widths a person dragged columns to (px); the rest start at COLUMN_WIDTHS. */
  columnSizes?: Readonly<Record<string, number>>;
  /** Called once a drag ends, with every dragged width, to remember them. */
  onColumnSizesChange?: (sizes: Record<string, number>) => void;
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

function summaryValue(row: RequestSummary, id: RequestColumnId): unknown {
  return id in row ? row[id as keyof RequestSummary] : null;
}

/**
 * A page of requests as a real table (headers, aria-sort, row and column counts) through TanStack
 * Table in manual mode: the server sorts, filters and pages; the table model holds the columns'
 * visibility, order, widths (drag the header's edge), the code pinned at the left, and the sort.
 * It sits in a frame of bounded height, so the header stays in view while rows scroll and a
 * sideways scroll (columns wider than the screen) has its scrollbar in view (ADR 031).
 *
 * One tab stop: the arrow keys move between rows, Home/End and Page Up/Down jump, Enter opens the
 * drawer. Long pages render only the rows near the visible part of the frame.
 */
export const RequestsTable = memo(function RequestsTable(props: RequestsTableProps) {
  const { caption, items, columns, visibleColumns, density, sort, onSortChange, onOpen, openCode, busy } =
    props;
  const loadingRows = props.loadingRows ?? 0;
  const rows = items;

  const columnDefs = useMemo(
    () =>
      columns.map((column): ColumnDef<RequestSummary> => ({
        id: column.id,
        // The value the model holds for the column (the sort itself is the server's).
        accessorFn: (row) => summaryValue(row, column.id),
        header: column.header,
        cell: (context) => column.cell(context.row.original),
        size: column.width ?? COLUMN_WIDTHS[column.id],
        minSize: 56,
        maxSize: 1200,
        enableSorting: SORT_BY_COLUMN[column.id] !== undefined,
        enableHiding: column.id !== 'code',
      })),
    [columns],
  );

  const order = useMemo(() => orderedColumns(visibleColumns), [visibleColumns]);
  const columnVisibility = useMemo(() => {
    const shown = new Set<string>(order);
    return Object.fromEntries(columns.map((column) => [column.id, shown.has(column.id)]));
  }, [columns, order]);
  const columnOrder = useMemo(
    () => [...order, ...columns.map((column) => column.id).filter((id) => !order.includes(id))],
    [columns, order],
  );

  // Widths live here while a column is dragged, and are handed up once the drag ends.
  const [sizing, setSizing] = useState<ColumnSizingState>(() => ({ ...props.columnSizes }));
  const sorting = sortingFromSort(sort);

  const table = useReactTable<RequestSummary>({
    data: rows,
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.code,
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    enableSortingRemoval: true,
    sortDescFirst: false,
    enableMultiSort: false,
    columnResizeMode: 'onChange',
    state: {
      sorting,
      columnVisibility,
      columnOrder,
      columnSizing: sizing,
      columnPinning: { left: ['code'] },
    },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      onSortChange(sortFromSorting(next));
    },
    onColumnSizingChange: setSizing,
  });

  const resizing = table.getState().columnSizingInfo.isResizingColumn;
  const { onColumnSizesChange } = props;
  useEffect(() => {
    if (resizing === false && Object.keys(sizing).length > 0) onColumnSizesChange?.(sizing);
  }, [resizing, sizing, onColumnSizesChange]);

  const visibleLeafColumns = table.getVisibleLeafColumns();
  const columnCount = visibleLeafColumns.length;

  const frameRef = useRef<HTMLDivElement>(null);
  const fitted = visibleLeafColumns.map((column) => ({
    id: column.id,
    size: column.getSize(),
    dragged: sizing[column.id] !== undefined,
    elastic: ELASTIC_COLUMNS.has(column.id as RequestColumnId),
  }));
  const { tbodyRef, scrollToRef, focusRow } = useRowFocus();
  const keyboard = useRowKeyboard({
    rowCount: rows.length,
    rowHeight: rowHeight[density],
    frameRef,
    focusRow,
    onOpen,
  });
  useFocusReturn(openCode, items, focusRow);

  return (
    <div ref={frameRef} className={classes.frame} data-testid="requests-table-frame">
      <table
        className={classes.table}
        data-density={density}
        aria-busy={busy || loadingRows > 0}
        aria-rowcount={(loadingRows > 0 ? 0 : rows.length) + 1}
        aria-colcount={columnCount}
      >
        <caption className={classes.caption}>{caption}</caption>
        <FittedColGroup columns={fitted} />
        <RequestsTableHead groups={table.getHeaderGroups()} sort={sort} />
        <RequestsTableBody
          rows={table.getRowModel().rows}
          columnIds={visibleLeafColumns.map((column) => column.id)}
          loadingRows={loadingRows}
          rowHeight={rowHeight[density]}
          frameRef={frameRef}
          tbodyRef={tbodyRef}
          scrollToRef={scrollToRef}
          openCode={openCode}
          tabStop={keyboard.tabStop}
          onRowFocus={keyboard.onRowFocus}
          onKeyDown={keyboard.onKeyDown}
          onOpen={onOpen}
        />
      </table>
    </div>
  );
});
