import { Text } from '@mantine/core';
import { useLocale } from '../../i18n/useLocale';
import { useT } from '../../i18n/useT';
import { useNow } from '../../lib/useNow';

/** The time of day, large, with the date beneath: a wall screen is also the office clock. */
export function WallClock() {
  const t = useT();
  const { locale } = useLocale();
  const now = new Date(useNow(1000));
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(now);
  const day = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long' }).format(now);
  return (
    <div aria-label={t('wallboard.clock')} role="group">
      <Text component="time" dateTime={now.toISOString()} fz="2.6rem" fw={700} lh={1} display="block">
        {time}
      </Text>
      <Text fz="lg" c="dimmed">
        {day}
      </Text>
    </div>
  );
}
