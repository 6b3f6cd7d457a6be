import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useMemo } from 'react';
import type { RequestType } from '../../../../contract/upstream/enums';
import { columnsFor } from '../preferences/requestsPreferences';
import { useRequestsPreferences } from '../preferences/useRequestsPreferences';
import {
  defaultColumnsFor,
  LAPTOP_COLUMNS_FROM,
  MONITOR_COLUMNS_FROM,
  type RequestColumnId,
} from '../requestColumns';
import type { Density, RequestsSearch, SearchUpdate } from '../requestsSearch';
import type { SortState } from '../table/sortState';

/**
 * How the list is laid out: visible columns, density, sort and column widths, from the URL first,
 * then the person's preferences; each change goes to the URL and (columns, density, widths) to
 * the preferences.
 */
export function useViewLayout(
  type: RequestType,
  userId: string,
  search: RequestsSearch,
  onSearchChange: (update: SearchUpdate) => void,
) {
  const [preferences, updatePreferences] = useRequestsPreferences(userId);
  // Until a person picks columns, the defaults follow the window across their breakpoints: a
  // window made narrower drops the extra columns rather than squeezing the names to a few letters.
  // Read at the first render, so the table is not drawn twice on load.
  const atFirstRender = { getInitialValueInEffect: false };
  const laptop = useMediaQuery(`(min-width: ${LAPTOP_COLUMNS_FROM}px)`, undefined, atFirstRender);
  const monitor = useMediaQuery(`(min-width: ${MONITOR_COLUMNS_FROM}px)`, undefined, atFirstRender);
  const defaultsWidth = monitor ? MONITOR_COLUMNS_FROM : laptop ? LAPTOP_COLUMNS_FROM : 0;
  // The table is memoised: these keep their identity until they change, so the page re-rendering
  // for something else (the saved views arriving, a panel opening) does not render every row.
  const visibleColumns: readonly RequestColumnId[] = useMemo(
    () => search.cols ?? columnsFor(preferences, type) ?? defaultColumnsFor(defaultsWidth),
    [search.cols, preferences, type, defaultsWidth],
  );
  const density: Density = search.density ?? preferences.density ?? 'comfortable';
  const sort: SortState | undefined = useMemo(
    () => (search.sort ? { column: search.sort, direction: search.dir ?? 'asc' } : undefined),
    [search.sort, search.dir],
  );
  const changeSort = useCallback(
    (next: SortState | undefined) =>
      onSearchChange((current) => ({
        ...current,
        sort: next?.column,
        dir: next?.direction,
        page: undefined,
      })),
    [onSearchChange],
  );
  const changeColumns = (cols: RequestColumnId[]) => {
    onSearchChange((current) => ({ ...current, cols }));
    updatePreferences((current) => ({ ...current, columns: { ...current.columns, [type]: cols } }));
  };
  const changeDensity = (next: Density) => {
    onSearchChange((current) => ({ ...current, density: next }));
    updatePreferences((current) => ({ ...current, density: next }));
  };
  const changeSizes = useCallback(
    (sizes: Record<string, number>) => updatePreferences((current) => ({ ...current, sizes })),
    [updatePreferences],
  );
  const localViews = preferences.views[type] ?? [];
  const clearLocalViews = () =>
    updatePreferences((current) => ({ ...current, views: { ...current.views, [type]: [] } }));
  return {
    visibleColumns,
    columnSizes: preferences.sizes,
    density,
    sort,
    changeSort,
    changeColumns,
    changeDensity,
    changeSizes,
    localViews,
    clearLocalViews,
  };
}

export type ViewLayout = ReturnType<typeof useViewLayout>;
