import type { Insights } from '../../../../contract/api/insights';
import { ChartWithTable } from '../../../components/charts/ChartWithTable';
import { useT } from '../../../i18n/useT';
import { drillHref } from '../insightsLinks';
import type { InsightsSearch } from '../insightsSearch';

/** The leaderboard: each responsible's value, count, conversion and stalled, by value. */
export function LeaderboardFigure({ data, search }: { data: Insights; search: InsightsSearch }) {
  const t = useT();
  const rows = [...data.byResponsible.rows]
    .sort((a, b) => b.value - a.value || b.count - a.count)
    .map((row) => {
      const href = drillHref(search, data.type, data.period, { responsibleEmail: row.email });
      return {
        id: row.email,
        cells: {
          responsible: row.name ?? row.email,
          value: row.value,
          count: row.count,
          conversion: row.conversionRate,
          stalled: row.stalled,
        },
        links: {
          responsible: href,
          value: href,
          count: href,
          stalled: drillHref(search, data.type, data.period, { responsibleEmail: row.email, stalled: true }),
        },
      };
    });
  const without = data.byResponsible.withoutResponsible;
  return (
    <ChartWithTable
      title={t('insights.leaderboard.title')}
      description={t('insights.leaderboard.description')}
      fileName={`responsaveis-${data.type}-${data.period.from}-${data.period.to}`}
      empty={rows.length === 0 && without.count === 0}
      columns={[
        { key: 'responsible', label: t('insights.col.responsible'), kind: 'text' },
        { key: 'value', label: t('insights.col.value'), kind: 'money' },
        { key: 'count', label: t('insights.col.count'), kind: 'count' },
        { key: 'conversion', label: t('insights.col.conversion'), kind: 'rate' },
        { key: 'stalled', label: t('insights.col.stalled'), kind: 'count' },
      ]}
      rows={rows}
      footer={
        without.count > 0
          ? [
              {
                id: 'without',
                cells: {
                  responsible: t('insights.leaderboard.without'),
                  value: without.value,
                  count: without.count,
                  conversion: null,
                  stalled: null,
                },
              },
            ]
          : []
      }
    />
  );
}
