import { Badge, Button, EmptyState, Group, Kbd, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDocumentTitle, useHotkeys, useMediaQuery } from '@mantine/hooks';
import { IconBookmark, IconColumns3, IconDownload, IconFilter, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { RequestType } from '../../../contract/upstream/enums';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { useT } from '../../i18n/useT';
import { ApiError } from '../../lib/fetchJson';
import { requestPageQuery } from './api/requestPageQuery';
import { RequestCards } from './cards/RequestCards';
import { ActiveFilterChips } from './filters/ActiveFilterChips';
import { TextFilterInput } from '../../components/TextFilterInput';
import { useColumnLabel } from './labels/useColumnLabel';
import { columnsFor } from './preferences/requestsPreferences';
import { useRequestsPreferences } from './preferences/useRequestsPreferences';
import {
  REQUEST_COLUMN_IDS,
  SORT_BY_COLUMN,
  defaultColumnsFor,
  type RequestColumnId,
} from './requestColumns';
import {
  activeFilterKeys,
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
import { TotalsLine } from './toolbar/TotalsLine';
import { WorkQueues } from './toolbar/WorkQueues';
import { savedViewsQuery } from './views/savedViewsApi';
import { isActiveView, searchOfView } from './views/viewQuery';

// The panels (the filter form with its date pickers, the column chooser, the saved views, the
// export) load when first opened, not with the page: the orders page's first load has a budget.
const FilterPanel = lazy(() =>
  import('./filters/FilterPanel').then((module) => ({ default: module.FilterPanel })),
);
const ColumnsPanel = lazy(() =>
  import('./toolbar/ColumnsPanel').then((module) => ({ default: module.ColumnsPanel })),
);
const SavedViewsPanel = lazy(() =>
  import('./views/SavedViewsPanel').then((module) => ({ default: module.SavedViewsPanel })),
);
const ExportPanel = lazy(() =>
  import('./toolbar/ExportPanel').then((module) => ({ default: module.ExportPanel })),
);
const FilterDrawer = lazy(() =>
  import('./filters/FilterDrawer').then((module) => ({ default: module.FilterDrawer })),
);

type Panel = 'filters' | 'columns' | 'views' | 'export';

/** A view opened with nothing in its URL: the person's default view applies, if they have one. */
function isPlain(search: RequestsSearch): boolean {
  return Object.values(search).every((value) => value === undefined);
}

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
  const [filterDrawer, setFilterDrawer] = useState(false);
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
  // At 48em and below the list is cards and the filters a bottom drawer.
  const phone = useMediaQuery('(max-width: 48em)') ?? false;

  // Saved views live on the server; the default one opens when the page opens without parameters.
  const views = useQuery(savedViewsQuery(type));
  const openedPlain = useRef(isPlain(search));
  const defaultView = views.data?.find((view) => view.isDefault && view.mine);
  useEffect(() => {
    if (!openedPlain.current || !defaultView) return;
    openedPlain.current = false;
    onSearchChange(() => searchOfView(defaultView.query));
  }, [defaultView, onSearchChange]);
  const activeView = views.data?.find((view) => isActiveView(view.query, search));

  const [initialWidth] = useState(() => (typeof window === 'undefined' ? 1280 : window.innerWidth));
  const visibleColumns: readonly RequestColumnId[] =
    search.cols ?? columnsFor(preferences, type) ?? defaultColumnsFor(initialWidth);
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
  const changeSizes = useCallback(
    (sizes: Record<string, number>) => updatePreferences((current) => ({ ...current, sizes })),
    [updatePreferences],
  );
  const localViews = preferences.views[type] ?? [];
  const clearLocalViews = () =>
    updatePreferences((current) => ({ ...current, views: { ...current.views, [type]: [] } }));

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
        columnSizes={preferences.sizes}
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
  } else if (data && phone) {
    content = (
      <RequestCards
        type={type}
        items={data.items}
        rowHref={rowHref}
        onOpen={onOpen}
        openCode={openCode}
        busy={query.isPlaceholderData && query.isFetching}
      />
    );
  } else if (data) {
    content = (
      <RequestsTable
        caption={caption}
        items={data.items}
        columns={columns}
        visibleColumns={visibleColumns}
        columnSizes={preferences.sizes}
        onColumnSizesChange={changeSizes}
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

  const filtersLabel =
    filterCount > 0
      ? t('requests.filters.buttonCount', { count: filterCount })
      : t('requests.filters.button');

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs" align="center" wrap="wrap">
            <Title order={2}>{title}</Title>
            {activeView && (
              <Badge variant="light" size="md" leftSection={<IconBookmark size={12} aria-hidden="true" />}>
                {t('requests.views.activeName', { name: activeView.name })}
              </Badge>
            )}
          </Group>
          {data?.totals ? (
            <>
              <TotalsLine type={type} totals={data.totals} />
              <VisuallyHidden role="status">{status}</VisuallyHidden>
            </>
          ) : (
            <Text size="sm" c="dimmed" role="status">
              {status}
            </Text>
          )}
        </Stack>
        <Group gap="xs" wrap="wrap">
          <Button
            variant="default"
            size="sm"
            leftSection={<IconBookmark size={16} aria-hidden="true" />}
            {...panelToggle('views')}
          >
            {t('requests.views.button')}
          </Button>
          {!phone && (
            <Button
              variant="default"
              size="sm"
              leftSection={<IconColumns3 size={16} aria-hidden="true" />}
              {...panelToggle('columns')}
            >
              {t('requests.columns.button')}
            </Button>
          )}
          {!phone && <DensitySelect value={density} onChange={changeDensity} />}
          <Button
            variant="default"
            size="sm"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            {...panelToggle('export')}
          >
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
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          rightSection={phone ? undefined : <Kbd size="xs">/</Kbd>}
          rightSectionPointerEvents="none"
          style={{ flex: '1 1 16rem', maxWidth: '32rem' }}
        />
        <Button
          variant={filterCount > 0 ? 'light' : 'default'}
          leftSection={<IconFilter size={16} aria-hidden="true" />}
          {...(phone
            ? { onClick: () => setFilterDrawer(true), 'aria-haspopup': 'dialog' as const }
            : panelToggle('filters'))}
        >
          {filtersLabel}
        </Button>
        <WorkQueues type={type} search={search} onSearchChange={onSearchChange} />
      </Group>

      {openPanel && (
        <Suspense fallback={<Text size="sm">{t('requests.panel.loading')}</Text>}>
          {openPanel === 'filters' && !phone && (
            <FilterPanel id={panelId} type={type} search={search} onSearchChange={onSearchChange} />
          )}
          {openPanel === 'columns' && (
            <ColumnsPanel id={panelId} visible={visibleColumns} onChange={changeColumns} />
          )}
          {openPanel === 'views' && (
            <SavedViewsPanel
              id={panelId}
              type={type}
              search={search}
              onApply={(next) => onSearchChange(() => next)}
              localViews={localViews}
              onLocalViewsDone={clearLocalViews}
            />
          )}
          {openPanel === 'export' && (
            <ExportPanel id={panelId} type={type} search={search} visibleColumns={visibleColumns} />
          )}
        </Suspense>
      )}
      {phone && filterDrawer && (
        <Suspense fallback={null}>
          <FilterDrawer
            id={panelId}
            opened
            onClose={() => setFilterDrawer(false)}
            type={type}
            search={search}
            onSearchChange={onSearchChange}
          />
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
