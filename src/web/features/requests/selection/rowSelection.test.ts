import { describe, expect, it } from 'vitest';
import { emptySelection, selectedCount, togglePage, toggleRow } from './rowSelection';

const page = ['10', '11', '12', '13', '14'];

describe('row selection', () => {
  it('ticks and unticks one row', () => {
    const one = toggleRow(emptySelection, '12', page, false);
    expect(one.codes).toEqual(['12']);
    expect(toggleRow(one, '12', page, false).codes).toEqual([]);
  });

  it('selects the range from the last ticked row with shift, in either direction', () => {
    const first = toggleRow(emptySelection, '11', page, false);
    expect([...toggleRow(first, '14', page, true).codes].sort()).toEqual(['11', '12', '13', '14']);
    const back = toggleRow(emptySelection, '13', page, false);
    expect([...toggleRow(back, '10', page, true).codes].sort()).toEqual(['10', '11', '12', '13']);
  });

  it('a shift-click on a selected row clears the range', () => {
    const all = togglePage(emptySelection, page);
    const anchored = toggleRow(all, '11', page, false);
    expect([...toggleRow(anchored, '13', page, true).codes].sort()).toEqual(['10', '14']);
  });

  it('selects the page, then clears it; "all in filter" counts the filter total', () => {
    const all = togglePage(emptySelection, page);
    expect(all.codes).toHaveLength(5);
    expect(togglePage(all, page).codes).toEqual([]);
    expect(selectedCount({ ...all, allInFilter: true }, 230)).toBe(230);
    expect(selectedCount(all, 230)).toBe(5);
  });
});
