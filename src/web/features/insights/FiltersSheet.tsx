import { Button, Drawer } from '@mantine/core';
import { useT } from '../../i18n/useT';
import { InsightsFilters, type InsightsFiltersProps } from './InsightsFilters';

export interface FiltersSheetProps extends Omit<InsightsFiltersProps, 'framed'> {
  opened: boolean;
  onClose: () => void;
}

/**
 * On a phone the insights' filters rise from the bottom, over the figures, each change applied at
 * once; "Ver os números" closes the sheet. Its header is a plain box (role none): Mantine writes a
 * `<header>`, which a dialog does not make a section, so it would read as a second page banner.
 */
export function FiltersSheet({ opened, onClose, ...filters }: FiltersSheetProps) {
  const t = useT();
  return (
    <Drawer.Root opened={opened} onClose={onClose} position="bottom" size="85%">
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header role="none">
          <Drawer.Title fw={600}>{t('insights.filters.label')}</Drawer.Title>
          <Drawer.CloseButton aria-label={t('insights.filters.close')} />
        </Drawer.Header>
        <Drawer.Body>
          <InsightsFilters {...filters} framed={false} />
          <Button fullWidth mt="lg" onClick={onClose}>
            {t('insights.filters.done')}
          </Button>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
