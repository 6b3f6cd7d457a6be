import { Button, Group, List, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DateTimeText } from '../../components/DateTimeText';
import { Field } from '../../components/Field';
import { FieldList } from '../../components/FieldList';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { useT } from '../../i18n/useT';
import { paymentRecordQuery } from './api/paymentRecordQuery';
import { formatFieldValue } from '../../lib/vocabulary/vocabulary';
import { useVocabulary } from '../../lib/vocabulary/useVocabulary';

/**
 * The payment record as the vendor has it now (GET /api/payments/:paymentId): one call of the
 * vendor's hourly budget per reading, so it is read when asked for and again only on request.
 */
export function PaymentRecordView({ paymentId }: { paymentId: string }) {
  const t = useT();
  const vocabulary = useVocabulary();
  const query = useQuery(paymentRecordQuery(paymentId));
  if (query.isPending) {
    return (
      <Stack gap="xs" role="status" aria-label={t('payments.record.view.loading')}>
        <Skeleton height={14} />
        <Skeleton height={14} width="70%" />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <QueryErrorAlert
        title={t('payments.record.view.failed')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { record, fetchedAt, unreadable } = query.data;
  const files = (record.files ?? [])
    .map((file) => file.originalName ?? file.path?.split('/').pop())
    .filter((name): name is string => !!name && name.trim() !== '');
  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        {t('payments.record.view.cost')}
      </Text>
      <FieldList>
        <Field label={t('payments.record.view.fetchedAt')}>
          <DateTimeText value={fetchedAt} />
        </Field>
        <Field label={t('payments.field.status')}>
          {record.status ? formatFieldValue('payment.status', record.status, vocabulary) : null}
        </Field>
        <Field label={t('payments.field.type')}>
          {record.type ? formatFieldValue('payment.type', record.type, vocabulary) : null}
        </Field>
        <Field label={t('payments.field.condition')}>{record.condition?.name}</Field>
        <Field label={t('payments.field.description')}>{record.description}</Field>
        <Field label={t('payments.files.label')}>
          {files.length === 0 ? null : (
            <List size="sm" spacing={2}>
              {files.map((name, index) => (
                <List.Item key={index}>{name}</List.Item>
              ))}
            </List>
          )}
        </Field>
      </FieldList>
      {unreadable.length > 0 ? (
        <Text size="xs" c="dimmed" role="note">
          {t('payments.record.view.unreadable', {
            count: unreadable.length,
            fields: unreadable.map((field) => field.path).join(', '),
          })}
        </Text>
      ) : null}
      <Group>
        <Button size="xs" variant="default" loading={query.isFetching} onClick={() => void query.refetch()}>
          {t('payments.record.view.again')}
        </Button>
      </Group>
    </Stack>
  );
}
