import { Text } from '@mantine/core';
import { useLocale } from '../../i18n/useLocale';
import { useT } from '../../i18n/useT';
import { formatDateTime } from '../../lib/format/formatDate';
import { formatRelativeTime } from '../../lib/format/formatRelativeTime';
import { useNow } from '../../lib/useNow';

/**
 * The wall's one line on its data: "atualizado há 12 s", the exact moment on hover. Nothing of how
 * the copy is kept (no history loading, no vendor limits): nobody at a wall can act on those.
 */
export function WallFreshness({ updatedAt }: { updatedAt: Date | null | undefined }) {
  const t = useT();
  const { locale } = useLocale();
  const now = new Date(useNow(1000));
  if (!updatedAt) return null;
  // A server clock slightly ahead must not read "updated in 2 seconds".
  const when = formatRelativeTime(updatedAt > now ? now : updatedAt, now, locale, 'short');
  return (
    <Text span c="dimmed" title={formatDateTime(updatedAt.toISOString(), locale)}>
      {t('systemStatus.freshness.updated', { when })}
    </Text>
  );
}
