import { useState, type KeyboardEvent, type RefObject } from 'react';

interface RowKeyboardOptions {
  rowCount: number;
  /** Px of one row, to turn the frame's visible height into a page of rows. */
  rowHeight: number;
  /** The scrolling frame: its height is what Page Up/Down move by. */
  frameRef: RefObject<HTMLDivElement | null>;
  focusRow: (index: number) => void;
  onOpen: (code: string) => void;
}

/**
 * The table's keyboard model: one tab stop (the row last focused), the arrow keys move between
 * rows, Home/End and Page Up/Down jump, Enter opens the row's drawer.
 */
export function useRowKeyboard({ rowCount, rowHeight, frameRef, focusRow, onOpen }: RowKeyboardOptions) {
  const [activeIndex, setActiveIndex] = useState(0);
  const tabStop = Math.min(activeIndex, Math.max(rowCount - 1, 0));

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('tr[data-row-index]');
    if (!row || rowCount === 0) return;
    const index = Number(row.dataset.rowIndex);
    const visibleHeight = frameRef.current?.clientHeight || window.innerHeight;
    const page = Math.max(1, Math.floor(visibleHeight / rowHeight) - 2);
    const targets: Partial<Record<string, number>> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: rowCount - 1,
      PageDown: index + page,
      PageUp: index - page,
    };
    const target = targets[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusRow(Math.max(0, Math.min(rowCount - 1, target)));
    } else if (event.key === 'Enter' && event.target === row && row.dataset.code) {
      event.preventDefault();
      onOpen(row.dataset.code);
    }
  };

  return { tabStop, onRowFocus: setActiveIndex, onKeyDown };
}
