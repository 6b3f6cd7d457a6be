import { Button, Group, Menu, Paper, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { MAX_EXPORT_CODES } from '../../../../contract/api/requestExport';
import type { RequestType } from '../../../../contract/upstream/enums';
import { useT } from '../../../i18n/useT';
import type { ExportFormat } from '../api/exportHref';
import { type RowSelection, selectedCount } from './rowSelection';

export interface SelectionBarProps {
  selection: RowSelection;
  /** Whose words the bar speaks: "pedidos" on the orders' list, "orçamentos" on the budgets'. */
  type: RequestType;
  /** How many requests the filter matches, over every page. */
  total: number;
  onSelectAllInFilter: () => void;
  onClear: () => void;
  onChangeResponsible: () => void;
  /**
   * The download of exactly the selected rows in each format; null when more rows are ticked than
   * one export may name (the whole filter still can be).
   */
  exportLinks: Record<ExportFormat, string> | null;
}

/**
 * Shown while requests are selected: how many, "all N of this filter", and what to do with them:
 * export exactly those rows, or hand them to another responsible.
 */
export function SelectionBar({
  selection,
  type,
  total,
  onSelectAllInFilter,
  onClear,
  onChangeResponsible,
  exportLinks,
}: SelectionBarProps) {
  const t = useT();
  const count = selectedCount(selection, total);
  const order = type === 'order';
  if (count === 0) return null;
  return (
    <Paper
      withBorder
      p="xs"
      role="region"
      aria-label={t(order ? 'bulk.selection.label' : 'bulk.selection.labelBudget')}
    >
      <Group gap="sm" wrap="wrap" justify="space-between">
        <Group gap="sm" wrap="wrap">
          <Text fw={600} aria-live="polite">
            {selection.allInFilter
              ? t(order ? 'bulk.selection.allInFilterOn' : 'bulk.selection.allInFilterOnBudget', {
                  count: total,
                })
              : t(order ? 'bulk.selection.count' : 'bulk.selection.countBudget', { count })}
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
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                variant="default"
                size="compact-sm"
                leftSection={<IconDownload size={14} />}
                disabled={exportLinks === null}
              >
                {t('bulk.selection.export')}
              </Button>
            </Menu.Target>
            {exportLinks && (
              <Menu.Dropdown>
                <Menu.Item component="a" href={exportLinks.xlsx} download>
                  {t('bulk.selection.exportXlsx')}
                </Menu.Item>
                <Menu.Item component="a" href={exportLinks.csv} download>
                  {t('bulk.selection.exportCsv')}
                </Menu.Item>
              </Menu.Dropdown>
            )}
          </Menu>
          <Button size="compact-sm" onClick={onChangeResponsible}>
            {t('bulk.selection.changeResponsible')}
          </Button>
        </Group>
      </Group>
      {exportLinks === null && (
        <Text size="sm" c="dimmed" mt={4}>
          {t(order ? 'bulk.selection.exportTooMany' : 'bulk.selection.exportTooManyBudget', {
            max: MAX_EXPORT_CODES,
          })}
        </Text>
      )}
    </Paper>
  );
}
