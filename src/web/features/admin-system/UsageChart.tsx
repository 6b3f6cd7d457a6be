import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { VisuallyHidden } from '@mantine/core';
import type { GovernorHistory } from '../../../contract/api/governorHistory';
import type { GovernorPriority } from '../../../contract/api/governorStatus';
import { useLocale } from '../../i18n/useLocale';
import { useT } from '../../i18n/useT';
import { formatNumber } from '../../lib/format/formatNumber';
import { usePhoneLayout } from '../../lib/usePhoneLayout';
import classes from './UsageChart.module.css';
import { PRIORITIES, type UsageMetric, usageRows } from './usageRows';
import { usePriorityLabel } from './usePriorityLabel';

const COLOR: Record<GovernorPriority, string> = {
  write: 'blue.7',
  refresh: 'cyan.6',
  bulk: 'indigo.5',
  webhook: 'teal.6',
  reconcile: 'yellow.6',
  backfill: 'gray.5',
};

/**
 * The stacked bar chart of the vendor's use by priority. Loaded on its own (React.lazy) so the
 * chart library never weighs on the other pages; the same numbers are in the table beside it,
 * and the figure's caption says what the chart shows.
 */
export function UsageChart({ history, metric }: { history: GovernorHistory; metric: UsageMetric }) {
  const t = useT();
  const { locale } = useLocale();
  const priorityLabel = usePriorityLabel();
  const phone = usePhoneLayout();
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
  const data = usageRows(history, metric).map((row) => ({ ...row, time: time.format(new Date(row.start)) }));
  return (
    <figure className={classes.figure}>
      <VisuallyHidden component="figcaption">
        {t('adminSystem.usage.chartLabel', { metric: t(`adminSystem.usage.${metric}`) })}
      </VisuallyHidden>
      <BarChart
        // The height holds the legend too: on a phone its five names take a line each, so the
        // chart grows by their height rather than squeeze the bars into what is left.
        h={phone ? 380 : 240}
        classNames={{ legend: classes.legend }}
        data={data}
        dataKey="time"
        type="stacked"
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        series={PRIORITIES.map((priority) => ({
          name: priority,
          label: priorityLabel(priority),
          color: COLOR[priority],
        }))}
        valueFormatter={(value) => formatNumber(value, locale, { maximumFractionDigits: 1 })}
        tickLine="y"
      />
    </figure>
  );
}
