import { Badge, Code, Group, List, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { HistoryEntry } from '../../../../contract/api/requests';
import { Absent } from '../../../components/Absent';
import { Field } from '../../../components/Field';
import { FieldList } from '../../../components/FieldList';
import { useLocale } from '../../../i18n/useLocale';
import { useT } from '../../../i18n/useT';
import { formatNumber } from '../../../lib/format/formatNumber';
import { isAbsent } from '../../../lib/isAbsent';
import { DetailSection } from '../DetailSection';
import { historySourceLabels } from '../labels';
import { RelativeDateTime } from '../RelativeDateTime';

export interface HistorySectionProps {
  headingId: string;
  history: readonly HistoryEntry[];
  /** The request's current status and since when (from the mirror's summary). */
  dealStatus: string | null | undefined;
  statusSince: string | null;
}

/** A long value (a whole products array) is cut so one change cannot flood the drawer. */
const MAX_VALUE_LENGTH = 160;

/** Every version of the request Painel has observed, newest first, with what changed and through what. */
export function HistorySection({ headingId, history, dealStatus, statusSince }: HistorySectionProps) {
  const t = useT();
  const entries = newestFirst(history);
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
          <RelativeDateTime value={statusSince} />
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
            <HistoryItem key={entry.id} entry={entry} />
          ))}
        </Stack>
      )}
    </DetailSection>
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

function HistoryItem({ entry }: { entry: HistoryEntry }) {
  const t = useT();
  return (
    <li
      style={{ borderInlineStart: '2px solid var(--mantine-color-default-border)', paddingInlineStart: 12 }}
    >
      <Group gap="xs" wrap="wrap">
        <RelativeDateTime value={entry.at} />
        <Badge variant="light" color="gray" tt="none">
          {t(historySourceLabels[entry.source])}
        </Badge>
        {entry.actor.kind === 'person' && (
          <Text span size="sm">
            {t('requestDetail.history.by', { actor: entry.actor.name })}
          </Text>
        )}
      </Group>
      {entry.changes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('requestDetail.history.noChanges')}
        </Text>
      ) : (
        <List size="sm" spacing={2} mt={4}>
          {entry.changes.map((change, index) => (
            <List.Item key={index}>
              <Code>{change.field}</Code>: <ChangeValue value={change.from} />{' '}
              <span aria-hidden="true">→</span>{' '}
              <VisuallyHidden>{t('requestDetail.history.changedTo')}</VisuallyHidden>{' '}
              <ChangeValue value={change.to} />
            </List.Item>
          ))}
        </List>
      )}
    </li>
  );
}

/** A value of a changed field, of any shape, as text: React escapes it, nothing in it is markup. */
function ChangeValue({ value }: { value: unknown }) {
  const t = useT();
  const { locale } = useLocale();
  if (value === undefined || value === null || (typeof value === 'string' && isAbsent(value))) {
    return <Absent />;
  }
  if (typeof value === 'string') return <q>{shorten(value)}</q>;
  if (typeof value === 'number') return <span>{formatNumber(value, locale)}</span>;
  if (typeof value === 'boolean')
    return <span>{value ? t('requestDetail.yes') : t('requestDetail.no')}</span>;
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return <Code>{shorten(text)}</Code>;
}

function shorten(text: string): string {
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH)}…` : text;
}
