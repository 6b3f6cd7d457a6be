import { Alert, Code, List, Text } from '@mantine/core';
import type { RequestDetail } from '../../../../contract/api/requests';
import { useT } from '../../../i18n/useT';

/**
 * A discreet word that some fields came from the vendor in a shape Painel could not read, so the
 * dashes for them mean "unreadable", not "not sent". Nothing at all when every field was readable.
 */
export function UnreadableNotice({ unreadable }: { unreadable: RequestDetail['unreadable'] }) {
  const t = useT();
  if (unreadable.length === 0) return null;
  const count = unreadable.length;
  return (
    // A note, not an alert: it is part of the record, not news, and must not interrupt a screen reader.
    <Alert
      role="note"
      color="yellow"
      variant="light"
      p="sm"
      title={t('requestDetail.unreadable.title', { count })}
    >
      <Text size="sm">{t('requestDetail.unreadable.body', { count })}</Text>
      <List size="sm" spacing={2}>
        {unreadable.map((field, index) => (
          <List.Item key={index}>
            <Code>{field.path}</Code>{' '}
            <Text span size="sm" c="dimmed">
              {field.problem}
            </Text>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
