import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { PaymentRecordChange } from '../../../contract/api/writes';
import type { Payment } from '../../../contract/upstream/payment';
import { useT } from '../../i18n/useT';
import { SubmissionKeys } from './api/submissionKeys';
import type { WriteOutcome } from '../../../contract/api/writes';
import { updatePaymentRecord } from './api/updatePaymentRecord';
import { ApiError } from '../../lib/fetchJson';
import { fieldErrorText } from './fieldErrorText';
import {
  CONDITION_MAX_LENGTH,
  isWritableStatus,
  paymentRecordFormSchema,
  type PaymentRecordFormValues,
} from './paymentFormSchema';
import { StatusSelect } from './StatusSelect';
import { withRootError } from './withRootError';
import { writeFailureOf, type WriteFailure } from './writeFailure';
import { WriteFailureAlert } from './WriteFailureAlert';

export interface PaymentRecordFormProps {
  paymentId: string;
  payment: Payment | undefined;
  onSaved: (result: WriteOutcome) => void;
  onCancel: () => void;
}

/** The payment record's status and condition (PUT /api/payments/:paymentId), the backend's schema. */
export function PaymentRecordForm({ paymentId, payment, onSaved, onCancel }: PaymentRecordFormProps) {
  const t = useT();
  const [initial] = useState<PaymentRecordFormValues>(() => ({
    status: isWritableStatus(payment?.status) ? payment.status : null,
    condition: payment?.condition?.name ?? '',
  }));
  const resolver = useMemo(() => withRootError(zodResolver(paymentRecordFormSchema(initial))), [initial]);
  const form = useForm<PaymentRecordFormValues, unknown, PaymentRecordChange>({
    resolver,
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<WriteFailure | null>(null);
  const [keys] = useState(() => new SubmissionKeys());
  const sending = useRef(false);
  const mutation = useMutation({ mutationFn: updatePaymentRecord });
  const busy = isSubmitting || mutation.isPending;
  // The form opens because someone asked for it: their next step is its first field.
  useEffect(() => form.setFocus('status'), [form]);

  const send = async (change: PaymentRecordChange) => {
    if (sending.current) return;
    sending.current = true;
    const key = keys.keyFor(JSON.stringify(change));
    setFailure(null);
    try {
      const result = await mutation.mutateAsync({ paymentId, change, idempotencyKey: key });
      keys.settle();
      onSaved(result);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const { path, message } of error.fieldErrors) {
          if (path === 'status' || path === 'condition') {
            form.setError(path, { type: 'server', message: t('payments.error.server', { message }) });
          }
        }
      }
      setFailure(writeFailureOf(error));
    } finally {
      sending.current = false;
    }
  };
  // handleSubmit is called in the event, not during render: `send` reads the in-flight guard.
  const submit = (event?: FormEvent<HTMLFormElement>) => void form.handleSubmit(send)(event);
  const condition = useWatch({ control: form.control, name: 'condition' });

  return (
    <form noValidate aria-label={t('payments.record.update.title', { id: paymentId })} onSubmit={submit}>
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <StatusSelect
              inputRef={field.ref}
              current={payment?.status}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              disabled={busy}
              error={fieldErrorText('status', errors.status, t)}
            />
          )}
        />
        <TextInput
          label={t('payments.field.condition')}
          description={t('payments.field.conditionHint', {
            length: condition.length,
            max: CONDITION_MAX_LENGTH,
          })}
          disabled={busy}
          {...form.register('condition')}
          error={fieldErrorText('condition', errors.condition, t)}
        />
        {errors.root ? (
          <Alert color="orange" role="alert">
            {t('payments.record.update.nothing')}
          </Alert>
        ) : null}
        {failure ? (
          <WriteFailureAlert
            failure={failure}
            onRetry={() => submit()}
            retrying={busy}
            keptNote={t('payments.record.kept')}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('payments.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('payments.record.update.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
