import { Alert, Text } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Freshness } from '../../contract/api/freshness';
import type { RequestType } from '../../contract/upstream/enums';
import type { Locale } from '../i18n/locales';
import { useLocale } from '../i18n/useLocale';
import { useT } from '../i18n/useT';
import { dateTimeFormat } from '../lib/format/intlFormats';
import { freshnessQuery } from '../lib/freshnessQuery';

/** "05:23" today, "29/11 05:23" another day: when the copy should be done, in the reader's zone. */
function endTime(at: Date, now: Date, locale: Locale): string {
  const sameDay = at.toDateString() === now.toDateString();
  const options: Intl.DateTimeFormatOptions = sameDay
    ? { hour: '2-digit', minute: '2-digit' }
    : { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' };
  return dateTimeFormat(locale, options).format(at);
}

/** The part of the copy a screen of `of` lacks: one type's, or the whole copy's. */
function progressOf(backfill: Freshness['backfill'], of: RequestType | 'all') {
  if (backfill.state === 'done') return null;
  if (of === 'all' || !backfill.byType) {
    return { records: backfill.records, expectedRecords: backfill.expectedRecords };
  }
  const part = backfill.byType[of];
  return part.done ? null : part;
}

/**
 * "Ainda trazendo pedidos antigos: 1.561 de 3.000 (previsão: 05:23)": said where the requests
 * still on their way change what a person sees (a list, the insights), only while they are, with
 * the end the backend estimates from the pace so far and the vendor budget. Nothing once all is in.
 * `coverage`: said of figures ("Estes números cobrem 1.561 de 3.000 pedidos e orçamentos; ainda
 * trazendo os mais antigos"), as a notice that stands out, for a page made of totals.
 */
export function OldRequestsNotice({ of, coverage = false }: { of: RequestType | 'all'; coverage?: boolean }) {
  const t = useT();
  const { locale } = useLocale();
  const { data } = useQuery(freshnessQuery());
  if (!data) return null;
  const progress = progressOf(data.backfill, of);
  if (!progress) return null;
  const what = t(`systemStatus.oldRequests.${of}`);
  const doneAt = data.backfill.estimatedDoneAt ? new Date(data.backfill.estimatedDoneAt) : null;
  const now = new Date();
  const { records, expectedRecords } = progress;
  const known = expectedRecords !== null && expectedRecords > 0;
  const counts = known
    ? {
        what: coverage ? t(`systemStatus.oldRequests.covered.${of}`) : what,
        done: Math.min(records, expectedRecords),
        expected: expectedRecords,
      }
    : null;
  const time =
    doneAt && !Number.isNaN(doneAt.getTime()) ? endTime(doneAt < now ? now : doneAt, now, locale) : null;
  let line = t('systemStatus.oldRequests.started', { what });
  if (counts && time !== null) {
    line = t(
      coverage
        ? 'systemStatus.oldRequests.coverageWithEstimate'
        : 'systemStatus.oldRequests.progressWithEstimate',
      { ...counts, time },
    );
  } else if (counts) {
    line = t(coverage ? 'systemStatus.oldRequests.coverage' : 'systemStatus.oldRequests.progress', counts);
  }
  if (coverage) {
    return (
      <Alert
        variant="light"
        color="blue"
        icon={<IconHourglassHigh size={18} aria-hidden />}
        title={line}
        data-testid="old-requests"
      >
        {t('systemStatus.oldRequests.hint')}
      </Alert>
    );
  }
  return (
    <Text size="sm" c="dimmed" title={t('systemStatus.oldRequests.hint')} data-testid="old-requests">
      {line}
    </Text>
  );
}
