import { useEffect, useRef } from 'react';

/**
 * Focuses a row by its index, even one the virtualiser has not rendered: it is scrolled into the
 * rendered window first and focused on the render that brings it in.
 */
export function useRowFocus() {
  const tbodyRef = useRef<HTMLTableSectionElement>(null);
  /** Filled by the virtualised body with a function that scrolls a row into the rendered window. */
  const scrollToRef = useRef<((index: number) => void) | null>(null);
  const pendingFocus = useRef<number | null>(null);

  const rowElement = (index: number) =>
    tbodyRef.current?.querySelector<HTMLElement>(`tr[data-row-index="${index}"]`) ?? null;

  const focusRow = (index: number) => {
    const element = rowElement(index);
    if (element) {
      element.focus();
      pendingFocus.current = null;
      return;
    }
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

  return { tbodyRef, scrollToRef, focusRow };
}
