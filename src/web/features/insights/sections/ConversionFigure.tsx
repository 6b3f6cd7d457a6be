import type { ConversionFigures, Insights } from '../../../../contract/api/insights';
import { ChartWithTable } from '../../../components/charts/ChartWithTable';
import { useT } from '../../../i18n/useT';
import { drillHref } from '../insightsLinks';
import type { InsightsSearch } from '../insightsSearch';

/**
 * Budget to order, this period and the previous (ADR 062): the period's budgets (a list), their
 * cohort and how many became orders, the rate and the time it took; apart, the period's orders
 * from earlier budgets and those without one (a list, ADR 046).
 */
export function ConversionFigure({ data, search }: { data: Insights; search: InsightsSearch }) {
  const t = useT();
  const row = (id: string, label: string, figures: ConversionFigures) => ({
    id,
    cells: {
      period: label,
      budgets: figures.budgets,
      cohort: figures.cohort,
      converted: figures.converted,
      rate: figures.rate,
      median: figures.medianDays,
      p90: figures.p90Days,
      fromEarlierBudgets: figures.fromEarlierBudgets,
      ordersWithoutBudget: figures.ordersWithoutBudget,
    },
    links: {
      budgets: drillHref(search, 'budget', figures.range),
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
        { key: 'cohort', label: t('insights.col.cohort'), kind: 'count' },
        { key: 'converted', label: t('insights.col.cohortConverted'), kind: 'count' },
        { key: 'rate', label: t('insights.col.conversion'), kind: 'rate' },
        { key: 'median', label: t('insights.col.conversionMedian'), kind: 'days' },
        { key: 'p90', label: t('insights.col.conversionP90'), kind: 'days' },
        { key: 'fromEarlierBudgets', label: t('insights.col.fromEarlierBudgets'), kind: 'count' },
        { key: 'ordersWithoutBudget', label: t('insights.col.ordersWithoutBudget'), kind: 'count' },
      ]}
      rows={[
        row('current', t('insights.series.current'), current),
        row('previous', t('insights.series.previous'), previous),
      ]}
    />
  );
}
