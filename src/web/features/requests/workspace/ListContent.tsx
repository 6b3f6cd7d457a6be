import { Button } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RequestPage } from '../../../../contract/api/requests';
import type { RequestType } from '../../../../contract/upstream/enums';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert';
import { useT } from '../../../i18n/useT';
import { ApiError } from '../../../lib/fetchJson';
import { RequestCards } from '../cards/RequestCards';
import { withoutFilters, type SearchUpdate } from '../requestsSearch';
import { RequestsTable } from '../table/RequestsTable';
import type { RequestColumn } from '../table/useRequestColumns';
import { EmptyList } from './EmptyList';
import type { ViewLayout } from './useViewLayout';

// Skeleton rows have nothing to sort.
const ignoreSort = () => undefined;

export interface ListContentProps {
  type: RequestType;
  query: UseQueryResult<RequestPage>;
  /** Cards on a phone, the table elsewhere. */
  phone: boolean;
  caption: string;
  columns: readonly RequestColumn[];
  layout: ViewLayout;
  page: number;
  pageSize: number;
  filterCount: number;
  openCode: string | null;
  onOpen: (code: string) => void;
  rowHref: (code: string) => string;
  onSearchChange: (update: SearchUpdate) => void;
}

/** The list itself: skeleton rows while the first page loads, the error, why it is empty, cards or the table. */
export function ListContent(props: ListContentProps) {
  const { type, query, phone, caption, columns, layout, page, pageSize, filterCount } = props;
  const { openCode, onOpen, rowHref, onSearchChange } = props;
  const t = useT();
  const data = query.data;
  const busy = query.isPlaceholderData && query.isFetching;
  const table = {
    caption,
    columns,
    visibleColumns: layout.visibleColumns,
    columnSizes: layout.columnSizes,
    density: layout.density,
    sort: layout.sort,
    onOpen,
    openCode,
  };
  if (query.isPending) {
    return (
      <RequestsTable
        {...table}
        items={[]}
        onSortChange={ignoreSort}
        busy
        loadingRows={Math.min(pageSize, 10)}
      />
    );
  }
  if (query.isError && !data) {
    return (
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
  }
  if (!data) return null;
  if (data.items.length === 0) {
    return (
      <EmptyList
        type={type}
        total={data.total}
        page={page}
        filterCount={filterCount}
        onSearchChange={onSearchChange}
      />
    );
  }
  if (phone) {
    return (
      <RequestCards
        type={type}
        items={data.items}
        rowHref={rowHref}
        onOpen={onOpen}
        openCode={openCode}
        busy={busy}
      />
    );
  }
  return (
    <RequestsTable
      {...table}
      items={data.items}
      onColumnSizesChange={layout.changeSizes}
      onSortChange={layout.changeSort}
      busy={busy}
    />
  );
}
