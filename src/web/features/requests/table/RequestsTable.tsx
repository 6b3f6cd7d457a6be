import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnSizingState,
  type Header,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import {
  lazy,
  Suspense,
  memo,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
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
import { SortableHeader } from './SortableHeader';
import { sortFromSorting, sortingFromSort, type SortState } from './sortState';
import { NUMERIC_COLUMNS, type RequestColumn } from './useRequestColumns';

const VirtualRows = lazy(() => import('./VirtualRows').then((module) => ({ default: module.VirtualRows })));

/** Above this many rows only those near the visible part of the frame are in the DOM. */
export const VIRTUALIZE_ABOVE = 100;

const rowHeight: Record<Density, number> = { comfortable: 37, compact: 29 };

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

function ariaSort(direction: SortState['direction'] | undefined) {
  if (direction === 'asc') return 'ascending';
  if (direction === 'desc') return 'descending';
  return 'none';
}

function cellClass(column: string, pinned: boolean): string | undefined {
  const names = [
    NUMERIC_COLUMNS.has(column as RequestColumnId) ? classes.numeric : '',
    pinned ? classes.pinned : '',
  ].filter(Boolean);
  return names.length > 0 ? names.join(' ') : undefined;
}

function summaryValue(row: RequestSummary, id: RequestColumnId): unknown {
  return id in row ? row[id as keyof RequestSummary] : null;
}

function ResizeHandle({ header }: { header: Header<RequestSummary, unknown> }) {
  const handler = header.getResizeHandler();
  return (
    // A pointer affordance: widths are a matter of taste, and the keyboard model stays on the rows.
    <div
      aria-hidden="true"
      className={classes.resizer}
      data-resizing={header.column.getIsResizing() || undefined}
      onMouseDown={handler}
      onTouchStart={handler}
      onDoubleClick={() => header.column.resetSize()}
      onClick={(event) => event.stopPropagation()}
    />
  );
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
  const virtual = rows.length > VIRTUALIZE_ABOVE;

  const columnDefs = useMemo(
    () =>
      columns.map((column): ColumnDef<RequestSummary> => ({
        id: column.id,
        // The value the model holds for the column (the sort itself is the server's).
        accessorFn: (row) => summaryValue(row, column.id),
        header: column.header,
        cell: (context) => column.cell(context.row.original),
        size: COLUMN_WIDTHS[column.id],
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

  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table's instance is read fresh on every render by design; the compiler leaves this component unmemoised, which is right for it.
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
    const visibleHeight = frameRef.current?.clientHeight || window.innerHeight;
    const page = Math.max(1, Math.floor(visibleHeight / rowHeight[density]) - 2);
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

  const tableRows = table.getRowModel().rows;
  const renderRow = (index: number, measure?: (element: HTMLTableRowElement | null) => void): ReactNode => {
    const row = tableRows[index];
    if (!row) return null;
    const code = row.original.code;
    return (
      <tr
        key={code}
        ref={measure}
        data-index={index}
        data-row-index={index}
        data-code={code}
        data-open={code === openCode || undefined}
        data-stalled={row.original.stalled === true || undefined}
        aria-rowindex={index + 2}
        tabIndex={index === tabStop ? 0 : -1}
        className={classes.row}
        onFocus={() => setActiveIndex(index)}
        onClick={() => onOpen(code)}
      >
        {row.getVisibleCells().map((cell) => (
          <td key={cell.id} className={cellClass(cell.column.id, cell.column.getIsPinned() === 'left')}>
            <div className={classes.cellContent}>
              {flexRender(cell.column.columnDef.cell, cell.getContext())}
            </div>
          </td>
        ))}
      </tr>
    );
  };

  let body: ReactNode;
  if (loadingRows > 0) {
    body = Array.from({ length: loadingRows }, (_, index) => (
      <tr key={`skeleton-${index}`} aria-hidden="true">
        {visibleLeafColumns.map((column) => (
          <td key={column.id}>
            <span className={classes.skeleton} />
          </td>
        ))}
      </tr>
    ));
  } else if (virtual) {
    body = (
      <Suspense fallback={rows.slice(0, VIRTUALIZE_ABOVE).map((_, index) => renderRow(index))}>
        <VirtualRows
          count={rows.length}
          rowHeight={rowHeight[density]}
          columnCount={columnCount}
          frameRef={frameRef}
          tbodyRef={tbodyRef}
          scrollToRef={scrollToRef}
          renderRow={renderRow}
        />
      </Suspense>
    );
  } else {
    body = rows.map((_, index) => renderRow(index));
  }

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
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1}>
              {group.headers.map((header) => {
                const sortColumn = SORT_BY_COLUMN[header.column.id as RequestColumnId];
                const direction = sortColumn && sort?.column === sortColumn ? sort.direction : undefined;
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    data-column={header.column.id}
                    className={cellClass(header.column.id, header.column.getIsPinned() === 'left')}
                    aria-sort={header.column.getCanSort() ? ariaSort(direction) : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <SortableHeader
                        label={label}
                        direction={direction}
                        onSort={() => header.column.toggleSorting(undefined, false)}
                      />
                    ) : (
                      <span className={classes.headerText}>{label}</span>
                    )}
                    {header.column.getCanResize() && <ResizeHandle header={header} />}
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
});
