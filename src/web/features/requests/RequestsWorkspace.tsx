import { Stack } from '@mantine/core';
import { useDocumentTitle, useHotkeys } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, type ReactNode } from 'react';
import type { RequestType } from '../../../contract/upstream/enums';
import { useT } from '../../i18n/useT';
import { requestPageQuery } from './api/requestPageQuery';
import { ActiveFilterChips } from './filters/ActiveFilterChips';
import { useColumnLabel } from './labels/useColumnLabel';
import { activeFilterKeys, toListQuery, type RequestsSearch, type SearchUpdate } from './requestsSearch';
import { useRequestColumns } from './table/useRequestColumns';
import { Pager } from './toolbar/Pager';
import { listCaption, listStatus } from './workspace/listCaption';
import { ListContent } from './workspace/ListContent';
import { SearchRow } from './workspace/SearchRow';
import { useDefaultView } from './workspace/useDefaultView';
import { usePanels } from './workspace/usePanels';
import { useViewLayout } from './workspace/useViewLayout';
import { WorkspaceHeader } from './workspace/WorkspaceHeader';
import { WorkspacePanels } from './workspace/WorkspacePanels';
import { usePhoneLayout } from '../../lib/usePhoneLayout';
import { BulkSelectionArea } from './selection/BulkSelectionArea';
import { useBulkSelection } from './selection/useBulkSelection';

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
  /** Whether this person may select requests and change their responsible in bulk. */
  canSelect?: boolean;
}

/**
 * The orders or budgets table over Painel's mirror: free-text search, every filter, chips, sort,
 * paging, columns, density, saved views and CSV export, all of it in the URL so a copied link
 * reproduces the view.
 */
export function RequestsWorkspace(props: RequestsWorkspaceProps) {
  const {
    type,
    userId,
    search,
    onSearchChange,
    openCode,
    onOpen,
    rowHref,
    drawer,
    canSelect = false,
  } = props;
  const t = useT();
  const columnLabel = useColumnLabel();
  const searchInput = useRef<HTMLInputElement>(null);
  const panels = usePanels();
  const layout = useViewLayout(type, userId, search, onSearchChange);

  const title = type === 'order' ? t('requests.title.order') : t('requests.title.budget');
  useDocumentTitle(`${title} · ${t('app.name')}`);
  // Not while a drawer is open: the search sits behind it.
  useHotkeys([['/', () => openCode === null && searchInput.current?.focus()]]);

  const listQuery = useMemo(() => toListQuery(search), [search]);
  const query = useQuery(requestPageQuery(type, listQuery));
  const pageCodes = useMemo(() => query.data?.items.map((row) => row.code) ?? [], [query.data]);
  const bulk = useBulkSelection(type, listQuery, pageCodes, canSelect);
  const columns = useRequestColumns({ rowHref, onOpen, selection: bulk.control });
  // At 48em and below the list is cards and the filters a bottom drawer. Read during the first
  // render rather than in an effect, which would render the whole table a second time.
  const phone = usePhoneLayout({ readAtFirstRender: true });
  const activeView = useDefaultView(type, search, onSearchChange);

  const filterCount = activeFilterKeys(search).length;
  const { page, pageSize } = listQuery;
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;

  return (
    <Stack gap="sm">
      <WorkspaceHeader
        type={type}
        title={title}
        activeViewName={activeView?.name}
        data={data}
        status={listStatus(t, type, query.isPending, data)}
        phone={phone}
        density={layout.density}
        onDensityChange={layout.changeDensity}
        panelToggle={panels.panelToggle}
      />
      <SearchRow
        type={type}
        search={search}
        onSearchChange={onSearchChange}
        searchInput={searchInput}
        filterCount={filterCount}
        phone={phone}
        panelToggle={panels.panelToggle}
        onOpenFilterDrawer={() => panels.setFilterDrawer(true)}
      />
      <WorkspacePanels
        type={type}
        search={search}
        onSearchChange={onSearchChange}
        panelId={panels.panelId}
        openPanel={panels.openPanel}
        phone={phone}
        filterDrawer={panels.filterDrawer}
        onCloseFilterDrawer={() => panels.setFilterDrawer(false)}
        layout={layout}
      />
      <ActiveFilterChips search={search} onSearchChange={onSearchChange} />
      {/* Held in place while the first page loads, so the list does not jump down when it comes. */}
      {canSelect && (data === undefined || data.total > 0) && (
        <BulkSelectionArea
          bulk={bulk}
          total={data?.total ?? 0}
          pageCodes={pageCodes}
          type={type}
          search={search}
          visibleColumns={layout.visibleColumns}
        />
      )}

      <ListContent
        type={type}
        query={query}
        phone={phone}
        caption={listCaption(t, columnLabel, title, page, pages, layout.sort)}
        columns={columns}
        layout={layout}
        page={page}
        pageSize={pageSize}
        filterCount={filterCount}
        openCode={openCode}
        onOpen={onOpen}
        rowHref={rowHref}
        onSearchChange={onSearchChange}
      />

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
