import type { Insights } from '../../../../contract/api/insights';
import { ChartWithTable } from '../../../components/charts/ChartWithTable';
import { FigureBarChart } from '../../../components/charts/FigureBarChart';
import { useLocale } from '../../../i18n/useLocale';
import { useT } from '../../../i18n/useT';
import { formatBrlCompact } from '../../../lib/format/formatBrl';
import { formatDate } from '../../../lib/format/formatDate';
import { drillHref } from '../insightsLinks';
import type { InsightsSearch } from '../insightsSearch';

/**
 * The funnel: each status in the configured sequence, its totals, time in it and how many stalled,
 * in the answer's order (the backend orders by the configured sequence, ADR 044).
 */
export function PipelineFigure({ data, search }: { data: Insights; search: InsightsSearch }) {
  const t = useT();
  const { locale } = useLocale();
  // No completed stay yet: in words, since when Painel watches (ADR 065), not a bare dash. The
  // cell stays short (figures do not wrap); the sentence goes under the title.
  const noStays = t('insights.timeInStatus.noStays');
  const anyWithoutStays = data.pipeline.rows.some((row) => row.count > 0 && row.timeInStatus.stays === 0);
  const followed = data.followedSince
    ? t('insights.timeInStatus.noStaysSince', { date: formatDate(data.followedSince, locale) })
    : null;
  const rows = data.pipeline.rows.map((row) => {
    const href = drillHref(search, data.type, data.period, { status: [row.status] });
    return {
      id: row.status,
      cells: {
        status: row.status,
        count: row.count,
        value: row.value,
        power: row.power,
        median: row.timeInStatus.stays === 0 ? noStays : row.timeInStatus.medianDays,
        p90: row.timeInStatus.p90Days,
        stalled: row.stalled,
      },
      links: {
        status: href,
        count: href,
        value: href,
        stalled: drillHref(search, data.type, data.period, { status: [row.status], stalled: true }),
      },
    };
  });
  const without = data.pipeline.withoutStatus;
  return (
    <ChartWithTable
      title={t('insights.pipeline.title')}
      description={
        anyWithoutStays && followed
          ? `${t('insights.pipeline.description')} ${followed}.`
          : t('insights.pipeline.description')
      }
      fileName={`funil-${data.type}-${data.period.from}-${data.period.to}`}
      empty={rows.every((row) => row.cells.count === 0) && without.count === 0}
      tableShown
      chart={
        <FigureBarChart
          horizontal
          height={Math.max(160, rows.length * 36)}
          labelWidth={140}
          data={rows.map((row) => ({ label: row.id, href: row.links.status, value: row.cells.value }))}
          series={[{ name: 'value', label: t('insights.col.value'), color: 'blue.6' }]}
          valueFormatter={(value) => formatBrlCompact(value, locale)}
        />
      }
      columns={[
        { key: 'status', label: t('insights.col.status'), kind: 'text' },
        { key: 'count', label: t('insights.col.count'), kind: 'count' },
        { key: 'value', label: t('insights.col.value'), kind: 'money' },
        { key: 'power', label: t('insights.col.power'), kind: 'power' },
        { key: 'median', label: t('insights.col.medianDays'), kind: 'days' },
        { key: 'p90', label: t('insights.col.p90Days'), kind: 'days' },
        { key: 'stalled', label: t('insights.col.stalled'), kind: 'count' },
      ]}
      rows={rows}
      footer={
        without.count > 0
          ? [
              {
                id: 'without',
                cells: {
                  status: t('insights.pipeline.withoutStatus'),
                  count: without.count,
                  value: without.value,
                  power: without.power,
                  median: null,
                  p90: null,
                  stalled: null,
                },
              },
            ]
          : []
      }
    />
  );
}
