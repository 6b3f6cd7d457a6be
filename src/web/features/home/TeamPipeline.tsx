import { useQuery } from '@tanstack/react-query';
import type { DayRange, PipelineRow } from '../../../contract/api/insights';
import type { RequestFilters } from '../../../contract/api/requestFilters';
import { ChartWithTable } from '../../components/charts/ChartWithTable';
import { LazyFigureBarChart } from '../../components/charts/LazyFigureBarChart';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { useLocale } from '../../i18n/useLocale';
import { useT } from '../../i18n/useT';
import { formatNumber } from '../../lib/format/formatNumber';
import { homeInsightsQuery } from './api/homeQueries';
import { HomeSection } from './HomeSection';
import type { HomeLinks } from './homeLinks';
import { SectionEmpty, type SectionEmptyProps } from './SectionEmpty';

export interface TeamPipelineProps {
  period: DayRange;
  links: HomeLinks;
  /** Offered when the period holds no order yet (this month, early on): a look at the one before. */
  earlier?: SectionEmptyProps['action'];
}

/**
 * The team's orders created in the period by the status they are in now, in the configured
 * sequence: a bar, a status or a stalled count opens the list with that status (and stalled).
 */
export function TeamPipeline({ period, links, earlier }: TeamPipelineProps) {
  const t = useT();
  const { locale } = useLocale();
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
  const without = query.data?.pipeline.withoutStatus;

  return (
    <HomeSection title={t('home.section.pipeline')} note={t('home.section.pipeline.note')}>
      {query.isError ? (
        <QueryErrorAlert title={t('home.error')} error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data && total === 0 ? (
        <SectionEmpty title={t('home.pipeline.empty')} {...(earlier ? { action: earlier } : {})} />
      ) : (
        <ChartWithTable
          headingOrder={4}
          title={t('home.pipeline.caption')}
          fileName={`funil-${period.from}-${period.to}`}
          loading={!query.data}
          // The stalled counts are in the table alone: it starts in sight.
          tableShown
          chart={
            <LazyFigureBarChart
              horizontal
              counts
              height={Math.max(160, rows.length * 36)}
              labelWidth={140}
              data={rows.map((row) => ({ label: row.status, href: open(row), value: row.count }))}
              series={[{ name: 'value', label: t('home.column.count'), color: 'blue.6' }]}
              valueFormatter={(value) => formatNumber(value, locale)}
            />
          }
          columns={[
            { key: 'status', label: t('home.column.status'), kind: 'text' },
            { key: 'count', label: t('home.column.count'), kind: 'count' },
            { key: 'value', label: t('home.column.value'), kind: 'money' },
            { key: 'stalled', label: t('home.column.stalled'), kind: 'count' },
          ]}
          rows={rows.map((row) => ({
            id: row.status,
            cells: { status: row.status, count: row.count, value: row.value, stalled: row.stalled },
            links: {
              status: open(row),
              count: open(row),
              ...(row.stalled > 0 ? { stalled: open(row, true) } : {}),
            },
          }))}
          footer={
            without && without.count > 0
              ? [
                  {
                    id: 'without',
                    cells: {
                      status: t('home.pipeline.withoutStatus'),
                      count: without.count,
                      value: without.value,
                      stalled: null,
                    },
                  },
                ]
              : []
          }
        />
      )}
    </HomeSection>
  );
}
