import { Grid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DayRange } from '../../../contract/api/insights';
import type { RequestFilters } from '../../../contract/api/requestFilters';
import { ChartWithTable } from '../../components/charts/ChartWithTable';
import { Kpi, KpiSkeleton } from '../../components/charts/Kpi';
import { LazyFigureBarChart } from '../../components/charts/LazyFigureBarChart';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { useLocale } from '../../i18n/useLocale';
import { useT } from '../../i18n/useT';
import { formatBrlCompact } from '../../lib/format/formatBrl';
import { homeInsightsQuery } from './api/homeQueries';
import { HomeSection } from './HomeSection';
import type { HomeLinks } from './homeLinks';
import { SectionEmpty } from './SectionEmpty';

/** The payment statuses whose money is still to come (the insights' outstanding, ADR 036). */
const OUTSTANDING = ['requested', 'partial'] as const;

/**
 * Money still to receive: orders of the window whose payment is requested or partial, in total and
 * by age since creation; the total, a bar or an age opens the list of exactly those orders.
 */
export function Outstanding({ window, links }: { window: DayRange; links: HomeLinks }) {
  const t = useT();
  const { locale } = useLocale();
  const query = useQuery(homeInsightsQuery({ from: window.from, to: window.to, type: 'order' }));
  const outstanding = (range: DayRange): RequestFilters => ({
    paymentStatus: [...OUTSTANDING],
    createdFrom: range.from,
    createdTo: range.to,
  });
  const open = (range: DayRange) => links.list({ type: 'order', filters: outstanding(range) });
  const rows = (query.data?.payments.outstandingByAge ?? []).flatMap((row) => {
    if (!row.range) return [];
    const href = open(row.range);
    return [
      {
        id: row.age,
        cells: { age: t(`home.age.${row.age}`), count: row.count, value: row.value },
        links: { age: href, count: href, value: href },
      },
    ];
  });
  const total = query.data?.payments.outstanding;

  if (query.isError) {
    return (
      <HomeSection title={t('home.section.outstanding')} note={t('home.section.outstanding.note')}>
        <QueryErrorAlert title={t('home.error')} error={query.error} onRetry={() => void query.refetch()} />
      </HomeSection>
    );
  }
  return (
    <HomeSection title={t('home.section.outstanding')} note={t('home.section.outstanding.note')}>
      {total?.count === 0 ? (
        <SectionEmpty title={t('home.outstanding.empty')} />
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 4 }}>
            {total ? (
              <Kpi
                component="div"
                headingOrder={4}
                label={t('home.kpi.outstanding')}
                kind="money"
                better="neither"
                current={total.value}
                detail={t('home.kpi.outstandingCount', { count: total.count })}
                href={open(window)}
              />
            ) : (
              <KpiSkeleton component="div" />
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <ChartWithTable
              headingOrder={4}
              title={t('home.outstanding.caption')}
              fileName={`a-receber-idade-${window.to}`}
              loading={!query.data}
              chart={
                <LazyFigureBarChart
                  horizontal
                  height={Math.max(140, rows.length * 36)}
                  data={rows.map((row) => ({
                    label: row.cells.age,
                    href: row.links.age,
                    value: row.cells.value,
                  }))}
                  series={[{ name: 'value', label: t('home.column.value'), color: 'orange.6' }]}
                  valueFormatter={(value) => formatBrlCompact(value, locale)}
                />
              }
              columns={[
                { key: 'age', label: t('home.column.age'), kind: 'text' },
                { key: 'count', label: t('home.column.count'), kind: 'count' },
                { key: 'value', label: t('home.column.value'), kind: 'money' },
              ]}
              rows={rows}
            />
          </Grid.Col>
        </Grid>
      )}
    </HomeSection>
  );
}
