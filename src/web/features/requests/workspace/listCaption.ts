import type { RequestPage } from '../../../../contract/api/requests';
import type { RequestType } from '../../../../contract/upstream/enums';
import type { useT } from '../../../i18n/useT';
import { REQUEST_COLUMN_IDS, SORT_BY_COLUMN, type RequestColumnId } from '../requestColumns';
import type { SortState } from '../table/sortState';

type Translate = ReturnType<typeof useT>;

/** The table's caption for screen readers: what it lists, which page of how many, how it is sorted. */
export function listCaption(
  t: Translate,
  columnLabel: (id: RequestColumnId) => string,
  title: string,
  page: number,
  pages: number,
  sort: SortState | undefined,
): string {
  const sortText = sort
    ? t(sort.direction === 'asc' ? 'requests.caption.sortedAsc' : 'requests.caption.sortedDesc', {
        column: columnLabel(REQUEST_COLUMN_IDS.find((id) => SORT_BY_COLUMN[id] === sort.column) ?? 'code'),
      })
    : '';
  return `${title}. ${t('requests.caption.page', { page, pages })}${sortText ? ` ${sortText}` : ''}`;
}

/** What the live region says: loading, or how many the filter found. */
export function listStatus(t: Translate, type: RequestType, pending: boolean, data: RequestPage | undefined) {
  if (pending)
    return type === 'order' ? t('requests.status.loadingOrder') : t('requests.status.loadingBudget');
  if (!data) return '';
  return t(type === 'order' ? 'requests.status.countOrder' : 'requests.status.countBudget', {
    count: data.total,
  });
}
