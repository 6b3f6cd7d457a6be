import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useT } from '../../i18n/useT';
import { resetCircuitMutation } from './api/resetCircuit';

export interface ResetCircuitDialogProps {
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
}

/**
 * Closing the circuit while the vendor account is still deactivated would only earn another 429,
 * so the admin types a confirmation word (not one stray click) and may note the support ticket,
 * which the audit log keeps with the reset.
 */
export function ResetCircuitDialog({ opened, onClose, onDone }: ResetCircuitDialogProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const reset = useMutation(resetCircuitMutation(queryClient));
  const [typed, setTyped] = useState('');
  const [note, setNote] = useState('');
  const word = t('adminSystem.reset.word');
  const confirmed = typed.trim().toLocaleUpperCase() === word.toLocaleUpperCase();

  const close = () => {
    if (reset.isPending) return;
    setTyped('');
    setNote('');
    reset.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed) return;
    const trimmed = note.trim();
    reset.mutate(
      { confirm: true, ...(trimmed ? { note: trimmed } : {}) },
      {
        onSuccess: () => {
          setTyped('');
          setNote('');
          onDone();
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('adminSystem.reset.title')}
      closeButtonProps={{ 'aria-label': t('adminSystem.reset.close') }}
      centered
    >
      <form onSubmit={submit}>
        <Stack>
          <Text size="sm">{t('adminSystem.reset.body')}</Text>
          <Textarea
            label={t('adminSystem.reset.note')}
            description={t('adminSystem.reset.noteHint')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={500}
            rows={2}
          />
          <TextInput
            label={t('adminSystem.reset.typeWord', { word })}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            required
          />
          {reset.isError && (
            <Alert color="red" role="alert" title={t('adminSystem.reset.failed')}>
              {reset.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={reset.isPending}>
              {t('adminSystem.reset.cancel')}
            </Button>
            <Button type="submit" color="red" disabled={!confirmed} loading={reset.isPending}>
              {t('adminSystem.reset.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
