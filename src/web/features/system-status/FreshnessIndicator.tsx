import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../i18n/useLocale';
import { useT } from '../../i18n/useT';
import { formatRelativeTime } from '../../lib/format/formatRelativeTime';
import { dataUpdatedAt } from '../../lib/dataUpdatedAt';
import { useNow } from '../../lib/useNow';
import { freshnessQuery } from './api/freshnessQuery';

/**
 * "Dados atualizados há 1 min": how fresh the data is, and nothing else. The old requests still
 * on their way are said where they change what a person sees (OldRequestsNotice on the lists and
 * the insights); how the copy is made is the admin's System page. Not a live region: a text that
 * ticks every second would drown a screen reader; it is read when reached.
 */
export function FreshnessIndicator() {
  const t = useT();
  const { locale } = useLocale();
  const query = useQuery(freshnessQuery());
  const now = new Date(useNow(1000));

  if (query.isPending || query.isError) {
    return (
      <Text size="xs" c="dimmed">
        {t(query.isPending ? 'systemStatus.freshness.checking' : 'systemStatus.freshness.unknown')}
      </Text>
    );
  }

  const fresh = query.data;
  const updated = dataUpdatedAt(fresh);
  // A server clock slightly ahead must not read "updated in 2 seconds".
  const when = updated && formatRelativeTime(updated > now ? now : updated, now, locale, 'short');

  return (
    <Text size="xs" fw={500}>
      {when ? t('systemStatus.freshness.updated', { when }) : t('systemStatus.freshness.never')}
    </Text>
  );
}
