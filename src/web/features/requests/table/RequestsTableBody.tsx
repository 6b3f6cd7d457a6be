import type { Cell, Row } from '@tanstack/react-table';
import { lazy, Suspense, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import type { RequestSummary } from '../../../../contract/api/requests';
import { cellClass } from './cellClass';
import classes from './RequestsTable.module.css';

const VirtualRows = lazy(() => import('./VirtualRows').then((module) => ({ default: module.VirtualRows })));

/** Above this many rows only those near the visible part of the frame are in the DOM. */
const VIRTUALIZE_ABOVE = 100;

export interface RequestsTableBodyProps {
  rows: readonly Row<RequestSummary>[];
  /** The visible columns' ids, for the skeleton rows' cells. */
  columnIds: readonly string[];
  /** Skeleton rows instead of data (the first load of a view). */
  loadingRows: number;
  rowHeight: number;
  frameRef: RefObject<HTMLDivElement | null>;
  tbodyRef: RefObject<HTMLTableSectionElement | null>;
  scrollToRef: RefObject<((index: number) => void) | null>;
  openCode: string | null;
  /** The one row reachable with Tab. */
  tabStop: number;
  onRowFocus: (index: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLTableSectionElement>) => void;
  onOpen: (code: string) => void;
}

/**
 * A cell's content, from its column's function called like any render function. flexRender would
 * mount that function as a component, and the columns are built anew whenever what their cells
 * depend on changes (the selection, the view in the URL): every cell of the page then unmounted
 * and mounted again, more than a thousand components, twice over when a drawer opened.
 */
function renderCell(cell: Cell<RequestSummary, unknown>): ReactNode {
  const template = cell.column.columnDef.cell;
  return typeof template === 'function' ? (template(cell.getContext()) as ReactNode) : template;
}

/**
 * The table's rows: skeletons while the first answer loads, every row on a short page, and on a
 * long one only the rows near the visible part of the frame (VirtualRows, loaded on demand).
 */
export function RequestsTableBody({
  rows,
  columnIds,
  loadingRows,
  rowHeight,
  frameRef,
  tbodyRef,
  scrollToRef,
  openCode,
  tabStop,
  onRowFocus,
  onKeyDown,
  onOpen,
}: RequestsTableBodyProps) {
  const renderRow = (index: number, measure?: (element: HTMLTableRowElement | null) => void): ReactNode => {
    const row = rows[index];
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
        onFocus={() => onRowFocus(index)}
        onClick={() => onOpen(code)}
      >
        {row.getVisibleCells().map((cell) => (
          <td key={cell.id} className={cellClass(cell.column.id, cell.column.getIsPinned() === 'left')}>
            <div className={classes.cellContent}>{renderCell(cell)}</div>
          </td>
        ))}
      </tr>
    );
  };

  let body: ReactNode;
  if (loadingRows > 0) {
    body = Array.from({ length: loadingRows }, (_, index) => (
      <tr key={`skeleton-${index}`} aria-hidden="true">
        {columnIds.map((id) => (
          <td key={id}>
            <span className={classes.skeleton} />
          </td>
        ))}
      </tr>
    ));
  } else if (rows.length > VIRTUALIZE_ABOVE) {
    body = (
      <Suspense fallback={rows.slice(0, VIRTUALIZE_ABOVE).map((_, index) => renderRow(index))}>
        <VirtualRows
          count={rows.length}
          rowHeight={rowHeight}
          columnCount={columnIds.length}
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
    <tbody ref={tbodyRef} onKeyDown={onKeyDown}>
      {body}
    </tbody>
  );
}
