import { useT } from '../i18n/useT';
import { useLocale } from '../i18n/useLocale';
import { formatDate, formatDateTime } from '../lib/format/formatDate';
import { parseVendorTimestamp } from '../lib/format/parseVendorTimestamp';
import { isAbsent } from '../lib/isAbsent';
import { DateTimeText } from './DateTimeText';

export interface StatusSinceTextProps {
  since: string | null;
  /** The start is unknown and `since` only bounds it (ADR 065): "antes de 20/11/2026". */
  before: boolean;
  dateOnly?: boolean;
}

/**
 * A bound at the reader's midnight comes from a whole day of the first copy: its "00:00" would
 * read as a moment Painel saw, which it did not.
 */
function boundsAWholeDay(since: string): boolean {
  const timestamp = parseVendorTimestamp(since);
  if (timestamp?.kind !== 'instant') return false;
  const at = timestamp.instant;
  return at.getHours() + at.getMinutes() + at.getSeconds() + at.getMilliseconds() === 0;
}

/** Since when a request has its status: the date, or "antes de" the date where Painel only bounds it. */
export function StatusSinceText({ since, before, dateOnly = false }: StatusSinceTextProps) {
  const t = useT();
  const { locale } = useLocale();
  if (!before || isAbsent(since)) return <DateTimeText value={since} dateOnly={dateOnly} />;
  const date = dateOnly || boundsAWholeDay(since) ? formatDate(since, locale) : formatDateTime(since, locale);
  return (
    <time dateTime={since.trim()} title={t('value.sinceBeforeHint')}>
      {t('value.sinceBefore', { date })}
    </time>
  );
}
