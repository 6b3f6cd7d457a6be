import { Text } from '@mantine/core';
import { Absent } from '../../components/Absent';
import { DateTimeText } from '../../components/DateTimeText';
import { useLocale } from '../../i18n/useLocale';
import { formatRelativeTime } from '../../lib/format/formatRelativeTime';
import { parseVendorTimestamp, timestampToInstant } from '../../lib/format/parseVendorTimestamp';
import { isAbsent } from '../../lib/isAbsent';
import { useNow } from '../../lib/useNow';

/**
 * A local date and time followed by how long ago it was, visibly ("05/03/2024 09:00 (há 3 dias)"):
 * in the drawer the age of a date is often the point, and a tooltip cannot be reached by keyboard.
 */
export function RelativeDateTime({
  value,
  dateOnly = false,
}: {
  value: string | null | undefined;
  dateOnly?: boolean;
}) {
  const { locale } = useLocale();
  const now = useNow(60_000);
  if (isAbsent(value)) return <Absent />;
  const timestamp = parseVendorTimestamp(value);
  if (!timestamp) return <span>{value}</span>;
  const relative = formatRelativeTime(timestampToInstant(timestamp), new Date(now), locale);
  return (
    <span>
      <DateTimeText value={value} dateOnly={dateOnly} />{' '}
      <Text span c="dimmed" size="sm">
        ({relative})
      </Text>
    </span>
  );
}
