import type { ConversionFigures, Insights } from '../../../../contract/api/insights';
import { ChartWithTable } from '../../../components/charts/ChartWithTable';
import { useT } from '../../../i18n/useT';
import { drillHref } from '../insightsLinks';
import type { InsightsSearch } from '../insightsSearch';

/**
 * Budget to order, this period and the previous: the budgets, the orders that came from a budget
 * and those without one (each a list, ADR 046), the rate and the time it took (ADR 036).
 */
export function ConversionFigure({ data, search }: { data: Insights; search: InsightsSearch }) {
  const t = useT();
  const row = (id: string, label: string, figures: ConversionFigures) => ({
    id,
    cells: {
      period: label,
      budgets: figures.budgets,
      converted: figures.converted,
      ordersWithoutBudget: figures.ordersWithoutBudget,
      rate: figures.rate,
      median: figures.medianDays,
      p90: figures.p90Days,
    },
    links: {
      budgets: drillHref(search, 'budget', figures.range),
      converted: drillHref(search, 'order', figures.range, { conversion: 'converted' }),
      ordersWithoutBudget: drillHref(search, 'order', figures.range, { conversion: 'withoutBudget' }),
    },
  });
  const { current, previous } = data.conversion;
  return (
    <ChartWithTable
      title={t('insights.conversion.title')}
      description={t('insights.conversion.description')}
      fileName={`conversao-${data.period.from}-${data.period.to}`}
      columns={[
        { key: 'period', label: t('insights.col.period'), kind: 'text' },
        { key: 'budgets', label: t('insights.col.budgets'), kind: 'count' },
        { key: 'converted', label: t('insights.col.converted'), kind: 'count' },
        { key: 'ordersWithoutBudget', label: t('insights.col.ordersWithoutBudget'), kind: 'count' },
        { key: 'rate', label: t('insights.col.conversion'), kind: 'rate' },
        { key: 'median', label: t('insights.col.conversionMedian'), kind: 'days' },
        { key: 'p90', label: t('insights.col.conversionP90'), kind: 'days' },
      ]}
      rows={[
        row('current', t('insights.series.current'), current),
        row('previous', t('insights.series.previous'), previous),
      ]}
    />
  );
}
