import { Text } from '@mantine/core';
import type { HistoryEntry } from '../../../contract/api/requests';
import { HistoryChanges } from '../../components/HistoryChanges';
import { useT } from '../../i18n/useT';

/** The changes of one entry in people's words; a record seen for the first time says so. */
export function ChangeList({
  changes,
  source,
  actor,
  showTechnicalDetail = false,
}: {
  changes: HistoryEntry['changes'];
  source: HistoryEntry['source'];
  actor?: HistoryEntry['actor'];
  showTechnicalDetail?: boolean;
}) {
  const t = useT();
  if (changes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('activity.firstSeen')}
      </Text>
    );
  }
  return (
    <HistoryChanges
      changes={changes}
      source={source}
      actor={actor}
      showTechnicalDetail={showTechnicalDetail}
    />
  );
}
