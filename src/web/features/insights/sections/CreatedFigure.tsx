import type { Insights } from '../../../../contract/api/insights';
import type { RequestType } from '../../../../contract/upstream/enums';
import { ChartWithTable } from '../../../components/charts/ChartWithTable';
import { FigureBarChart } from '../../../components/charts/FigureBarChart';
import { useLocale } from '../../../i18n/useLocale';
import { useT } from '../../../i18n/useT';
import { formatBrlCompact } from '../../../lib/format/formatBrl';
import { bucketLabel } from '../figures';
import { drillHref } from '../insightsLinks';
import type { InsightsSearch } from '../insightsSearch';

/**
 * Value and count of one type's requests created per bucket, with the previous period's bucket at
 * the same position beside each (the periods are equally long).
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
    const before = previous.buckets[index];
    const href = drillHref(search, type, bucket);
    return {
      id: bucket.from,
      cells: {
        bucket: bucketLabel(bucket, data.bucket, locale),
        count: bucket.count,
        value: bucket.value,
        power: bucket.power,
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
    };
  });
  const chartData = rows.map((row) => ({
    label: String(row.cells.bucket),
    href: row.links.bucket,
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
        />
      }
      columns={[
        { key: 'bucket', label: t('insights.col.bucket'), kind: 'text' },
        { key: 'count', label: t('insights.col.count'), kind: 'count' },
        { key: 'value', label: t('insights.col.value'), kind: 'money' },
        { key: 'power', label: t('insights.col.power'), kind: 'power' },
        { key: 'previousCount', label: t('insights.col.previousCount'), kind: 'count' },
        { key: 'previousValue', label: t('insights.col.previousValue'), kind: 'money' },
      ]}
      rows={rows}
    />
  );
}
