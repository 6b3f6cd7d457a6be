import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

const MIN_FITTED_WIDTH = 64;

export interface FittedColumn {
  size: number;
  /** A person dragged it to this width: kept as it is. */
  dragged: boolean;
  /** Free text cut with the whole of it in its title (a name): gives up its room first. */
  elastic?: boolean;
}

function scaled(size: number, scale: number): number {
  return Math.max(MIN_FITTED_WIDTH, Math.floor(size * scale));
}

/**
 * Column widths that fit the frame: a column a person dragged keeps its width; when the others'
 * default widths add up to more than the room left, the free-text columns (names, whose whole
 * text is in their title) shrink first, in proportion, so that statuses, dates and amounts read
 * whole; only if that is not enough do the rest shrink too. Never below a readable minimum: past
 * that, the frame scrolls sideways.
 */
export function fittedWidths(columns: readonly FittedColumn[], available: number): number[] {
  if (available <= 0) return columns.map((column) => column.size);
  const sum = (items: readonly FittedColumn[]) => items.reduce((total, column) => total + column.size, 0);
  const free = columns.filter((column) => !column.dragged);
  const room = Math.max(0, available - sum(columns.filter((column) => column.dragged)));
  const rigid = sum(free.filter((column) => !column.elastic));
  const elastic = sum(free.filter((column) => column.elastic));
  const elasticScale = elastic > 0 ? Math.min(1, Math.max(0, room - rigid) / elastic) : 1;
  const elasticWidth = free
    .filter((column) => column.elastic)
    .reduce((total, column) => total + scaled(column.size, elasticScale), 0);
  const rigidScale = rigid > 0 ? Math.min(1, Math.max(0, room - elasticWidth) / rigid) : 1;
  return columns.map((column) => {
    if (column.dragged) return column.size;
    return scaled(column.size, column.elastic ? elasticScale : rigidScale);
  });
}

/**
 * The inner width (without its scrollbar) of the frame the table sits in, followed as the window
 * resizes; 0 unmeasured. Found from the colgroup itself: the frame's and the table's refs are not
 * set yet when a child's layout effect runs.
 */
function useFrameWidth(colgroupRef: RefObject<HTMLTableColElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const frame = colgroupRef.current?.closest('table')?.parentElement;
    if (!frame) return;
    setWidth(frame.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(frame.clientWidth));
    observer.observe(frame);
    return () => observer.disconnect();
  }, [colgroupRef]);
  return width;
}

export interface FittedColGroupProps {
  columns: readonly (FittedColumn & { id: string })[];
}

/**
 * The table's <colgroup>, fitted to its frame. The frame is measured here, not in the table, so
 * that measuring it (on mount, and as the window resizes) renders these few elements again rather
 * than every row.
 */
export function FittedColGroup({ columns }: FittedColGroupProps) {
  const colgroupRef = useRef<HTMLTableColElement>(null);
  const widths = fittedWidths(columns, useFrameWidth(colgroupRef));
  const total = widths.reduce((sum, width) => sum + width, 0);
  // The table is at least as wide as its columns; past the frame, the frame scrolls sideways.
  useLayoutEffect(() => {
    const table = colgroupRef.current?.closest('table');
    if (table) table.style.minWidth = `${total}px`;
  }, [total]);
  return (
    <colgroup ref={colgroupRef}>
      {columns.map((column, index) => (
        <col key={column.id} style={{ width: widths[index] }} />
      ))}
    </colgroup>
  );
}
