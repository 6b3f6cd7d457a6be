import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useState, type ReactNode, type RefObject } from 'react';
import classes from './RequestsTable.module.css';

export interface VirtualRowsProps {
  count: number;
  /** Expected row height in px (the density's); rows are measured once rendered. */
  rowHeight: number;
  columnCount: number;
  /** The table's frame: the element that scrolls. */
  frameRef: RefObject<HTMLDivElement | null>;
  tbodyRef: RefObject<HTMLTableSectionElement | null>;
  /** Filled with a function that scrolls a row into the rendered window. */
  scrollToRef: RefObject<((index: number) => void) | null>;
  renderRow: (index: number, measure: (element: HTMLTableRowElement | null) => void) => ReactNode;
}

/**
 * Only the rows near the visible part of the frame, between two spacer rows that keep the table's
 * full height, so a page of 200 rows scrolls smoothly. Loaded on demand: most pages never need it.
 */
export function VirtualRows({
  count,
  rowHeight,
  columnCount,
  frameRef,
  tbodyRef,
  scrollToRef,
  renderRow,
}: VirtualRowsProps) {
  // The rows start below the sticky header, inside the frame.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const top = tbodyRef.current?.offsetTop ?? 0;
    setScrollMargin((previous) => (Math.abs(previous - top) > 1 ? top : previous));
  }, [tbodyRef, count]);

  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser is read fresh on every render by design; the compiler leaves this component unmemoised, which is right for it.
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    count,
    getScrollElement: () => frameRef.current,
    estimateSize: () => rowHeight,
    overscan: 12,
    scrollMargin,
  });

  useEffect(() => {
    scrollToRef.current = (index) => virtualizer.scrollToIndex(index, { align: 'auto' });
    return () => {
      scrollToRef.current = null;
    };
  }, [scrollToRef, virtualizer]);

  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const paddingTop = first ? first.start - scrollMargin : 0;
  const paddingBottom = last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0;
  return (
    <>
      {paddingTop > 0 && (
        <tr aria-hidden="true" className={classes.spacer}>
          <td colSpan={columnCount} style={{ height: paddingTop }} />
        </tr>
      )}
      {items.map((item) => renderRow(item.index, virtualizer.measureElement))}
      {paddingBottom > 0 && (
        <tr aria-hidden="true" className={classes.spacer}>
          <td colSpan={columnCount} style={{ height: paddingBottom }} />
        </tr>
      )}
    </>
  );
}
