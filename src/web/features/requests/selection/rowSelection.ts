/** Which requests of the list are selected: ticked codes, or every request the filter matches. */
export interface RowSelection {
  codes: readonly string[];
  /** "Selecionar todos os N deste filtro": every page, resolved by the server. */
  allInFilter: boolean;
  /** The last code ticked on its own: a shift-click selects from it to the one clicked. */
  anchor: string | null;
}

export const emptySelection: RowSelection = { codes: [], allInFilter: false, anchor: null };

/**
 * A click on a row's checkbox: toggles it, or with shift sets every row of the page from the
 * anchor to it to the clicked row's new state (as a file manager does). Leaves "all in filter".
 */
export function toggleRow(
  selection: RowSelection,
  code: string,
  pageCodes: readonly string[],
  shift: boolean,
): RowSelection {
  const selected = new Set(selection.codes);
  const on = !selected.has(code);
  const from = shift && selection.anchor !== null ? pageCodes.indexOf(selection.anchor) : -1;
  const to = pageCodes.indexOf(code);
  const range = from >= 0 && to >= 0 ? pageCodes.slice(Math.min(from, to), Math.max(from, to) + 1) : [code];
  for (const each of range) {
    if (on) selected.add(each);
    else selected.delete(each);
  }
  return { codes: [...selected], allInFilter: false, anchor: code };
}

/** The header's checkbox: selects the whole page, or clears it when all of it was selected. */
export function togglePage(selection: RowSelection, pageCodes: readonly string[]): RowSelection {
  const selected = new Set(selection.codes);
  const all = pageCodes.length > 0 && pageCodes.every((code) => selected.has(code));
  for (const code of pageCodes) {
    if (all) selected.delete(code);
    else selected.add(code);
  }
  return { codes: [...selected], allInFilter: false, anchor: null };
}

/** How many requests a selection holds, given the filter's total. */
export function selectedCount(selection: RowSelection, total: number): number {
  return selection.allInFilter ? total : selection.codes.length;
}
