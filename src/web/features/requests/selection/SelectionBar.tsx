import { Button, CloseButton, Group, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
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
  /** Where the line is too narrow for every button (a phone, a small window): one menu of actions. */
  compact?: boolean;
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
 * Shown beside the page's box while requests are selected (its caller renders it only then): how
 * many, "all N of this filter", and what to do with them: export exactly those rows, or hand them
 * to another responsible. It keeps to the box's line so that ticking a row never moves the list
 * under the pointer.
 */
export function SelectionBar(props: SelectionBarProps) {
  const { selection, type, total, compact = false, onSelectAllInFilter, onClear } = props;
  const t = useT();
  const count = selectedCount(selection, total);
  const order = type === 'order';
  const offerAll = !selection.allInFilter && total > count;
  return (
    <Group
      role="region"
      aria-label={t(order ? 'bulk.selection.label' : 'bulk.selection.labelBudget')}
      gap="sm"
      wrap="nowrap"
      justify="space-between"
      style={{ flex: 1, minWidth: 0 }}
    >
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        {/* Two lines of the count still fit the toolbar's height, which must not grow. */}
        <Text fw={600} size="sm" lh={1.3} lineClamp={2} aria-live="polite">
          {countText(t, count, { allInFilter: selection.allInFilter, order, compact })}
        </Text>
        <CloseButton
          size="sm"
          aria-label={t('bulk.selection.clear')}
          title={t('bulk.selection.clear')}
          onClick={onClear}
        />
        {offerAll && !compact && (
          <Button variant="subtle" size="compact-sm" onClick={onSelectAllInFilter}>
            {t('bulk.selection.allInFilter', { count: total })}
          </Button>
        )}
      </Group>
      {compact ? <ActionsMenu {...props} offerAll={offerAll} /> : <ActionButtons {...props} />}
    </Group>
  );
}

function ActionButtons({ type, onChangeResponsible, exportLinks }: SelectionBarProps) {
  const t = useT();
  return (
    <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" size="compact-sm" leftSection={<IconDownload size={14} />}>
            {t('bulk.selection.export')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown maw={320}>
          <ExportItems type={type} exportLinks={exportLinks} />
        </Menu.Dropdown>
      </Menu>
      <Button size="compact-sm" onClick={onChangeResponsible}>
        {t('bulk.selection.changeResponsible')}
      </Button>
    </Group>
  );
}

function ActionsMenu({
  type,
  total,
  offerAll,
  onSelectAllInFilter,
  onChangeResponsible,
  exportLinks,
}: SelectionBarProps & { offerAll: boolean }) {
  const t = useT();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="compact-sm" rightSection={<IconChevronDown size={14} />} style={{ flexShrink: 0 }}>
          {t('bulk.selection.actions')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown maw={320}>
        <Menu.Item onClick={onChangeResponsible}>{t('bulk.selection.changeResponsible')}</Menu.Item>
        {offerAll && (
          <Menu.Item onClick={onSelectAllInFilter}>
            {t('bulk.selection.allInFilter', { count: total })}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Label>{t('bulk.selection.export')}</Menu.Label>
        <ExportItems type={type} exportLinks={exportLinks} />
      </Menu.Dropdown>
    </Menu>
  );
}

/** The two downloads, or why there are none: the note sits in the menu, not under the bar. */
function ExportItems({ type, exportLinks }: Pick<SelectionBarProps, 'type' | 'exportLinks'>) {
  const t = useT();
  if (exportLinks === null) {
    return (
      <Text size="sm" c="dimmed" px="sm" py={6}>
        {t(type === 'order' ? 'bulk.selection.exportTooMany' : 'bulk.selection.exportTooManyBudget', {
          max: MAX_EXPORT_CODES,
        })}
      </Text>
    );
  }
  return (
    <>
      <Menu.Item component="a" href={exportLinks.xlsx} download>
        {t('bulk.selection.exportXlsx')}
      </Menu.Item>
      <Menu.Item component="a" href={exportLinks.csv} download>
        {t('bulk.selection.exportCsv')}
      </Menu.Item>
    </>
  );
}

/** The count in the bar's words; where the line is narrow it is short, as the list says whose rows. */
function countText(
  t: ReturnType<typeof useT>,
  count: number,
  { allInFilter, order, compact }: { allInFilter: boolean; order: boolean; compact: boolean },
): string {
  if (compact) {
    return t(allInFilter ? 'bulk.selection.allInFilterOnShort' : 'bulk.selection.countShort', { count });
  }
  if (allInFilter) {
    return t(order ? 'bulk.selection.allInFilterOn' : 'bulk.selection.allInFilterOnBudget', { count });
  }
  return t(order ? 'bulk.selection.count' : 'bulk.selection.countBudget', { count });
}
