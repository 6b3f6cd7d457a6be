import { Text } from '@mantine/core';
import type { ActivityEntry } from '../../../contract/api/activity';
import { HistoryChanges } from '../../components/HistoryChanges';
import { useLocale } from '../../i18n/useLocale';
import { useT } from '../../i18n/useT';
import { formatDate, formatDateTime } from '../../lib/format/formatDate';

/** A request first seen within a day of its creation arrived new; one seen later already existed. */
const NEW_WITHIN_MS = 24 * 60 * 60 * 1000;

type FirstVersion = Pick<ActivityEntry, 'at' | 'createdAt'>;

/**
 * What a request's first version means to its reader: a new request ("Novo: criado em …") when
 * Painel saw it within a day of its creation, else one Painel started following, with its date;
 * "seen for the first time" only when the creation is unknown.
 */
function FirstSeen({ entry }: { entry: FirstVersion }) {
  const t = useT();
  const { locale } = useLocale();
  const created = entry.createdAt === null ? Number.NaN : Date.parse(entry.createdAt);
  let text = t('activity.firstSeen');
  if (entry.createdAt !== null && !Number.isNaN(created)) {
    text =
      Date.parse(entry.at) - created <= NEW_WITHIN_MS
        ? t('activity.firstSeenNew', { when: formatDateTime(entry.createdAt, locale) })
        : t('activity.firstSeenExisting', { day: formatDate(entry.createdAt, locale) });
  }
  return (
    <Text size="sm" c="dimmed">
      {text}
    </Text>
  );
}

/** The changes of one entry in people's words; a request's first version says what it means. */
export function ChangeList({
  entry,
  showTechnicalDetail = false,
}: {
  entry: Pick<ActivityEntry, 'changes' | 'source' | 'actor'> & FirstVersion;
  showTechnicalDetail?: boolean;
}) {
  if (entry.changes.length === 0) return <FirstSeen entry={entry} />;
  return (
    <HistoryChanges
      changes={entry.changes}
      source={entry.source}
      actor={entry.actor}
      showTechnicalDetail={showTechnicalDetail}
    />
  );
}
