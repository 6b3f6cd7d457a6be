import { Button, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconTable, IconTableOff } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useLocale } from '../../i18n/useLocale';
import { useT } from '../../i18n/useT';
import classes from './charts.module.css';
import { downloadText } from '../../lib/downloadText';
import { figureCsv } from './figureCsv';
import type { FigureColumn, FigureRow } from './figureRows';
import { FigureTable } from './FigureTable';

export interface ChartWithTableProps {
  title: string;
  /** One line under the title: what is counted and how to read it. */
  description?: string;
  /** The drawing; absent when the table is the figure itself (a leaderboard). */
  chart?: ReactNode;
  columns: readonly FigureColumn[];
  rows: readonly FigureRow[];
  footer?: readonly FigureRow[];
  /** The CSV's file name, without the extension. */
  fileName: string;
  loading?: boolean;
  /** Nothing to draw in this period and filter. */
  empty?: boolean;
  /** What "nothing" means for this figure; by default, nothing in the period with these filters. */
  emptyMessage?: string;
  /** The title's heading level: 3 on a page of figures, 4 inside a page's section. */
  headingOrder?: 3 | 4;
  /** The table starts in sight (the chart is a summary of it). */
  tableShown?: boolean;
  /** The drawing is itself readable and operable (a map of links), so it is not hidden from readers. */
  chartAccessible?: boolean;
}

/**
 * One figure of a report: the chart for the eye, hidden from screen readers, and its numbers as a
 * table for them (in sight on demand), a CSV of the same numbers in the reader's language, a
 * skeleton while loading and a plain sentence when there is nothing to show.
 */
export function ChartWithTable({
  title,
  description,
  chart,
  columns,
  rows,
  footer,
  fileName,
  loading = false,
  empty = false,
  emptyMessage,
  headingOrder = 3,
  tableShown = chart === undefined,
  chartAccessible = false,
}: ChartWithTableProps) {
  const t = useT();
  const { locale } = useLocale();
  const titleId = useId();
  const tableId = useId();
  const [shown, setShown] = useState(tableShown);
  const hasTable = chart !== undefined;

  const table = (
    <FigureTable
      caption={t('charts.tableCaption', { title })}
      columns={columns}
      rows={rows}
      footer={footer}
      linksFocusable={shown}
    />
  );
  let body: ReactNode;
  if (loading) {
    body = <Skeleton height={chart === undefined ? 160 : 240} radius="sm" aria-hidden />;
  } else if (empty) {
    body = (
      <Text size="sm" c="dimmed" py="lg" ta="center">
        {emptyMessage ?? t('charts.empty')}
      </Text>
    );
  } else {
    body = (
      <>
        {chart !== undefined && (
          <div aria-hidden={!chartAccessible || undefined} className={classes.chart}>
            {chart}
          </div>
        )}
        <div id={tableId}>{shown ? table : <VisuallyHidden>{table}</VisuallyHidden>}</div>
      </>
    );
  }

  return (
    <Paper
      component="section"
      withBorder
      p="md"
      radius="md"
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      className={classes.figure}
      data-figure={fileName}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
            <Title order={headingOrder} size="h4" id={titleId}>
              {title}
            </Title>
            {description && (
              <Text size="xs" c="dimmed">
                {description}
              </Text>
            )}
          </Stack>
          {!loading && !empty && (
            <Group gap={4} className={classes.actions} wrap="nowrap">
              {hasTable && (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={shown ? <IconTableOff size={16} /> : <IconTable size={16} />}
                  aria-expanded={shown}
                  aria-controls={tableId}
                  aria-label={t(shown ? 'charts.hideTable' : 'charts.showTable', { title })}
                  onClick={() => setShown((value) => !value)}
                >
                  {t(shown ? 'charts.hideTableShort' : 'charts.showTableShort')}
                </Button>
              )}
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconDownload size={16} />}
                aria-label={t('charts.downloadCsv', { title })}
                onClick={() =>
                  downloadText(
                    `${fileName}.csv`,
                    figureCsv(
                      columns,
                      [...rows, ...(footer ?? [])].map((row) => row.cells),
                      locale,
                    ),
                    'text/csv;charset=utf-8',
                  )
                }
              >
                CSV
              </Button>
            </Group>
          )}
        </Group>
        {body}
      </Stack>
    </Paper>
  );
}
