import type { DayRange, InsightBucket } from '../../../contract/api/insights';
import type { Locale } from '../../i18n/locales';
import { dateTimeFormat } from '../../lib/format/intlFormats';

const utcDay = (day: string) => new Date(`${day}T12:00:00Z`);

/** A day of the API (a UTC calendar day) as the reader writes it: 26/11/2026. */
export function formatDay(day: string, locale: Locale): string {
  return dateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utcDay(day));
}

/** A bucket's name on the axis and in its table: 26/11, the week's Monday, or nov. de 2026. */
export function bucketLabel(range: DayRange, bucket: InsightBucket, locale: Locale): string {
  if (bucket === 'month') {
    return dateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      utcDay(range.from),
    );
  }
  return bucket === 'day'
    ? daysLabel({ from: range.from, to: range.from }, locale)
    : daysLabel(range, locale);
}

/** A range of days as the reader writes it, without the year: 01/10–07/10, or 01/10 alone. */
export function daysLabel(range: DayRange, locale: Locale): string {
  const short = dateTimeFormat(locale, { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
  return range.from === range.to
    ? short.format(utcDay(range.from))
    : `${short.format(utcDay(range.from))}–${short.format(utcDay(range.to))}`;
}
