import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { PasskeySummary } from '../../../contract/api/passkeys';
import { AdminDialog } from '../../components/AdminDialog';
import { useT } from '../../i18n/useT';
import { renamePasskey } from './api/passkeys';

export interface RenamePasskeyDialogProps {
  passkey: PasskeySummary | null;
  onDone: () => void;
  onClose: () => void;
}

/** A new name for one of the person's passkeys. */
export function RenamePasskeyDialog({ passkey, onDone, onClose }: RenamePasskeyDialogProps) {
  const t = useT();
  return (
    <AdminDialog opened={passkey !== null} onClose={onClose} title={t('account.passkeys.renameTitle')}>
      {passkey && <RenameForm key={passkey.id} passkey={passkey} onDone={onDone} onClose={onClose} />}
    </AdminDialog>
  );
}

function RenameForm({ passkey, onDone, onClose }: RenamePasskeyDialogProps & { passkey: PasskeySummary }) {
  const t = useT();
  const [name, setName] = useState(passkey.name);
  const mutation = useMutation({ mutationFn: () => renamePasskey(passkey.id, name), onSuccess: onDone });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.mutate();
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <TextInput
          label={t('auth.passkey.name')}
          required
          maxLength={60}
          data-autofocus
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        {mutation.isError && (
          <Alert color="red" role="alert">
            {t('auth.passkey.error.other')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('account.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {t('account.passkeys.rename')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
