import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { AdminDialog } from '../../components/AdminDialog';
import { useT } from '../../i18n/useT';
import { CurrentPasswordField } from './CurrentPasswordField';
import { ApiError } from '../../lib/fetchJson';

export interface PasswordConfirmDialogProps<R> {
  opened: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  danger?: boolean;
  /** The change, given the password typed again. */
  run: (password: string) => Promise<R>;
  onDone: (result: R) => void;
  onClose: () => void;
}

/** A change to how the person signs in, confirmed with their password. */
export function PasswordConfirmDialog<R>(props: PasswordConfirmDialogProps<R>) {
  const { opened, title, onClose } = props;
  return (
    <AdminDialog opened={opened} onClose={onClose} title={title}>
      {opened && <PasswordConfirmForm {...props} />}
    </AdminDialog>
  );
}

function PasswordConfirmForm<R>({
  body,
  confirmLabel,
  danger,
  run,
  onDone,
  onClose,
}: PasswordConfirmDialogProps<R>) {
  const t = useT();
  const [password, setPassword] = useState('');
  const mutation = useMutation({ meta: { expectsUnauthorized: true }, mutationFn: run, onSuccess: onDone });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.mutate(password);
  };
  const error = mutation.error;
  const errorText = !error
    ? null
    : error instanceof ApiError && error.code === 'invalid_credentials'
      ? t('account.security.wrongPassword')
      : error instanceof ApiError && error.status === 429
        ? `${t('auth.login.throttled')} ${error.message}`
        : error.message;
  return (
    <form onSubmit={submit}>
      <Stack>
        <Text size="sm">{body}</Text>
        <CurrentPasswordField value={password} onChange={setPassword} />
        {errorText && (
          <Alert color="red" role="alert">
            {errorText}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('account.cancel')}
          </Button>
          <Button type="submit" color={danger ? 'red' : undefined} loading={mutation.isPending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
