import { useCallback, useMemo, useState } from 'react';
import type { BulkSelection } from '../../../../contract/api/bulk';
import type { RequestListQuery } from '../../../../contract/api/requestFilters';
import type { RequestType } from '../../../../contract/upstream/enums';
import type { RowSelectionControl } from '../table/useRequestColumns';
import { emptySelection, type RowSelection, togglePage, toggleRow } from './rowSelection';

export interface BulkSelectionState {
  selection: RowSelection;
  /** What the server is asked about: the ticked codes, or the filter of the list as it is. */
  asRequest: BulkSelection;
  control: RowSelectionControl | undefined;
  togglePage: () => void;
  selectAllInFilter: () => void;
  clear: () => void;
}

/**
 * The list's selection, kept while paging and cleared when the filter changes (a selection made
 * under one filter must not silently apply under another).
 */
export function useBulkSelection(
  type: RequestType,
  listQuery: RequestListQuery,
  pageCodes: readonly string[],
  enabled: boolean,
): BulkSelectionState {
  const { page: _page, pageSize: _pageSize, sort: _sort, dir: _dir, ...filters } = listQuery;
  const filterKey = JSON.stringify([type, filters]);
  const [state, setState] = useState<{ key: string; selection: RowSelection }>({
    key: filterKey,
    selection: emptySelection,
  });
  const selection = state.key === filterKey ? state.selection : emptySelection;
  const update = useCallback(
    (next: (current: RowSelection) => RowSelection) =>
      setState((current) => ({
        key: filterKey,
        selection: next(current.key === filterKey ? current.selection : emptySelection),
      })),
    [filterKey],
  );
  // The table's columns are built from this control: a new one at every render of the list (no
  // compiler memoises it) rebuilt them all, each time the page re-rendered.
  const control = useMemo((): RowSelectionControl | undefined => {
    if (!enabled) return undefined;
    const ticked = new Set(selection.codes);
    return {
      isSelected: (code) => selection.allInFilter || ticked.has(code),
      toggle: (code, shift) => update((current) => toggleRow(current, code, pageCodes, shift)),
    };
  }, [enabled, selection, pageCodes, update]);
  const asRequest: BulkSelection =
    selection.allInFilter || selection.codes.length === 0
      ? { type, filters }
      : { type, codes: [...selection.codes] };
  return {
    selection,
    asRequest,
    control,
    togglePage: () => update((current) => togglePage(current, pageCodes)),
    selectAllInFilter: () => update((current) => ({ ...current, allInFilter: true })),
    clear: () => update(() => emptySelection),
  };
}
