import type { Insights } from '../../../../contract/api/insights';
import { ChartWithTable } from '../../../components/charts/ChartWithTable';
import { FigureBarChart } from '../../../components/charts/FigureBarChart';
import type { FigureRow } from '../../../components/charts/figureRows';
import { useLocale } from '../../../i18n/useLocale';
import { useT } from '../../../i18n/useT';
import { formatBrlCompact } from '../../../lib/format/formatBrl';
import { PAYMENT_STATUS_COLORS } from '../../../lib/statusColors';
import { useEnumLabel } from '../../../lib/vocabulary/useVocabulary';
import { drillHref } from '../insightsLinks';
import type { InsightsSearch } from '../insightsSearch';

interface Props {
  data: Insights;
  search: InsightsSearch;
}

const totalsCells = (label: string, totals: { count: number; value: number; power: number }) => ({
  label,
  count: totals.count,
  value: totals.value,
  power: totals.power,
});

function withoutRow(label: string, totals: { count: number; value: number; power: number }): FigureRow[] {
  return totals.count > 0 ? [{ id: 'without', cells: totalsCells(label, totals) }] : [];
}

/**
 * The payment status mix (received against outstanding), the type mix and the outstanding by age,
 * each a chart with its table, so the three read alike side by side.
 */
export function PaymentFigures({ data, search }: Props) {
  const t = useT();
  const { locale } = useLocale();
  const enumLabel = useEnumLabel();
  const { payments } = data;
  const money = (value: number) => formatBrlCompact(value, locale);
  const columns = (first: string) =>
    [
      { key: 'label', label: first, kind: 'text' },
      { key: 'count', label: t('insights.col.count'), kind: 'count' },
      { key: 'value', label: t('insights.col.value'), kind: 'money' },
      { key: 'power', label: t('insights.col.power'), kind: 'power' },
    ] as const;

  const statusRows = payments.byStatus.map((row) => {
    const href = drillHref(search, data.type, data.period, { paymentStatus: [row.paymentStatus] });
    return {
      id: row.paymentStatus,
      color: PAYMENT_STATUS_COLORS[row.paymentStatus],
      cells: totalsCells(enumLabel('paymentStatus', row.paymentStatus), row),
      links: { label: href, count: href, value: href },
    };
  });
  const typeRows = payments.byType.map((row) => {
    const href = drillHref(search, data.type, data.period, { paymentType: [row.paymentType] });
    return {
      id: row.paymentType,
      cells: totalsCells(enumLabel('paymentType', row.paymentType), row),
      links: { label: href, count: href, value: href },
    };
  });
  const ageRows = payments.outstandingByAge.map((row) => {
    const href = row.range
      ? drillHref(search, data.type, row.range, { paymentStatus: ['requested', 'partial'] })
      : undefined;
    return {
      id: row.age,
      cells: totalsCells(t(`insights.age.${row.age}`), row),
      ...(href ? { links: { label: href, count: href, value: href } } : {}),
    };
  });
  const period = `${data.type}-${data.period.from}-${data.period.to}`;
  // Each figure's value per row as a horizontal bar that opens the row's list.
  const valueBars = (
    rows: ReadonlyArray<{ cells: { label: string; value: number }; links?: { value: string } }>,
    color: string,
  ) => (
    <FigureBarChart
      horizontal
      height={Math.max(140, rows.length * 34)}
      data={rows.map((row) => ({
        label: row.cells.label,
        href: row.links?.value,
        value: row.cells.value,
      }))}
      series={[{ name: 'value', label: t('insights.col.value'), color }]}
      valueFormatter={money}
    />
  );

  return (
    <>
      <ChartWithTable
        title={t('insights.payments.byStatus')}
        description={t('insights.payments.byStatusDescription')}
        fileName={`pagamentos-status-${period}`}
        empty={statusRows.every((row) => row.cells.count === 0) && payments.withoutStatus.count === 0}
        chart={valueBars(statusRows, 'teal.6')}
        columns={columns(t('insights.col.paymentStatus'))}
        rows={statusRows}
        footer={withoutRow(t('insights.payments.withoutStatus'), payments.withoutStatus)}
      />
      <ChartWithTable
        title={t('insights.payments.byType')}
        description={t('insights.payments.byTypeDescription')}
        fileName={`pagamentos-forma-${period}`}
        empty={typeRows.every((row) => row.cells.count === 0) && payments.withoutType.count === 0}
        chart={valueBars(typeRows, 'violet.6')}
        columns={columns(t('insights.col.paymentType'))}
        rows={typeRows}
        footer={withoutRow(t('insights.payments.withoutType'), payments.withoutType)}
      />
      <ChartWithTable
        title={t(data.type === 'order' ? 'insights.payments.age' : 'insights.payments.ageBudgets')}
        description={t('insights.payments.ageDescription')}
        fileName={`a-receber-idade-${period}`}
        empty={ageRows.every((row) => row.cells.count === 0)}
        chart={valueBars(ageRows, 'orange.6')}
        columns={columns(t('insights.col.age'))}
        rows={ageRows}
      />
    </>
  );
}
