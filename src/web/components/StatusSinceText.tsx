import { useT } from '../i18n/useT';
import { useLocale } from '../i18n/useLocale';
import { formatDate, formatDateTime } from '../lib/format/formatDate';
import { isAbsent } from '../lib/isAbsent';
import { DateTimeText } from './DateTimeText';

export interface StatusSinceTextProps {
  since: string | null;
  /** The start is unknown and `since` only bounds it (ADR 065): "antes de 20/11/2026". */
  before: boolean;
  dateOnly?: boolean;
}

/** Since when a request has its status: the date, or "antes de" the date where Painel only bounds it. */
export function StatusSinceText({ since, before, dateOnly = false }: StatusSinceTextProps) {
  const t = useT();
  const { locale } = useLocale();
  if (!before || isAbsent(since)) return <DateTimeText value={since} dateOnly={dateOnly} />;
  const date = dateOnly ? formatDate(since, locale) : formatDateTime(since, locale);
  return (
    <time dateTime={since.trim()} title={t('value.sinceBeforeHint')}>
      {t('value.sinceBefore', { date })}
    </time>
  );
}
