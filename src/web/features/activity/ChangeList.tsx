import { Code, Text, VisuallyHidden } from '@mantine/core';
import type { HistoryEntry } from '../../../contract/api/requests';
import { Absent } from '../../components/Absent';
import { useLocale } from '../../i18n/useLocale';
import { useT } from '../../i18n/useT';
import { formatNumber } from '../../lib/format/formatNumber';
import { isAbsent } from '../../lib/isAbsent';
import { useActivityLabels } from './useActivityLabels';

const MAX_VALUE_LENGTH = 80;

function shorten(text: string): string {
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

/** A changed value as text: numbers the locale's way, anything structured as short JSON. */
function ChangeValue({ value }: { value: unknown }) {
  const t = useT();
  const { locale } = useLocale();
  if (isAbsent(value)) return <Absent />;
  if (typeof value === 'number') return <>{formatNumber(value, locale)}</>;
  if (typeof value === 'boolean') return <>{value ? t('activity.yes') : t('activity.no')}</>;
  if (typeof value === 'string') return <>{shorten(value)}</>;
  return <Code>{shorten(JSON.stringify(value) ?? '')}</Code>;
}

/** "Status: Novo → Aprovado", one line per changed field; a record seen for the first time says so. */
export function ChangeList({ changes }: { changes: HistoryEntry['changes'] }) {
  const t = useT();
  const labels = useActivityLabels();
  if (changes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('activity.firstSeen')}
      </Text>
    );
  }
  return (
    <ul style={{ margin: 0, paddingLeft: '1rem' }}>
      {changes.map((change) => (
        <li key={change.field}>
          <Text span size="sm" fw={500}>
            {labels.field(change.field)}:
          </Text>{' '}
          <Text span size="sm">
            <ChangeValue value={change.from} /> <span aria-hidden="true">→</span>
            <VisuallyHidden>{t('activity.changedTo')}</VisuallyHidden> <ChangeValue value={change.to} />
          </Text>
        </li>
      ))}
    </ul>
  );
}
