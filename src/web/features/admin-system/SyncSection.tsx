import { Progress, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Freshness } from '../../../contract/api/freshness';
import type { GovernorStatus } from '../../../contract/api/governorStatus';
import { DateTimeText } from '../../components/DateTimeText';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { useLocale } from '../../i18n/useLocale';
import { useT } from '../../i18n/useT';
import { formatNumber } from '../../lib/format/formatNumber';
import { freshnessQuery } from './api/freshnessQuery';
import { governorQuery } from './api/governorQuery';
import { Facts } from './Facts';
import { IdleNote } from './IdleNote';
import { SectionLoading } from './SectionLoading';
import { SystemSection } from './SystemSection';

/** The mirror's sync: what it holds, when webhooks and reconciles last arrived, the backfill. */
export function SyncSection() {
  const t = useT();
  const query = useQuery(freshnessQuery());
  // The same query as the budget's section: whether the copy may use the idle allowance now.
  const governor = useQuery(governorQuery());
  return (
    <SystemSection title={t('adminSystem.sync.title')}>
      {query.isPending ? (
        <SectionLoading lines={3} />
      ) : query.isError ? (
        <QueryErrorAlert
          title={t('adminSystem.sync.error')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <SyncDetails fresh={query.data} governor={governor.data} />
      )}
    </SystemSection>
  );
}

function SyncDetails({ fresh, governor }: { fresh: Freshness; governor: GovernorStatus | undefined }) {
  const t = useT();
  const { locale } = useLocale();
  const { backfill } = fresh;
  const number = (value: number) => formatNumber(value, locale);
  const percent =
    backfill.expectedRecords && backfill.expectedRecords > 0
      ? Math.min(100, (backfill.records / backfill.expectedRecords) * 100)
      : null;
  const minutesLeft =
    backfill.estimatedSecondsLeft === null
      ? null
      : Math.max(1, Math.round(backfill.estimatedSecondsLeft / 60));
  // A first copy of a large account takes hours: "cerca de 7 horas" reads better than 420 minutes.
  const timeLeft =
    minutesLeft === null
      ? null
      : minutesLeft >= 120
        ? t('adminSystem.backfill.hours', { count: Math.round(minutesLeft / 60) })
        : t('adminSystem.backfill.minutes', { count: minutesLeft });
  const done = backfill.state === 'done';
  const end = backfill.estimatedDoneAt ?? null;
  return (
    <Stack gap="md">
      <Facts
        cols={3}
        facts={[
          [t('adminSystem.sync.orders'), number(fresh.mirrored.order)],
          [t('adminSystem.sync.budgets'), number(fresh.mirrored.budget)],
          [t('adminSystem.sync.upToDateAt'), <DateTimeText key="up" value={fresh.upToDateAt} />],
          [t('adminSystem.sync.lastWebhookAt'), <DateTimeText key="webhook" value={fresh.lastWebhookAt} />],
          [
            t('adminSystem.sync.lastReconcileAt'),
            <DateTimeText key="reconcile" value={fresh.lastReconcileAt} />,
          ],
        ]}
      />
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {t('adminSystem.backfill.title')}: {t(`adminSystem.backfill.state.${backfill.state}`)}
        </Text>
        {percent !== null && (
          <Progress
            value={percent}
            color={backfill.state === 'done' ? 'teal' : 'blue'}
            aria-label={t('adminSystem.backfill.progress')}
          />
        )}
        <Facts
          cols={3}
          facts={[
            [
              t('adminSystem.backfill.records'),
              backfill.expectedRecords === null
                ? number(backfill.records)
                : t('adminSystem.backfill.recordsOf', {
                    records: number(backfill.records),
                    expected: number(backfill.expectedRecords),
                  }),
            ],
            [t('adminSystem.backfill.pages'), number(backfill.pages)],
            [t('adminSystem.backfill.timeLeft'), done ? null : timeLeft],
            [
              done ? t('adminSystem.backfill.finishedAt') : t('adminSystem.backfill.expectedEnd'),
              <DateTimeText key="end" value={end} />,
            ],
            [
              t('adminSystem.backfill.waitingUntil'),
              <DateTimeText key="waiting" value={backfill.waitingUntil} />,
            ],
          ]}
        />
        {!done && end !== null && (
          <Text size="sm" c="dimmed">
            {t('adminSystem.backfill.estimateBasis')}
            {governor?.idle &&
              ` ${t('adminSystem.backfill.estimateShare', {
                share: formatNumber(governor.backgroundShare, locale, {
                  style: 'percent',
                  maximumFractionDigits: 0,
                }),
              })}`}
          </Text>
        )}
        {!done && governor && <IdleNote status={governor} about="backfill" />}
      </Stack>
    </Stack>
  );
}
