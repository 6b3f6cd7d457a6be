import { Button, Group, Paper, Text } from '@mantine/core';
import { useT } from '../../../i18n/useT';
import { type RowSelection, selectedCount } from './rowSelection';

export interface SelectionBarProps {
  selection: RowSelection;
  /** How many requests the filter matches, over every page. */
  total: number;
  onSelectAllInFilter: () => void;
  onClear: () => void;
  onChangeResponsible: () => void;
}

/** Shown while requests are selected: how many, "all N of this filter", and what to do with them. */
export function SelectionBar({
  selection,
  total,
  onSelectAllInFilter,
  onClear,
  onChangeResponsible,
}: SelectionBarProps) {
  const t = useT();
  const count = selectedCount(selection, total);
  if (count === 0) return null;
  return (
    <Paper withBorder p="xs" role="region" aria-label={t('bulk.selection.label')}>
      <Group gap="sm" wrap="wrap" justify="space-between">
        <Group gap="sm" wrap="wrap">
          <Text fw={600} aria-live="polite">
            {selection.allInFilter
              ? t('bulk.selection.allInFilterOn', { count: total })
              : t('bulk.selection.count', { count })}
          </Text>
          {!selection.allInFilter && total > count && (
            <Button variant="subtle" size="compact-sm" onClick={onSelectAllInFilter}>
              {t('bulk.selection.allInFilter', { count: total })}
            </Button>
          )}
        </Group>
        <Group gap="xs" wrap="wrap">
          <Button variant="default" size="compact-sm" onClick={onClear}>
            {t('bulk.selection.clear')}
          </Button>
          <Button size="compact-sm" onClick={onChangeResponsible}>
            {t('bulk.selection.changeResponsible')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
