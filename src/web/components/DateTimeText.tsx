import { useLocale } from '../i18n/useLocale';
import { formatDate, formatDateTime } from '../lib/format/formatDate';
import { formatRelativeTime } from '../lib/format/formatRelativeTime';
import { parseVendorTimestamp, timestampToInstant } from '../lib/format/parseVendorTimestamp';
import { isAbsent } from '../lib/isAbsent';
import { useNow } from '../lib/useNow';
import { Absent } from './Absent';

export interface DateTimeTextProps {
  /** A vendor timestamp: an ISO instant, a YYYY-MM-DD day or a zone-less YYYY-MM-DDThh:mm. */
  value: string | null | undefined;
  /** Show the day only, even for an instant. */
  dateOnly?: boolean;
  /** IANA zone to show instants in; the reader's own when omitted. */
  timeZone?: string;
}

/**
 * A local date (and time) with how long ago it was in the tooltip ("há 3 horas"). Text that is not
 * a timestamp is shown as sent rather than hidden or shown as "Invalid Date".
 */
export function DateTimeText({ value, dateOnly = false, timeZone }: DateTimeTextProps) {
  const { locale } = useLocale();
  // A tooltip saying "3 minutes ago" may lag by up to a minute; one shared timer serves every cell.
  const now = useNow(60_000);
  if (isAbsent(value)) return <Absent />;
  const timestamp = parseVendorTimestamp(value);
  if (!timestamp) return <span>{value}</span>;
  const options = { timeZone };
  const text = dateOnly ? formatDate(value, locale, options) : formatDateTime(value, locale, options);
  const relative = formatRelativeTime(timestampToInstant(timestamp), new Date(now), locale);
  return (
    <time dateTime={value.trim()} title={relative}>
      {text}
    </time>
  );
}
