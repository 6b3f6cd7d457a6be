import { Text } from '@mantine/core';
import { Suspense } from 'react';
import type { RequestType } from '../../../../contract/upstream/enums';
import { useT } from '../../../i18n/useT';
import type { RequestsSearch, SearchUpdate } from '../requestsSearch';
import { ColumnsPanel, ExportPanel, FilterDrawer, FilterPanel, SavedViewsPanel } from './lazyPanels';
import type { Panel } from './usePanels';
import type { ViewLayout } from './useViewLayout';

export interface WorkspacePanelsProps {
  type: RequestType;
  search: RequestsSearch;
  onSearchChange: (update: SearchUpdate) => void;
  panelId: string;
  openPanel: Panel | null;
  phone: boolean;
  filterDrawer: boolean;
  onCloseFilterDrawer: () => void;
  layout: ViewLayout;
}

/** The open toolbar panel (loaded on first use) and, on a phone, the filters' bottom drawer. */
export function WorkspacePanels(props: WorkspacePanelsProps) {
  const {
    type,
    search,
    onSearchChange,
    panelId,
    openPanel,
    phone,
    filterDrawer,
    onCloseFilterDrawer,
    layout,
  } = props;
  const t = useT();
  return (
    <>
      {openPanel && (
        <Suspense fallback={<Text size="sm">{t('requests.panel.loading')}</Text>}>
          {openPanel === 'filters' && !phone && (
            <FilterPanel id={panelId} type={type} search={search} onSearchChange={onSearchChange} />
          )}
          {openPanel === 'columns' && (
            <ColumnsPanel id={panelId} visible={layout.visibleColumns} onChange={layout.changeColumns} />
          )}
          {openPanel === 'views' && (
            <SavedViewsPanel
              id={panelId}
              type={type}
              search={search}
              onApply={(next) => onSearchChange(() => next)}
              localViews={layout.localViews}
              onLocalViewsDone={layout.clearLocalViews}
            />
          )}
          {openPanel === 'export' && (
            <ExportPanel id={panelId} type={type} search={search} visibleColumns={layout.visibleColumns} />
          )}
        </Suspense>
      )}
      {phone && filterDrawer && (
        <Suspense fallback={null}>
          <FilterDrawer
            id={panelId}
            opened
            onClose={onCloseFilterDrawer}
            type={type}
            search={search}
            onSearchChange={onSearchChange}
          />
        </Suspense>
      )}
    </>
  );
}
