import { StatusSinceText } from '../../../components/StatusSinceText';
import { Group, Stack, Text } from '@mantine/core';
import type { HistoryEntry } from '../../../../contract/api/requests';
import { Field } from '../../../components/Field';
import { FieldList } from '../../../components/FieldList';
import { HistoryChanges } from '../../../components/HistoryChanges';
import { useT } from '../../../i18n/useT';
import { isAbsent } from '../../../lib/isAbsent';
import { describeActor } from '../../../lib/vocabulary/describeActor';
import { isEmptyChange, isVendorBookkeeping } from '../../../lib/vocabulary/describeChange';
import { useVocabulary } from '../../../lib/vocabulary/useVocabulary';
import { DetailSection } from '../DetailSection';
import { RelativeDateTime } from '../RelativeDateTime';

export interface HistorySectionProps {
  headingId: string;
  history: readonly HistoryEntry[];
  /** The request's current status and since when (from the mirror's summary). */
  dealStatus: string | null | undefined;
  statusSince: string | null;
  /** The start is unknown and statusSince only bounds it (ADR 065). */
  statusSinceBefore?: boolean;
  /** Admins also see each entry's raw difference, behind a disclosure. */
  showTechnicalDetail?: boolean;
}

/**
 * Every version of the request Painel has observed, newest first: each moment with who or what
 * brought it ("Maria, no Painel", "fornecedor (webhook)") and what changed, in people's words.
 * A version that only echoes Painel's own read (the vendor's API-send marks) says nothing to a
 * sales or finance reader, as on the activity page; admins still see it, with its raw detail.
 */
export function HistorySection({
  headingId,
  history,
  dealStatus,
  statusSince,
  statusSinceBefore = false,
  showTechnicalDetail = false,
}: HistorySectionProps) {
  const t = useT();
  const entries = newestFirst(history).filter((entry) => showTechnicalDetail || !onlyEchoesARead(entry));
  return (
    <DetailSection headingId={headingId} title={t('requestDetail.section.history')}>
      <FieldList>
        <Field
          label={
            isAbsent(dealStatus)
              ? t('requestDetail.history.statusSinceUnnamed')
              : t('requestDetail.history.statusSince', { status: dealStatus })
          }
        >
          {statusSinceBefore ? (
            <StatusSinceText since={statusSince} before />
          ) : (
            <RelativeDateTime value={statusSince} />
          )}
        </Field>
      </FieldList>
      {entries.length === 0 ? (
        <Text c="dimmed">{t('requestDetail.history.empty')}</Text>
      ) : (
        <Stack
          component="ol"
          gap="md"
          aria-label={t('requestDetail.history.entries')}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {entries.map((entry) => (
            <HistoryItem key={entry.id} entry={entry} showTechnicalDetail={showTechnicalDetail} />
          ))}
        </Stack>
      )}
    </DetailSection>
  );
}

function onlyEchoesARead(entry: HistoryEntry): boolean {
  return (
    entry.changes.length > 0 &&
    entry.changes.every((change) => isVendorBookkeeping(change) || isEmptyChange(change))
  );
}

function newestFirst(history: readonly HistoryEntry[]): HistoryEntry[] {
  // Unparseable times sort last rather than scrambling the order of the readable ones.
  const time = (entry: HistoryEntry) => {
    const value = Date.parse(entry.at);
    return Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value;
  };
  return [...history].sort((a, b) => time(b) - time(a));
}

function HistoryItem({ entry, showTechnicalDetail }: { entry: HistoryEntry; showTechnicalDetail: boolean }) {
  const t = useT();
  const vocabulary = useVocabulary();
  return (
    <li
      style={{ borderInlineStart: '2px solid var(--mantine-color-default-border)', paddingInlineStart: 12 }}
    >
      <Group gap="xs" wrap="wrap">
        <RelativeDateTime value={entry.at} />
        <Text span size="sm" c="dimmed">
          {describeActor(entry, vocabulary)}
        </Text>
      </Group>
      {/* Only the first copy of a request is recorded without changes: there was nothing before it. */}
      {entry.changes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('requestDetail.history.firstSeen')}
        </Text>
      ) : (
        <HistoryChanges
          changes={entry.changes}
          source={entry.source}
          actor={entry.actor}
          showTechnicalDetail={showTechnicalDetail}
        />
      )}
    </li>
  );
}
