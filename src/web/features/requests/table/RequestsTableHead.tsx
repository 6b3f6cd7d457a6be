import { flexRender, type Header, type HeaderGroup } from '@tanstack/react-table';
import type { RequestSummary } from '../../../../contract/api/requests';
import { SORT_BY_COLUMN, type RequestColumnId } from '../requestColumns';
import { cellClass } from './cellClass';
import classes from './RequestsTable.module.css';
import { SortableHeader } from './SortableHeader';
import type { SortState } from './sortState';

function ariaSort(direction: SortState['direction'] | undefined) {
  if (direction === 'asc') return 'ascending';
  if (direction === 'desc') return 'descending';
  return 'none';
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

/** The header row: each column's label, its sort button and aria-sort, and its resize handle. */
export function RequestsTableHead({
  groups,
  sort,
}: {
  groups: readonly HeaderGroup<RequestSummary>[];
  sort: SortState | undefined;
}) {
  return (
    <thead>
      {groups.map((group) => (
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
  );
}
