import { act, renderHook } from '@testing-library/react';
import type { KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useRowKeyboard } from './useRowKeyboard';

/** A tbody of `count` rows inside a frame `height` px tall, and a key pressed on row `index`. */
function setup(count: number, height: number) {
  const frame = document.createElement('div');
  Object.defineProperty(frame, 'clientHeight', { value: height });
  const tbody = document.createElement('tbody');
  const rows = Array.from({ length: count }, (_, index) => {
    const tr = document.createElement('tr');
    tr.dataset.rowIndex = String(index);
    tr.dataset.code = `ORD-${index}`;
    tbody.append(tr);
    return tr;
  });
  const focusRow = vi.fn();
  const onOpen = vi.fn();
  const { result } = renderHook(() =>
    useRowKeyboard({ rowCount: count, rowHeight: 30, frameRef: { current: frame }, focusRow, onOpen }),
  );
  const press = (key: string, index: number) => {
    const event = { key, target: rows[index], preventDefault: vi.fn() };
    result.current.onKeyDown(event as unknown as KeyboardEvent<HTMLTableSectionElement>);
    return event;
  };
  return { result, press, focusRow, onOpen };
}

describe('the rows keyboard', () => {
  it('moves one row, to the ends and by a page of the frame, never past the first or last row', () => {
    // 300 px at 30 px a row: ten rows in view, a page moves eight (two stay for context).
    const { press, focusRow } = setup(20, 300);
    const targets = [
      ['ArrowDown', 3, 4],
      ['ArrowUp', 3, 2],
      ['ArrowUp', 0, 0],
      ['Home', 7, 0],
      ['End', 7, 19],
      ['PageDown', 5, 13],
      ['PageDown', 15, 19],
      ['PageUp', 5, 0],
    ] as const;
    for (const [key, from, to] of targets) {
      focusRow.mockClear();
      expect(press(key, from).preventDefault, key).toHaveBeenCalled();
      expect(focusRow, `${key} from ${from}`).toHaveBeenCalledWith(to);
    }
  });

  it('opens the focused row with Enter, and leaves other keys to the page', () => {
    const { press, focusRow, onOpen } = setup(5, 300);
    press('Enter', 2);
    expect(onOpen).toHaveBeenCalledWith('ORD-2');
    const other = press('a', 2);
    expect(other.preventDefault).not.toHaveBeenCalled();
    expect(focusRow).not.toHaveBeenCalled();
  });

  it('keeps one tab stop: the first row, then the row last focused, or the last row once fewer remain', () => {
    const { result } = setup(3, 300);
    expect(result.current.tabStop).toBe(0);
    act(() => result.current.onRowFocus(1));
    expect(result.current.tabStop).toBe(1);
    act(() => result.current.onRowFocus(7));
    expect(result.current.tabStop).toBe(2);
  });
});
