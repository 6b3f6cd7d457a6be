import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useT } from '../../i18n/useT';
import { deletePaymentRecord } from './api/deletePaymentRecord';
import { SubmissionKeys } from './api/submissionKeys';
import type { WriteOutcome } from '../../../contract/api/writes';
import { writeFailureOf, type WriteFailure } from './writeFailure';
import { WriteFailureAlert } from './WriteFailureAlert';

export interface DeletePaymentRecordProps {
  paymentId: string;
  onDeleted: (result: WriteOutcome) => void;
  onCancel: () => void;
}

/**
 * Deleting a payment record cannot be undone at the vendor, so it asks for the record's id typed
 * out: a click alone, or a slip of the keyboard, never deletes.
 */
export function DeletePaymentRecord({ paymentId, onDeleted, onCancel }: DeletePaymentRecordProps) {
  const t = useT();
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [failure, setFailure] = useState<WriteFailure | null>(null);
  // The same deletion retried keeps its key: the vendor is asked once.
  const [keys] = useState(() => new SubmissionKeys());
  const sending = useRef(false);
  const mutation = useMutation({ mutationFn: deletePaymentRecord });

  const confirm = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending.current) return;
    if (typed.trim() !== paymentId) {
      setMismatch(true);
      return;
    }
    sending.current = true;
    const key = keys.keyFor(paymentId);
    setFailure(null);
    try {
      const result = await mutation.mutateAsync({ paymentId, idempotencyKey: key });
      keys.settle();
      onDeleted(result);
    } catch (error) {
      setFailure(writeFailureOf(error));
    } finally {
      sending.current = false;
    }
  };

  return (
    <form
      noValidate
      aria-label={t('payments.record.delete.title', { id: paymentId })}
      onSubmit={(event) => void confirm(event)}
    >
      <Stack gap="sm">
        <Text size="sm">{t('payments.record.delete.warning', { id: paymentId })}</Text>
        <TextInput
          label={t('payments.record.delete.typeToConfirm', { id: paymentId })}
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            setMismatch(false);
          }}
          disabled={mutation.isPending}
          error={mismatch ? t('payments.record.delete.mismatch', { id: paymentId }) : undefined}
        />
        {failure ? (
          <WriteFailureAlert failure={failure} onRetry={() => void confirm()} retrying={mutation.isPending} />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={mutation.isPending}>
            {t('payments.cancel')}
          </Button>
          <Button type="submit" color="red" loading={mutation.isPending}>
            {t('payments.record.delete.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
