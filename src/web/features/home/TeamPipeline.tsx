import { EmptyState, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DayRange, PipelineRow } from '../../../contract/api/insights';
import type { RequestFilters } from '../../../contract/api/requestFilters';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { StatusBadge } from '../../components/StatusBadge';
import { useT } from '../../i18n/useT';
import { homeInsightsQuery } from './api/homeQueries';
import { ChartCard } from './ChartCard';
import { DrillAnchor } from './DrillAnchor';
import { HomeSection } from './HomeSection';
import type { HomeLinks } from './homeLinks';
import { LazyHomeBarChart } from './LazyHomeBarChart';
import { useHomeFormat } from './useHomeFormat';

export interface TeamPipelineProps {
  period: DayRange;
  links: HomeLinks;
}

/**
 * The team's orders created in the period by the status they are in now, in the configured
 * sequence: a bar, a status or a stalled count opens the list with that status (and stalled).
 */
export function TeamPipeline({ period, links }: TeamPipelineProps) {
  const t = useT();
  const format = useHomeFormat();
  const query = useQuery(homeInsightsQuery({ from: period.from, to: period.to, type: 'order' }));
  const rows = (query.data?.pipeline.rows ?? []).filter((row) => row.known || row.count > 0);
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  const filtersOf = (row: PipelineRow, stalled = false): RequestFilters => ({
    createdFrom: period.from,
    createdTo: period.to,
    status: [row.status],
    ...(stalled ? { stalled: true } : {}),
  });
  const open = (row: PipelineRow, stalled = false) =>
    links.list({ type: 'order', filters: filtersOf(row, stalled) });

  return (
    <HomeSection title={t('home.section.pipeline')} note={t('home.section.pipeline.note')}>
      {query.isError ? (
        <QueryErrorAlert title={t('home.error')} error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Stack gap="xs" aria-busy="true">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={24} radius="sm" />
          ))}
        </Stack>
      ) : total === 0 ? (
        <EmptyState title={t('home.pipeline.empty')} />
      ) : (
        <ChartCard
          title={t('home.pipeline.caption')}
          csv={{
            fileName: `pipeline-${period.from}-${period.to}.csv`,
            rows: [
              ['status', 'count', 'finalValue', 'powerWp', 'stalled'],
              ...rows.map((row) => [row.status, row.count, row.value, row.power, row.stalled]),
            ],
          }}
        >
          <LazyHomeBarChart
            data={rows.map((row) => ({ label: row.status, value: row.count }))}
            seriesLabel={t('home.column.count')}
            caption={t('home.pipeline.chart')}
            color="blue.6"
            formatValue={format.count}
            onBarClick={(index) => {
              const row = rows[index];
              if (row) open(row).onOpen();
            }}
          />
          <Table.ScrollContainer minWidth={420}>
            <Table striped={false} highlightOnHover fz="sm" verticalSpacing={6}>
              <VisuallyHidden component="caption">{t('home.pipeline.caption')}</VisuallyHidden>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('home.column.status')}</Table.Th>
                  <Table.Th ta="right">{t('home.column.count')}</Table.Th>
                  <Table.Th ta="right">{t('home.column.value')}</Table.Th>
                  <Table.Th ta="right">{t('home.column.stalled')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.status}>
                    <Table.Td>
                      <DrillAnchor
                        link={open(row)}
                        underline="never"
                        aria-label={`${row.status}: ${format.count(row.count)}`}
                      >
                        <StatusBadge label={row.status} />
                      </DrillAnchor>
                    </Table.Td>
                    <Table.Td ta="right">
                      <DrillAnchor
                        link={open(row)}
                        size="sm"
                        aria-label={`${row.status}: ${format.count(row.count)}`}
                      >
                        {format.count(row.count)}
                      </DrillAnchor>
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {format.brl(row.value)}
                    </Table.Td>
                    <Table.Td ta="right">
                      {row.stalled > 0 ? (
                        <DrillAnchor
                          link={open(row, true)}
                          size="sm"
                          aria-label={`${row.status}: ${t('home.queue.stalled', { count: row.stalled })}`}
                        >
                          {format.count(row.stalled)}
                        </DrillAnchor>
                      ) : (
                        <Text span size="sm" c="dimmed">
                          {format.count(0)}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {query.data.pipeline.withoutStatus.count > 0 && (
            <Text size="xs" c="dimmed" mt="xs">
              {t('home.pipeline.withoutStatus', { count: query.data.pipeline.withoutStatus.count })}
            </Text>
          )}
        </ChartCard>
      )}
    </HomeSection>
  );
}
