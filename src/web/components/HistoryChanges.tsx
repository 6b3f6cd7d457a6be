import { Code, Text, VisuallyHidden } from '@mantine/core';
import type { HistoryEntry } from '../../contract/api/requests';
import { describeChange } from '../lib/vocabulary/describeChange';
import { useVocabulary } from '../lib/vocabulary/useVocabulary';

export interface HistoryChangesProps {
  changes: HistoryEntry['changes'];
  /** Admins also get the raw difference (paths and JSON), behind a disclosure. */
  showTechnicalDetail?: boolean;
}

/**
 * The changes of one history entry as people read them: "Status: Em separação → Faturado",
 * "Produtos: 2 inversores adicionados; Módulo X: quantidade 20 → 24". Every vendor text goes
 * through React as text: nothing in it is markup.
 */
export function HistoryChanges({ changes, showTechnicalDetail = false }: HistoryChangesProps) {
  const vocabulary = useVocabulary();
  const { t } = vocabulary;
  return (
    <>
      <ul style={{ margin: 0, paddingInlineStart: '1rem' }}>
        {changes.map((change, index) => {
          const described = describeChange(change, vocabulary);
          return (
            <li key={`${change.field}-${index}`}>
              <Text span size="sm" fw={500}>
                {described.label}:
              </Text>{' '}
              {described.kind === 'lines' ? (
                <Text span size="sm">
                  {described.lines.join('; ')}
                </Text>
              ) : (
                <Text span size="sm">
                  {described.from} <span aria-hidden="true">→</span>
                  <VisuallyHidden>{t('vocabulary.changedTo')}</VisuallyHidden> {described.to}
                </Text>
              )}
            </li>
          );
        })}
      </ul>
      {showTechnicalDetail ? (
        <details>
          <summary>
            <Text span size="xs" c="dimmed">
              {t('vocabulary.technicalDetail')}
            </Text>
          </summary>
          <Code block>{JSON.stringify(changes, null, 2)}</Code>
        </details>
      ) : null}
    </>
  );
}
