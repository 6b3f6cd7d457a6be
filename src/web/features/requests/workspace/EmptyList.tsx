import { Button, EmptyState } from '@mantine/core';
import type { RequestType } from '../../../../contract/upstream/enums';
import { useT } from '../../../i18n/useT';
import { withoutFilters, type SearchUpdate } from '../requestsSearch';

/**
 * Nothing to show, and why: a page past the last one (back to the first), a filter that matches
 * nothing (clear it), or no request at all.
 */
export function EmptyList({
  type,
  total,
  page,
  filterCount,
  onSearchChange,
}: {
  type: RequestType;
  total: number;
  page: number;
  filterCount: number;
  onSearchChange: (update: SearchUpdate) => void;
}) {
  const t = useT();
  if (total > 0 && page > 1) {
    return (
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
    );
  }
  if (filterCount > 0) {
    return (
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
    );
  }
  return (
    <EmptyState
      title={type === 'order' ? t('requests.empty.noneOrder') : t('requests.empty.noneBudget')}
      description={t('requests.empty.noneBody')}
    />
  );
}
