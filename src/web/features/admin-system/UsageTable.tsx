import type { GovernorHistory } from '../../../contract/api/governorHistory';
import { DateTimeText } from '../../components/DateTimeText';
import { useLocale } from '../../i18n/useLocale';
import { useT } from '../../i18n/useT';
import { formatNumber } from '../../lib/format/formatNumber';
import { SystemTable } from './SystemTable';
import { PRIORITIES, type UsageMetric, usageRows } from './usageRows';
import { usePriorityLabel } from './usePriorityLabel';

/** The chart's numbers, bucket by bucket: readable without the chart, by eye or screen reader. */
export function UsageTable({ history, metric }: { history: GovernorHistory; metric: UsageMetric }) {
  const t = useT();
  const { locale } = useLocale();
  const priorityLabel = usePriorityLabel();
  const number = (value: number) => formatNumber(value, locale, { maximumFractionDigits: 1 });
  return (
    <SystemTable
      caption={t('adminSystem.usage.tableCaption', { metric: t(`adminSystem.usage.${metric}`) })}
      striped
      verticalSpacing={2}
      nameWeight={400}
      columns={[
        { key: 'bucket', label: t('adminSystem.usage.bucket') },
        ...PRIORITIES.map((priority) => ({ key: priority, label: priorityLabel(priority) })),
        { key: 'total', label: t('adminSystem.usage.total') },
      ]}
      rows={usageRows(history, metric).map((row, index) => ({
        key: row.start,
        name: <DateTimeText value={row.start} />,
        cells: [
          ...PRIORITIES.map((priority) => number(row[priority])),
          number(history.buckets[index]?.[metric] ?? 0),
        ],
      }))}
    />
  );
}
