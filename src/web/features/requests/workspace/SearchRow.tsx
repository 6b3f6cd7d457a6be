import { Button, Group, Kbd } from '@mantine/core';
import { IconFilter, IconSearch } from '@tabler/icons-react';
import type { RefObject } from 'react';
import type { RequestType } from '../../../../contract/upstream/enums';
import { TextFilterInput } from '../../../components/TextFilterInput';
import { useT } from '../../../i18n/useT';
import { withFilter, type RequestsSearch, type SearchUpdate } from '../requestsSearch';
import { WorkQueues } from '../toolbar/WorkQueues';
import type { PanelToggle } from './usePanels';

export interface SearchRowProps {
  type: RequestType;
  search: RequestsSearch;
  onSearchChange: (update: SearchUpdate) => void;
  searchInput: RefObject<HTMLInputElement | null>;
  filterCount: number;
  phone: boolean;
  panelToggle: PanelToggle;
  /** On a phone the filters are a bottom drawer rather than a panel. */
  onOpenFilterDrawer: () => void;
}

/** Free-text search, the filters button (with how many are on) and the work queues. */
export function SearchRow(props: SearchRowProps) {
  const { type, search, onSearchChange, searchInput, filterCount, phone, panelToggle, onOpenFilterDrawer } =
    props;
  const t = useT();
  return (
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
          ? { onClick: onOpenFilterDrawer, 'aria-haspopup': 'dialog' as const }
          : panelToggle('filters'))}
      >
        {filterCount > 0
          ? t('requests.filters.buttonCount', { count: filterCount })
          : t('requests.filters.button')}
      </Button>
      <WorkQueues type={type} search={search} onSearchChange={onSearchChange} compact={phone} />
    </Group>
  );
}
