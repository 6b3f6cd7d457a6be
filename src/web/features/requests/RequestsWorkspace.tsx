import { Button, EmptyState, Group, Kbd, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle, useHotkeys } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { RequestType } from '../../../contract/upstream/enums';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { useT } from '../../i18n/useT';
import { ApiError } from '../../lib/fetchJson';
import { parseQueryString, toQueryString } from '../../lib/queryString';
import { exportCsvHref } from './api/exportCsvHref';
import { requestPageQuery } from './api/requestPageQuery';
import { ActiveFilterChips } from './filters/ActiveFilterChips';
import { TextFilterInput } from './filters/TextFilterInput';
import { useColumnLabel } from './labels/useColumnLabel';
import { columnsFor, type SavedView } from './preferences/requestsPreferences';
import { useRequestsPreferences } from './preferences/useRequestsPreferences';
import { DEFAULT_COLUMNS, REQUEST_COLUMN_IDS, SORT_BY_COLUMN, type RequestColumnId } from './requestColumns';
import {
  activeFilterKeys,
  readRequestsSearch,
  toListQuery,
  withFilter,
  withoutFilters,
  type Density,
  type RequestsSearch,
  type SearchUpdate,
} from './requestsSearch';
import { RequestsTable } from './table/RequestsTable';
import type { SortState } from './table/sortState';
import { useRequestColumns } from './table/useRequestColumns';
import { DensitySelect } from './toolbar/DensitySelect';
import { Pager } from './toolbar/Pager';

// The panels (the filter form with its multi-selects, the column chooser, the saved views) load
// when first opened, not with the page: the orders page's first load has a size budget.
const FilterPanel = lazy(() =>
  import('./filters/FilterPanel').then((module) => ({ default: module.FilterPanel })),
);
const ColumnsPanel = lazy(() =>
  import('./toolbar/ColumnsPanel').then((module) => ({ default: module.ColumnsPanel })),
);
const SavedViewsPanel = lazy(() =>
  import('./toolbar/SavedViewsPanel').then((module) => ({ default: module.SavedViewsPanel })),
);

type Panel = 'filters' | 'columns' | 'views';

export interface RequestsWorkspaceProps {
  type: RequestType;
  /** Whose column choices, density and saved views apply. */
  userId: string;
  /** The view, as validated from the URL. */
  search: RequestsSearch;
  /** Writes a new view to the URL (a new history entry). */
  onSearchChange: (update: SearchUpdate) => void;
  /** The request whose drawer is open (from the URL), if any. */
  openCode: string | null;
  onOpen: (code: string) => void;
  /** The address of a request's drawer with this view behind it, for "open in a new tab". */
  rowHref: (code: string) => string;
  /** The drawer itself, mounted by the router. */
  drawer?: ReactNode;
}

/**
 * The orders or budgets table over Painel's mirror: free-text search, every filter, chips, sort,
 * paging, columns, density, saved views and CSV export, all of it in the URL so a copied link
 * reproduces the view.
 */
export function RequestsWorkspace(props: RequestsWorkspaceProps) {
  const { type, userId, search, onSearchChange, openCode, onOpen, rowHref, drawer } = props;
  const t = useT();
  const columnLabel = useColumnLabel();
  const panelId = useId();
  const searchInput = useRef<HTMLInputElement>(null);
  const [openPanel, setOpenPanel] = useState<Panel | null>(null);
  const panelToggle = (panel: Panel) => ({
    'aria-expanded': openPanel === panel,
    'aria-controls': openPanel === panel ? panelId : undefined,
    onClick: () => setOpenPanel((open) => (open === panel ? null : panel)),
  });
  const [preferences, updatePreferences] = useRequestsPreferences(userId);

  const title = type === 'order' ? t('requests.title.order') : t('requests.title.budget');
  useDocumentTitle(`${title} · ${t('app.name')}`);
  // Not while a drawer is open: the search sits behind it.
  useHotkeys([['/', () => openCode === null && searchInput.current?.focus()]]);

  const listQuery = useMemo(() => toListQuery(search), [search]);
  const query = useQuery(requestPageQuery(type, listQuery));
  const columns = useRequestColumns({ rowHref, onOpen });

  const visibleColumns: readonly RequestColumnId[] =
    search.cols ?? columnsFor(preferences, type) ?? DEFAULT_COLUMNS;
  const density: Density = search.density ?? preferences.density ?? 'comfortable';
  const sort: SortState | undefined = search.sort
    ? { column: search.sort, direction: search.dir ?? 'asc' }
    : undefined;
  const filterCount = activeFilterKeys(search).length;

  const changeColumns = (cols: RequestColumnId[]) => {
    onSearchChange((current) => ({ ...current, cols }));
    updatePreferences((current) => ({ ...current, columns: { ...current.columns, [type]: cols } }));
  };
  const changeDensity = (next: Density) => {
    onSearchChange((current) => ({ ...current, density: next }));
    updatePreferences((current) => ({ ...current, density: next }));
  };
  const views = preferences.views[type] ?? [];
  const saveView = (name: string) => {
    const view: SavedView = {
      id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
      name,
      search: toQueryString({ ...search, page: undefined }),
    };
    // A name used again replaces that view: saving is also how a view is updated.
    updatePreferences((current) => ({
      ...current,
      views: {
        ...current.views,
        [type]: [...(current.views[type] ?? []).filter((other) => other.name !== name), view],
      },
    }));
  };
  const deleteView = (view: SavedView) =>
    updatePreferences((current) => ({
      ...current,
      views: {
        ...current.views,
        [type]: (current.views[type] ?? []).filter((other) => other.id !== view.id),
      },
    }));

  const sortText = sort
    ? t(sort.direction === 'asc' ? 'requests.caption.sortedAsc' : 'requests.caption.sortedDesc', {
        column: columnLabel(REQUEST_COLUMN_IDS.find((id) => SORT_BY_COLUMN[id] === sort.column) ?? 'code'),
      })
    : '';
  const page = listQuery.page;
  const pageSize = listQuery.pageSize;
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;
  const caption = `${title}. ${t('requests.caption.page', { page, pages })}${sortText ? ` ${sortText}` : ''}`;

  let content: ReactNode;
  if (query.isPending) {
    content = (
      <RequestsTable
        caption={caption}
        items={[]}
        columns={columns}
        visibleColumns={visibleColumns}
        density={density}
        sort={sort}
        onSortChange={() => {}}
        onOpen={onOpen}
        openCode={openCode}
        busy
        loadingRows={Math.min(pageSize, 10)}
      />
    );
  } else if (query.isError && !data) {
    content = (
      <QueryErrorAlert
        title={type === 'order' ? t('requests.error.order') : t('requests.error.budget')}
        error={query.error}
        onRetry={() => void query.refetch()}
        actions={
          query.error instanceof ApiError && query.error.status === 400 && filterCount > 0 ? (
            <Button size="xs" variant="default" onClick={() => onSearchChange(withoutFilters)}>
              {t('requests.chip.clearAll')}
            </Button>
          ) : undefined
        }
      />
    );
  } else if (data && data.items.length === 0) {
    content =
      data.total > 0 && page > 1 ? (
        <EmptyState title={t('requests.empty.pageTitle')} description={t('requests.empty.pageBody')}>
          <EmptyState.Actions>
            <Button
              variant="default"
              onClick={() => onSearchChange((current) => ({ ...current, page: undefined }))}
            >
              {t('requests.empty.firstPage')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      ) : filterCount > 0 ? (
        <EmptyState
          title={type === 'order' ? t('requests.empty.filteredOrder') : t('requests.empty.filteredBudget')}
          description={t('requests.empty.filteredBody')}
        >
          <EmptyState.Actions>
            <Button variant="default" onClick={() => onSearchChange(withoutFilters)}>
              {t('requests.chip.clearAll')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      ) : (
        <EmptyState
          title={type === 'order' ? t('requests.empty.noneOrder') : t('requests.empty.noneBudget')}
          description={t('requests.empty.noneBody')}
        />
      );
  } else if (data) {
    content = (
      <RequestsTable
        caption={caption}
        items={data.items}
        columns={columns}
        visibleColumns={visibleColumns}
        density={density}
        sort={sort}
        onSortChange={(next) =>
          onSearchChange((current) => ({
            ...current,
            sort: next?.column,
            dir: next?.direction,
            page: undefined,
          }))
        }
        onOpen={onOpen}
        openCode={openCode}
        busy={query.isPlaceholderData && query.isFetching}
      />
    );
  }

  const status = query.isPending
    ? type === 'order'
      ? t('requests.status.loadingOrder')
      : t('requests.status.loadingBudget')
    : data
      ? t(type === 'order' ? 'requests.status.countOrder' : 'requests.status.countBudget', {
          count: data.total,
        })
      : '';

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={2}>{title}</Title>
          <Text size="sm" c="dimmed" role="status">
            {status}
          </Text>
        </Stack>
        <Group gap="xs" wrap="wrap">
          <Button variant="default" size="sm" {...panelToggle('views')}>
            {t('requests.views.button')}
          </Button>
          <Button variant="default" size="sm" {...panelToggle('columns')}>
            {t('requests.columns.button')}
          </Button>
          <DensitySelect value={density} onChange={changeDensity} />
          <Button component="a" href={exportCsvHref(type, search)} download variant="default" size="sm">
            {t('requests.export')}
          </Button>
        </Group>
      </Group>

      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextFilterInput
          inputRef={searchInput}
          aria-label={t('requests.search.label')}
          placeholder={t('requests.search.placeholder')}
          type="search"
          maxLength={200}
          value={search.q}
          onCommit={(value) => onSearchChange((current) => withFilter(current, 'q', value))}
          rightSection={<Kbd size="xs">/</Kbd>}
          rightSectionPointerEvents="none"
          style={{ flex: '1 1 20rem', maxWidth: '40rem' }}
        />
        <Button variant="default" {...panelToggle('filters')}>
          {filterCount > 0
            ? t('requests.filters.buttonCount', { count: filterCount })
            : t('requests.filters.button')}
        </Button>
      </Group>

      {openPanel && (
        <Suspense fallback={<Text size="sm">{t('requests.panel.loading')}</Text>}>
          {openPanel === 'filters' && (
            <FilterPanel id={panelId} type={type} search={search} onSearchChange={onSearchChange} />
          )}
          {openPanel === 'columns' && (
            <ColumnsPanel id={panelId} visible={visibleColumns} onChange={changeColumns} />
          )}
          {openPanel === 'views' && (
            <SavedViewsPanel
              id={panelId}
              views={views}
              onApply={(view) => onSearchChange(() => readRequestsSearch(parseQueryString(view.search)))}
              onSave={saveView}
              onDelete={deleteView}
            />
          )}
        </Suspense>
      )}
      <ActiveFilterChips search={search} onSearchChange={onSearchChange} />

      {content}

      {data && data.total > 0 && (
        <Pager
          page={page}
          pageSize={pageSize}
          total={data.total}
          onPageChange={(next) =>
            onSearchChange((current) => ({ ...current, page: next === 1 ? undefined : next }))
          }
          onPageSizeChange={(next) =>
            onSearchChange((current) => ({ ...current, pageSize: next, page: undefined }))
          }
        />
      )}
      {drawer}
    </Stack>
  );
}
