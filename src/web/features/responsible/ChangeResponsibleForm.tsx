import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import type { z } from 'zod';
import type { VersionedHistoryEntry } from '../../../contract/api/requests';
import type { StaleWriteProblem } from '../../../contract/api/staleWrite';
import { responsibleChange } from '../../../contract/api/writes';
import type { RequestType } from '../../../contract/upstream/enums';
import type { Translator } from '../../i18n/createTranslator';
import type { Messages } from '../../i18n/messages/pt-BR';
import { useLocale } from '../../i18n/useLocale';
import { useT } from '../../i18n/useT';
import { knownCollaboratorName } from '../../lib/api/collaboratorsQuery';
import { CollaboratorField } from './CollaboratorField';
import { describeResponsibleError } from './describeResponsibleError';
import { RequestChangedAlert } from '../../components/RequestChangedAlert';
import { newIdempotencyKey } from '../../lib/newIdempotencyKey';
import { changesSince, staleWriteOf } from '../../lib/staleWrite';
import { personLabel, type CurrentResponsible } from './personLabel';
import { useChangeResponsible } from './useChangeResponsible';

type FormInput = z.input<typeof responsibleChange>;
type FormOutput = z.output<typeof responsibleChange>;

export interface ChangeResponsibleFormProps {
  type: RequestType;
  code: string;
  current: CurrentResponsible | null;
  /** The version of the request the drawer shows (read once, when the form opens). */
  version: number;
  /** The request's history as the drawer shows it now. */
  history: readonly VersionedHistoryEntry[];
  /** The signed-in person: their own changes are no conflict (ADR 035). */
  meId: string | null;
  onCancel: () => void;
  /** The vendor confirmed; `to` names the new responsible. */
  onDone: (to: string) => void;
  /** Waits between looks at the mirror after success (tests shorten them). */
  mirrorCheckDelays?: readonly number[];
}

type Step = { kind: 'edit' } | { kind: 'confirm'; email: string; name: string | null };

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The schema's messages are the API's (English); the field says them in the reader's language. */
function fieldMessage(error: FieldError | undefined, t: Translator<Messages>): string | undefined {
  if (!error) return undefined;
  if (error.type === 'server' || error.type === 'same') return error.message;
  return error.type === 'too_big' ? t('responsible.email.tooLong') : t('responsible.email.invalid');
}

/**
 * Hands a request to another responsible in two steps: the e-mail (checked with the backend's own
 * schema, with suggestions), then a confirmation that names who hands over to whom. A refusal
 * brings the e-mail step back with what was typed, and says on the field or in an alert what to do.
 */
export function ChangeResponsibleForm({
  type,
  code,
  current,
  version,
  history,
  meId,
  onCancel,
  onDone,
  mirrorCheckDelays,
}: ChangeResponsibleFormProps) {
  const t = useT();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const questionId = useId();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(responsibleChange),
    defaultValues: { email: '' },
  });
  const [step, setStep] = useState<Step>({ kind: 'edit' });
  const [alert, setAlert] = useState<string | null>(null);
  const mutation = useChangeResponsible({ mirrorCheckDelays });
  // One key per submission: a retry of the same e-mail reuses it, so the backend never sends the
  // same change twice; another e-mail is another submission.
  const submission = useRef<{ email: string; base: number; key: string } | null>(null);
  // The version the change is sent on: the one opened, or the current one once the person re-applies.
  const [base, setBase] = useState(version);
  const [stale, setStale] = useState<StaleWriteProblem | null>(null);
  const liveChanges = useMemo(() => changesSince(history, base, meId), [history, base, meId]);
  // Set synchronously, unlike mutation.isPending: a second click in the same frame finds it set.
  const sending = useRef(false);
  const questionRef = useRef<HTMLParagraphElement>(null);

  // Focus follows the step: the field to type in, or the question to answer.
  useEffect(() => {
    if (step.kind === 'confirm') questionRef.current?.focus();
    else form.setFocus('email');
  }, [step, form]);

  const toContinue = form.handleSubmit(({ email }) => {
    if (current?.email && sameEmail(current.email, email)) {
      form.setError('email', { type: 'same', message: t('responsible.email.same', { email }) });
      return;
    }
    setAlert(null);
    setStep({ kind: 'confirm', email, name: knownCollaboratorName(queryClient, email) });
  });

  const confirm = (baseVersion: number = base) => {
    if (step.kind !== 'confirm' || sending.current) return;
    sending.current = true;
    setStale(null);
    if (submission.current?.email !== step.email || submission.current.base !== baseVersion) {
      submission.current = { email: step.email, base: baseVersion, key: newIdempotencyKey() };
    }
    const { email, name } = step;
    mutation.mutate(
      { type, code, email, name, baseVersion, idempotencyKey: submission.current.key },
      {
        onSuccess: () => onDone(personLabel(name, email)),
        onError: (error) => {
          const changed = staleWriteOf(error);
          if (changed) {
            // The question stays, with what changed and the choice to apply on the new version.
            setStale(changed);
            return;
          }
          const placed = describeResponsibleError(error, t, locale);
          if (placed.on === 'email') form.setError('email', { type: 'server', message: placed.message });
          else setAlert(placed.message);
          setStep({ kind: 'edit' });
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  const from = current ? personLabel(current.name, current.email) : null;
  const question =
    step.kind !== 'confirm'
      ? ''
      : from === null
        ? t(
            type === 'order' ? 'responsible.confirm.orderFromNobody' : 'responsible.confirm.budgetFromNobody',
            {
              code,
              to: personLabel(step.name, step.email),
            },
          )
        : t(type === 'order' ? 'responsible.confirm.order' : 'responsible.confirm.budget', {
            code,
            from,
            to: personLabel(step.name, step.email),
          });

  return (
    <Paper withBorder p="sm" mt="xs" radius="md">
      {!stale && liveChanges.length > 0 ? <RequestChangedAlert mode="live" changes={liveChanges} /> : null}
      {step.kind === 'edit' ? (
        <form
          noValidate
          aria-label={t('responsible.form.label')}
          onSubmit={(event) => void toContinue(event)}
        >
          <Stack gap="sm">
            <Controller
              control={form.control}
              name="email"
              render={({ field, fieldState }) => (
                <CollaboratorField
                  ref={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldMessage(fieldState.error, t)}
                />
              )}
            />
            {alert === null ? null : (
              <Alert color="red" variant="light" role="alert" title={t('responsible.error.title')}>
                <Text size="sm">{alert}</Text>
                <Text size="sm" mt={4}>
                  {t('responsible.error.rolledBack')}
                </Text>
              </Alert>
            )}
            <Group gap="sm">
              <Button type="submit" size="sm">
                {t('responsible.continue')}
              </Button>
              <Button variant="default" size="sm" onClick={onCancel}>
                {t('responsible.cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="sm" role="group" aria-labelledby={questionId}>
          <Text id={questionId} ref={questionRef} tabIndex={-1} fw={500}>
            {question}
          </Text>
          <Text size="sm" c="dimmed">
            {t('responsible.confirm.sent')}
          </Text>
          {stale ? (
            <RequestChangedAlert
              mode="refused"
              changes={stale.changes}
              reapplying={mutation.isPending}
              onReapply={() => {
                setBase(stale.currentVersion);
                confirm(stale.currentVersion);
              }}
            />
          ) : null}
          <Group gap="sm">
            <Button
              size="sm"
              onClick={() => confirm()}
              loading={mutation.isPending}
              disabled={stale !== null}
            >
              {t('responsible.confirm.submit')}
            </Button>
            <Button
              variant="default"
              size="sm"
              disabled={mutation.isPending}
              onClick={() => {
                setStale(null);
                setStep({ kind: 'edit' });
              }}
            >
              {t('responsible.back')}
            </Button>
          </Group>
        </Stack>
      )}
    </Paper>
  );
}
