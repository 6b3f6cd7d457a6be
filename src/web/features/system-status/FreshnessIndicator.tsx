import { Progress, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Freshness } from '../../../contract/api/freshness';
import { useLocale } from '../../i18n/useLocale';
import { useT } from '../../i18n/useT';
import { formatDateTime } from '../../lib/format/formatDate';
import { formatRelativeTime } from '../../lib/format/formatRelativeTime';
import { useNow } from '../../lib/useNow';
import { freshnessQuery } from './api/freshnessQuery';

function instant(text: string | null): Date | null {
  if (text === null) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

function latestOf(a: Date | null, b: Date | null): Date | null {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}

/**
 * "Updated 12 s ago": how fresh the local copy is, said honestly, with the history backfill's
 * progress while it runs. Not a live region: a text that ticks every second would drown a screen
 * reader; it is read when reached.
 */
export function FreshnessIndicator() {
  const t = useT();
  const { locale } = useLocale();
  const query = useQuery(freshnessQuery());
  const now = new Date(useNow(1000));

  if (query.isPending) {
    return (
      <Text size="xs" c="dimmed">
        {t('systemStatus.freshness.checking')}
      </Text>
    );
  }
  if (query.isError) {
    return (
      <Text size="xs" c="dimmed">
        {t('systemStatus.freshness.unknown')}
      </Text>
    );
  }

  const fresh = query.data;
  // The copy was last updated by whichever came last: a whole read (backfill or reconcile) or a
  // webhook applied since.
  const updated = latestOf(instant(fresh.upToDateAt), instant(fresh.lastWebhookAt));
  // A server clock slightly ahead must not read "updated in 2 seconds".
  const when = updated && formatRelativeTime(updated > now ? now : updated, now, locale, 'short');

  return (
    <Stack gap={4}>
      <Text size="xs" fw={500}>
        {when ? t('systemStatus.freshness.updated', { when }) : t('systemStatus.freshness.never')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('systemStatus.freshness.orders', { count: fresh.mirrored.order })} ·{' '}
        {t('systemStatus.freshness.budgets', { count: fresh.mirrored.budget })}
      </Text>
      <BackfillProgress backfill={fresh.backfill} now={now} />
    </Stack>
  );
}

function BackfillProgress({ backfill, now }: { backfill: Freshness['backfill']; now: Date }) {
  const t = useT();
  const { locale } = useLocale();
  if (backfill.state === 'done') return null;

  const waitingUntil = instant(backfill.waitingUntil);
  const waiting =
    waitingUntil && waitingUntil > now
      ? t('systemStatus.backfill.waitingUntil', { time: formatDateTime(waitingUntil.toISOString(), locale) })
      : null;

  if (backfill.state === 'pending') {
    return (
      <Text size="xs" c="dimmed">
        {t('systemStatus.backfill.pending')} {waiting}
      </Text>
    );
  }

  const expected = backfill.expectedRecords;
  const percent =
    expected && expected > 0 ? Math.min(100, Math.round((backfill.records / expected) * 100)) : null;
  const progressText =
    expected !== null
      ? t('systemStatus.backfill.progress', { records: backfill.records, expected })
      : t('systemStatus.backfill.records', { count: backfill.records });
  const left =
    backfill.state === 'running' && backfill.estimatedSecondsLeft !== null && !waiting
      ? t('systemStatus.backfill.finishes', {
          when: formatRelativeTime(
            new Date(now.getTime() + backfill.estimatedSecondsLeft * 1000),
            now,
            locale,
            'long',
          ),
        })
      : null;

  return (
    <Stack gap={4}>
      <Text size="xs">
        {backfill.state === 'paused' ? t('systemStatus.backfill.paused') : t('systemStatus.backfill.running')}{' '}
        {progressText}
      </Text>
      {percent !== null && (
        <Progress value={percent} size="sm" aria-label={t('systemStatus.backfill.progressLabel')} />
      )}
      {(waiting ?? left) && (
        <Text size="xs" c="dimmed">
          {waiting ?? left}
        </Text>
      )}
    </Stack>
  );
}
