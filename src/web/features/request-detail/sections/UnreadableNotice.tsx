import { Alert, Code, List, Text } from '@mantine/core';
import type { RequestDetail } from '../../../../contract/api/requests';
import { useT } from '../../../i18n/useT';
import { fieldLabel } from '../../../lib/vocabulary/vocabulary';
import { useVocabulary } from '../../../lib/vocabulary/useVocabulary';

export interface UnreadableNoticeProps {
  unreadable: RequestDetail['unreadable'];
  /** Admins also see each field's raw path and the reader's problem, in its own words. */
  showTechnicalDetail?: boolean;
}

/**
 * A discreet, collapsed word that some fields came from the vendor in a shape Painel could not
 * read (a wrong type, an impossible date), so the dashes for them mean "unreadable", not "not
 * sent". Absent fields, nulls and unknown values are not problems and never get here (ADR 005).
 */
export function UnreadableNotice({ unreadable, showTechnicalDetail = false }: UnreadableNoticeProps) {
  const t = useT();
  const vocabulary = useVocabulary();
  if (unreadable.length === 0) return null;
  const count = unreadable.length;
  const labels = [...new Set(unreadable.map((field) => fieldLabel(field.path, vocabulary)))];
  return (
    // A note, not an alert: it is part of the record, not news, and must not interrupt a screen reader.
    <Alert role="note" color="yellow" variant="light" p="sm">
      <details>
        <summary>
          <Text span size="sm" fw={500}>
            {t('requestDetail.unreadable.title', { count })}
          </Text>
        </summary>
        <Text size="sm">{t('requestDetail.unreadable.body', { count })}</Text>
        <List size="sm" spacing={2}>
          {labels.map((label) => (
            <List.Item key={label}>{label}</List.Item>
          ))}
        </List>
        {showTechnicalDetail ? (
          <List size="xs" spacing={2} mt="xs" aria-label={t('vocabulary.technicalDetail')}>
            {unreadable.map((field, index) => (
              <List.Item key={index}>
                <Code>{field.path}</Code>{' '}
                <Text span size="xs" c="dimmed">
                  {field.problem}
                </Text>
              </List.Item>
            ))}
          </List>
        ) : null}
      </details>
    </Alert>
  );
}
