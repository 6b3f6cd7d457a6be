import { Drawer } from '@mantine/core';
import { useT } from '../../../i18n/useT';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';

export interface FilterDrawerProps extends FilterPanelProps {
  opened: boolean;
  onClose: () => void;
}

/** On a phone the filters rise from the bottom of the screen, over the list, in reach of a thumb. */
export function FilterDrawer({ opened, onClose, ...panel }: FilterDrawerProps) {
  const t = useT();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      size="85%"
      title={t('requests.filters.button')}
      closeButtonProps={{ 'aria-label': t('requests.filters.close') }}
    >
      <FilterPanel {...panel} framed={false} />
    </Drawer>
  );
}
