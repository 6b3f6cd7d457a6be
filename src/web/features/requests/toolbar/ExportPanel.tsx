import { Button, Group, Paper, Radio, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import type { RequestType } from '../../../../contract/upstream/enums';
import { useLocale } from '../../../i18n/useLocale';
import { useT } from '../../../i18n/useT';
import { exportHref, type ExportFormat } from '../api/exportHref';
import type { RequestColumnId } from '../requestColumns';
import type { RequestsSearch } from '../requestsSearch';

export interface ExportPanelProps {
  id: string;
  type: RequestType;
  search: RequestsSearch;
  /** The columns on screen, in their order. */
  visibleColumns: readonly RequestColumnId[];
}

/** CSV or Excel, the visible columns in their order or every column, in the reader's language. */
export function ExportPanel({ id, type, search, visibleColumns }: ExportPanelProps) {
  const t = useT();
  const { locale } = useLocale();
  const [format, setFormat] = useState<ExportFormat>('xlsx');
  const [scope, setScope] = useState<'visible' | 'all'>('visible');
  const href = exportHref(type, search, {
    format,
    lang: locale,
    columns: scope === 'visible' ? visibleColumns : undefined,
  });
  return (
    <Paper id={id} withBorder p="md" component="section" aria-label={t('requests.exportPanel.title')}>
      <Stack gap="sm">
        <Group gap="xl" align="flex-start" wrap="wrap">
          <Radio.Group
            label={t('requests.exportPanel.format')}
            value={format}
            onChange={(value) => setFormat(value === 'csv' ? 'csv' : 'xlsx')}
          >
            <Stack gap={6} mt={6}>
              <Radio value="xlsx" label={t('requests.exportPanel.xlsx')} />
              <Radio value="csv" label={t('requests.exportPanel.csv')} />
            </Stack>
          </Radio.Group>
          <Radio.Group
            label={t('requests.exportPanel.columns')}
            value={scope}
            onChange={(value) => setScope(value === 'all' ? 'all' : 'visible')}
          >
            <Stack gap={6} mt={6}>
              <Radio value="visible" label={t('requests.exportPanel.visible')} />
              <Radio value="all" label={t('requests.exportPanel.all')} />
            </Stack>
          </Radio.Group>
        </Group>
        <Group>
          <Button component="a" href={href} download leftSection={<IconDownload size={16} />}>
            {t('requests.exportPanel.download')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
