import { Button, Group, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { GovernorHistory } from '../../../contract/api/governorHistory';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { useLocale } from '../../i18n/useLocale';
import { useT } from '../../i18n/useT';
import { formatNumber } from '../../lib/format/formatNumber';
import { governorHistoryQuery, HISTORY_HOURS, type HistoryHours } from './api/governorHistoryQuery';
import { SectionLoading } from './SectionLoading';
import { SystemSection } from './SystemSection';
import type { UsageMetric } from './usageRows';
import { UsageTable } from './UsageTable';

// The chart library (recharts) is the heaviest thing on this page: it loads only when drawn.
const UsageChart = lazy(() => import('./UsageChart').then((module) => ({ default: module.UsageChart })));

/** Vendor calls (or seconds) over the last hours, stacked by priority, with the numbers as a table. */
export function UsageSection() {
  const t = useT();
  const { locale } = useLocale();
  const [hours, setHours] = useState<HistoryHours>(6);
  const [metric, setMetric] = useState<UsageMetric>('calls');
  const [asTable, setAsTable] = useState(false);
  const query = useQuery(governorHistoryQuery(hours));

  return (
    <SystemSection title={t('adminSystem.usage.title')}>
      <Group gap="md" wrap="wrap">
        <SegmentedControl
          aria-label={t('adminSystem.usage.hours')}
          value={String(hours)}
          onChange={(value) => setHours(Number(value) as HistoryHours)}
          data={HISTORY_HOURS.map((value) => ({
            value: String(value),
            label: t('adminSystem.usage.lastHours', { count: value }),
          }))}
        />
        <SegmentedControl
          aria-label={t('adminSystem.usage.metric')}
          value={metric}
          onChange={(value) => setMetric(value === 'seconds' ? 'seconds' : 'calls')}
          data={[
            { value: 'calls', label: t('adminSystem.usage.calls') },
            { value: 'seconds', label: t('adminSystem.usage.seconds') },
          ]}
        />
      </Group>
      {query.isPending ? (
        <SectionLoading lines={4} />
      ) : query.isError ? (
        <QueryErrorAlert
          title={t('adminSystem.usage.error')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Stack gap="xs">
          <Text size="sm">
            {t('adminSystem.usage.summary', {
              calls: formatNumber(totalOf(query.data, 'calls'), locale),
              seconds: formatNumber(totalOf(query.data, 'seconds'), locale, { maximumFractionDigits: 1 }),
              minutes: query.data.bucketMinutes,
            })}
          </Text>
          <Suspense fallback={<Skeleton height={240} />}>
            <UsageChart history={query.data} metric={metric} />
          </Suspense>
          <Group>
            <Button
              variant="subtle"
              size="compact-sm"
              aria-expanded={asTable}
              onClick={() => setAsTable((shown) => !shown)}
            >
              {asTable ? t('adminSystem.usage.hideTable') : t('adminSystem.usage.showTable')}
            </Button>
          </Group>
          {asTable && <UsageTable history={query.data} metric={metric} />}
        </Stack>
      )}
    </SystemSection>
  );
}

function totalOf(history: GovernorHistory, metric: UsageMetric): number {
  return history.buckets.reduce((sum, bucket) => sum + bucket[metric], 0);
}
