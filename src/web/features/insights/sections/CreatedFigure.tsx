import type { Insights } from '../../../../contract/api/insights';
import type { RequestType } from '../../../../contract/upstream/enums';
import { ChartWithTable } from '../../../components/charts/ChartWithTable';
import { FigureBarChart } from '../../../components/charts/FigureBarChart';
import { useLocale } from '../../../i18n/useLocale';
import { useT } from '../../../i18n/useT';
import { formatBrlCompact } from '../../../lib/format/formatBrl';
import { bucketLabel, daysLabel } from '../figures';
import { drillHref } from '../insightsLinks';
import type { InsightsSearch } from '../insightsSearch';

/**
 * Value and count of one type's requests created per bucket, each beside the same days of the
 * previous period (ADR 067); a bucket with fewer days than a whole one (cut by the period, or not
 * over yet) is drawn lighter and dashed, and its row says "parcial".
 */
export function CreatedFigure({
  data,
  search,
  type,
}: {
  data: Insights;
  search: InsightsSearch;
  type: RequestType;
}) {
  const t = useT();
  const { locale } = useLocale();
  const { current, previous } = data.created[type];
  const title = t(type === 'order' ? 'insights.created.order' : 'insights.created.budget');
  const rows = current.buckets.map((bucket, index) => {
    const before = previous.buckets[index] ?? null;
    const href = drillHref(search, type, bucket);
    const label = bucketLabel(bucket, data.bucket, locale);
    return {
      id: bucket.from,
      cells: {
        bucket: bucket.partial ? t('insights.created.partialBucket', { bucket: label }) : label,
        count: bucket.count,
        value: bucket.value,
        power: bucket.power,
        previousBucket: before ? daysLabel(before, locale) : null,
        previousCount: before?.count ?? null,
        previousValue: before?.value ?? null,
      },
      links: {
        bucket: href,
        count: href,
        value: href,
        ...(before
          ? { previousValue: drillHref(search, type, before), previousCount: drillHref(search, type, before) }
          : {}),
      },
      partial: bucket.partial,
      label,
    };
  });
  const chartData = rows.map((row) => ({
    label: row.label,
    href: row.links.bucket,
    partial: row.partial,
    current: row.cells.value,
    previous: row.cells.previousValue ?? 0,
  }));
  return (
    <ChartWithTable
      title={title}
      description={t('insights.created.description', { bucket: t(`insights.bucketWord.${data.bucket}`) })}
      fileName={`${type === 'order' ? 'pedidos' : 'orcamentos'}-criados-${data.period.from}-${data.period.to}`}
      empty={current.totals.count === 0 && previous.totals.count === 0}
      chart={
        <FigureBarChart
          data={chartData}
          series={[
            { name: 'current', label: t('insights.series.current'), color: 'blue.6' },
            { name: 'previous', label: t('insights.series.previous'), color: 'gray.5' },
          ]}
          valueFormatter={(value) => formatBrlCompact(value, locale)}
          partialLabel={t('insights.created.partialLegend')}
        />
      }
      columns={[
        { key: 'bucket', label: t('insights.col.bucket'), kind: 'text' },
        { key: 'count', label: t('insights.col.count'), kind: 'count' },
        { key: 'value', label: t('insights.col.value'), kind: 'money' },
        { key: 'power', label: t('insights.col.power'), kind: 'power' },
        { key: 'previousBucket', label: t('insights.col.previousBucket'), kind: 'text' },
        { key: 'previousCount', label: t('insights.col.previousCount'), kind: 'count' },
        { key: 'previousValue', label: t('insights.col.previousValue'), kind: 'money' },
      ]}
      rows={rows}
    />
  );
}
