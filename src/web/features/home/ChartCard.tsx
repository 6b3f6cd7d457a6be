import { Button, Card, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLocale } from '../../i18n/useLocale';
import { useT } from '../../i18n/useT';
import { type CsvCell, downloadCsv } from '../../lib/csv';

export interface ChartCardProps {
  title: string;
  /** The figures the chart draws, header first, for the CSV. */
  csv: { fileName: string; rows: readonly (readonly CsvCell[])[] };
  children: ReactNode;
}

/** A chart and its table in one card, with the CSV of what they show. */
export function ChartCard({ title, csv, children }: ChartCardProps) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" align="center" mb="xs" wrap="wrap" gap="xs">
        <Text fw={600} size="sm">
          {title}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconDownload size={14} aria-hidden />}
          aria-label={t('home.csv.label', { title })}
          onClick={() => downloadCsv(csv.fileName, csv.rows, locale)}
        >
          {t('home.csv')}
        </Button>
      </Group>
      {children}
    </Card>
  );
}
