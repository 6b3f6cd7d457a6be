import { EmptyState, Grid, Skeleton, Stack, Table, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DayRange } from '../../../contract/api/insights';
import type { RequestFilters } from '../../../contract/api/requestFilters';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { useT } from '../../i18n/useT';
import { homeInsightsQuery } from './api/homeQueries';
import { ChartCard } from './ChartCard';
import { DrillAnchor } from './DrillAnchor';
import { HomeSection } from './HomeSection';
import type { HomeLinks } from './homeLinks';
import { KpiCard, KpiCardSkeleton } from './KpiCard';
import { LazyHomeBarChart } from './LazyHomeBarChart';
import { useHomeFormat } from './useHomeFormat';

/** The payment statuses whose money is still to come (the insights' outstanding, ADR 036). */
const OUTSTANDING = ['requested', 'partial'] as const;

/**
 * Money still to receive: orders of the window whose payment is requested or partial, in total and
 * by age since creation; the total, a bar or an age opens the list of exactly those orders.
 */
export function Outstanding({ window, links }: { window: DayRange; links: HomeLinks }) {
  const t = useT();
  const format = useHomeFormat();
  const query = useQuery(homeInsightsQuery({ from: window.from, to: window.to, type: 'order' }));
  const outstanding = (range: DayRange): RequestFilters => ({
    paymentStatus: [...OUTSTANDING],
    createdFrom: range.from,
    createdTo: range.to,
  });
  const ages = (query.data?.payments.outstandingByAge ?? []).flatMap((row) =>
    row.range ? [{ ...row, range: row.range }] : [],
  );

  return (
    <HomeSection title={t('home.section.outstanding')} note={t('home.section.outstanding.note')}>
      {query.isError ? (
        <QueryErrorAlert title={t('home.error')} error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <KpiCardSkeleton />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="xs" aria-busy="true">
              {Array.from({ length: 4 }, (_, index) => (
                <Skeleton key={index} height={28} radius="sm" />
              ))}
            </Stack>
          </Grid.Col>
        </Grid>
      ) : query.data.payments.outstanding.count === 0 ? (
        <EmptyState title={t('home.outstanding.empty')} />
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <KpiCard
              label={t('home.kpi.outstanding')}
              value={format.brlCompact(query.data.payments.outstanding.value)}
              exact={format.brl(query.data.payments.outstanding.value)}
              detail={t('home.kpi.outstandingCount', { count: query.data.payments.outstanding.count })}
              link={links.list({ type: 'order', filters: outstanding(window) })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <ChartCard
              title={t('home.outstanding.caption')}
              csv={{
                fileName: `outstanding-${window.to}.csv`,
                rows: [
                  ['age', 'createdFrom', 'createdTo', 'count', 'finalValue'],
                  ...ages.map((row) => [row.age, row.range.from, row.range.to, row.count, row.value]),
                ],
              }}
            >
              <LazyHomeBarChart
                data={ages.map((row) => ({ label: t(`home.age.${row.age}`), value: row.value }))}
                seriesLabel={t('home.column.value')}
                caption={t('home.outstanding.chart')}
                color="orange.6"
                formatValue={format.brlCompact}
                onBarClick={(index) => {
                  const row = ages[index];
                  if (row) links.list({ type: 'order', filters: outstanding(row.range) }).onOpen();
                }}
              />
              <Table fz="sm" verticalSpacing={6} highlightOnHover>
                <VisuallyHidden component="caption">{t('home.outstanding.caption')}</VisuallyHidden>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('home.column.age')}</Table.Th>
                    <Table.Th ta="right">{t('home.column.count')}</Table.Th>
                    <Table.Th ta="right">{t('home.column.value')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {ages.map((row) => (
                    <Table.Tr key={row.age}>
                      <Table.Td>
                        <DrillAnchor
                          link={links.list({ type: 'order', filters: outstanding(row.range) })}
                          size="sm"
                        >
                          {t(`home.age.${row.age}`)}
                        </DrillAnchor>
                      </Table.Td>
                      <Table.Td ta="right">{format.count(row.count)}</Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {format.brl(row.value)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ChartCard>
          </Grid.Col>
        </Grid>
      )}
    </HomeSection>
  );
}
