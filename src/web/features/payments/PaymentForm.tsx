import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { VersionedHistoryEntry } from '../../../contract/api/requests';
import type { StaleWriteProblem } from '../../../contract/api/staleWrite';
import type { PaymentUpdateFields } from '../../../contract/api/writes';
import { PAYMENT_TYPES, type PaymentType } from '../../../contract/upstream/enums';
import type { Payment } from '../../../contract/upstream/payment';
import { useT } from '../../i18n/useT';
import { useEnumLabel } from '../../lib/vocabulary/useVocabulary';
import { invalidateAfterPaymentWrite } from './api/invalidateAfterPaymentWrite';
import { SubmissionKeys } from './api/submissionKeys';
import { updatePayment, type PaymentUpdateResult } from './api/updatePayment';
import { RequestChangedAlert } from '../../components/RequestChangedAlert';
import { ApiError } from '../../lib/fetchJson';
import { changesSince, staleWriteOf } from '../../lib/staleWrite';
import { AttachmentsField } from './AttachmentsField';
import { chooseFiles, type ChosenFile, type RefusedFile } from './chooseFiles';
import { fieldErrorText } from './fieldErrorText';
import {
  CONDITION_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  initialPaymentValues,
  paymentFormSchema,
  type PaymentFormValues,
} from './paymentFormSchema';
import { StatusSelect } from './StatusSelect';
import { writeFailureOf, type WriteFailure } from './writeFailure';
import { WriteFailureAlert } from './WriteFailureAlert';

export interface PaymentFormProps {
  /** The order whose payment is updated (the endpoint takes orders only). */
  code: string;
  /** The payment as mirrored; undefined when the order has none yet. */
  payment: Payment | undefined;
  /** The version of the request the drawer shows (read once, when the form opens). */
  version: number;
  /** The request's history as the drawer shows it now, refetched when a live event moves it. */
  history: readonly VersionedHistoryEntry[];
  /** The signed-in person: their own changes are no conflict (ADR 035). */
  meId: string | null;
  onSaved: (result: PaymentUpdateResult) => void;
  onCancel: () => void;
}

const TEXT_FIELDS = ['status', 'type', 'condition', 'description'] as const;
type FormField = (typeof TEXT_FIELDS)[number];
const ATTACHMENT_PATH = /^attachments\[(\d+)\]$/;

function fileNames(payment: Payment | undefined): string[] {
  return (payment?.files ?? [])
    .map((file) => file.originalName?.trim() || file.path?.split('/').pop() || '')
    .filter((name) => name !== '');
}

/**
 * Finance's payment update of an order: status, type, condition, description and up to five
 * attachments, checked with the backend's own schema and limits before anything is sent, sent once
 * per submission (one Idempotency-Key, reused by every retry of the same content), and kept as
 * typed and chosen whatever goes wrong, with when to try again.
 */
export function PaymentForm({ code, payment, version, history, meId, onSaved, onCancel }: PaymentFormProps) {
  const t = useT();
  const enumLabel = useEnumLabel();
  const queryClient = useQueryClient();
  // The form edits the payment as it was when opened; a refresh underneath does not reset typing.
  const [initial] = useState(() => initialPaymentValues(payment));
  const [existingNames] = useState(() => fileNames(payment));
  const schema = useMemo(() => paymentFormSchema(initial), [initial]);
  const form = useForm<PaymentFormValues, unknown, PaymentUpdateFields>({
    resolver: zodResolver(schema),
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;

  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [fileErrors, setFileErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<WriteFailure | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  // The version the values are sent on: the one opened, or the current one once the person re-applies.
  const [base, setBase] = useState(version);
  const baseRef = useRef(version);
  const [stale, setStale] = useState<StaleWriteProblem | null>(null);
  const staleRef = useRef<HTMLDivElement>(null);
  const liveChanges = useMemo(() => changesSince(history, base, meId), [history, base, meId]);

  const [keys] = useState(() => new SubmissionKeys());
  const sending = useRef(false);

  const mutation = useMutation({ mutationFn: updatePayment });
  const busy = isSubmitting || mutation.isPending;

  // The form opens because someone asked for it: their next step is its first field.
  useEffect(() => form.setFocus('status'), [form]);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);
  useEffect(() => {
    if (stale) staleRef.current?.focus();
  }, [stale]);

  const addFiles = (added: File[]) => {
    const choice = chooseFiles(files, added);
    setFiles(choice.kept);
    setRefused(choice.refused);
  };
  const removeFile = (id: string) => {
    setFiles((current) => current.filter((chosen) => chosen.id !== id));
    setProgress({});
    setFileErrors(({ [id]: _removed, ...rest }) => rest);
  };

  const send = async (fields: PaymentUpdateFields) => {
    // A second click (or Enter) while one submission is on its way does nothing.
    if (sending.current) return;
    if (Object.keys(fields).length === 0 && files.length === 0) {
      form.setError('root', { type: 'nothing', message: t('payments.update.nothing') });
      return;
    }
    sending.current = true;
    const sent = files;
    const baseVersion = baseRef.current;
    const key = keys.keyFor(JSON.stringify([fields, sent.map((chosen) => chosen.id), baseVersion]));
    setFailure(null);
    setStale(null);
    setFileErrors({});
    setProgress(Object.fromEntries(sent.map((chosen) => [chosen.id, 0])));
    try {
      const result = await mutation.mutateAsync({
        code,
        fields,
        baseVersion,
        files: sent.map((chosen) => chosen.file),
        idempotencyKey: key,
        onProgress: (perFile) =>
          setProgress(Object.fromEntries(sent.map((chosen, index) => [chosen.id, perFile[index] ?? 0]))),
      });
      keys.settle();
      void invalidateAfterPaymentWrite(queryClient, { type: 'order', code });
      onSaved(result);
    } catch (error) {
      setProgress({});
      const changed = staleWriteOf(error);
      if (changed) {
        setStale(changed);
        return;
      }
      if (error instanceof ApiError) showFieldErrors(error, sent);
      setFailure(writeFailureOf(error));
    } finally {
      sending.current = false;
    }
  };

  const showFieldErrors = (error: ApiError, sent: readonly ChosenFile[]) => {
    const byFile: Record<string, string> = {};
    for (const { path, message } of error.fieldErrors) {
      const text = t('payments.error.server', { message });
      const file = ATTACHMENT_PATH.exec(path);
      if (file) {
        const chosen = sent[Number(file[1])];
        if (chosen) byFile[chosen.id] = text;
      } else if ((TEXT_FIELDS as readonly string[]).includes(path)) {
        form.setError(path as FormField, { type: 'server', message: text });
      }
    }
    setFileErrors(byFile);
  };

  // handleSubmit is called in the event, not during render: `send` reads the in-flight guard.
  const submit = (event?: FormEvent<HTMLFormElement>) => void form.handleSubmit(send)(event);
  // The same values on the version the refusal named; a new base is new content, so a new key.
  const reapply = () => {
    if (!stale) return;
    baseRef.current = stale.currentVersion;
    setBase(stale.currentVersion);
    submit();
  };
  const typeData = PAYMENT_TYPES.map((type) => ({ value: type, label: enumLabel('paymentType', type) }));
  const condition = useWatch({ control: form.control, name: 'condition' });
  const description = useWatch({ control: form.control, name: 'description' });

  return (
    <form noValidate aria-label={t('payments.update.title')} onSubmit={submit}>
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
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <Select
              label={t('payments.field.type')}
              data={typeData}
              value={field.value}
              onChange={(next) => field.onChange((next as PaymentType | null) ?? null)}
              onBlur={field.onBlur}
              clearable
              disabled={busy}
              placeholder={t('payments.type.keep')}
              error={fieldErrorText('type', errors.type, t)}
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
        <Textarea
          label={t('payments.field.description')}
          description={t('payments.field.descriptionHint', {
            length: description.length,
            max: DESCRIPTION_MAX_LENGTH,
          })}
          rows={3}
          resize="vertical"
          disabled={busy}
          {...form.register('description')}
          error={fieldErrorText('description', errors.description, t)}
        />
        <AttachmentsField
          files={files}
          refused={refused}
          existingNames={existingNames}
          progress={progress}
          errors={fileErrors}
          onAdd={addFiles}
          onRemove={removeFile}
          onDismissRefused={() => setRefused([])}
          sending={busy}
        />
        {errors.root ? (
          <Alert color="orange" role="alert">
            {errors.root.message}
          </Alert>
        ) : null}
        {stale ? (
          <RequestChangedAlert
            ref={staleRef}
            mode="refused"
            changes={stale.changes}
            onReapply={reapply}
            reapplying={busy}
          />
        ) : liveChanges.length > 0 ? (
          <RequestChangedAlert mode="live" changes={liveChanges} />
        ) : null}
        {failure ? (
          <WriteFailureAlert
            ref={failureRef}
            failure={failure}
            onRetry={() => submit()}
            retrying={busy}
            keptNote={t('payments.update.kept')}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('payments.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('payments.update.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
