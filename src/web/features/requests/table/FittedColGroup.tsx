import { useLayoutEffect, useState, type RefObject } from 'react';

const MIN_FITTED_WIDTH = 64;

/**
 * Column widths that fit the frame: a column a person dragged keeps its width; the others, when
 * their default widths add up to more than the room left, shrink in proportion (never below a
 * readable minimum), so the default set never scrolls sideways. More columns than fit scroll
 * inside the frame.
 */
export function fittedWidths(
  columns: readonly { size: number; dragged: boolean }[],
  available: number,
): number[] {
  if (available <= 0) return columns.map((column) => column.size);
  const fixed = columns.filter((column) => column.dragged).reduce((sum, column) => sum + column.size, 0);
  const flexible = columns.filter((column) => !column.dragged).reduce((sum, column) => sum + column.size, 0);
  const scale = flexible > 0 ? Math.min(1, Math.max(0, available - fixed) / flexible) : 1;
  return columns.map((column) =>
    column.dragged ? column.size : Math.max(MIN_FITTED_WIDTH, Math.floor(column.size * scale)),
  );
}

/** The frame's inner width (without its scrollbar), followed as the window resizes; 0 unmeasured. */
function useFrameWidth(frameRef: RefObject<HTMLDivElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    setWidth(frame.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(frame.clientWidth));
    observer.observe(frame);
    return () => observer.disconnect();
  }, [frameRef]);
  return width;
}

export interface FittedColGroupProps {
  columns: readonly { id: string; size: number; dragged: boolean }[];
  frameRef: RefObject<HTMLDivElement | null>;
  tableRef: RefObject<HTMLTableElement | null>;
}

/**
 * The table's <colgroup>, fitted to its frame. The frame is measured here, not in the table, so
 * that measuring it (on mount, and as the window resizes) renders these few elements again rather
 * than every row.
 */
export function FittedColGroup({ columns, frameRef, tableRef }: FittedColGroupProps) {
  const widths = fittedWidths(columns, useFrameWidth(frameRef));
  const total = widths.reduce((sum, width) => sum + width, 0);
  // The table is at least as wide as its columns; past the frame, the frame scrolls sideways.
  useLayoutEffect(() => {
    if (tableRef.current) tableRef.current.style.minWidth = `${total}px`;
  }, [tableRef, total]);
  return (
    <colgroup>
      {columns.map((column, index) => (
        <col key={column.id} style={{ width: widths[index] }} />
      ))}
    </colgroup>
  );
}
