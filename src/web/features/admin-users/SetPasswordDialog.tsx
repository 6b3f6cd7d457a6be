import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { SECURITY_PROBLEM_CODES } from '../../../contract/api/session';
import { setPasswordRequest, type AdminUser } from '../../../contract/api/users';
import { useT } from '../../i18n/useT';
import { AdminDialog } from '../../components/AdminDialog';
import { DialogActions } from '../../components/DialogActions';
import { fieldErrorText } from '../../lib/fieldErrorText';
import { mutationErrorText } from '../../lib/mutationErrorText';
import { setUserPasswordMutation } from './api/setUserPassword';
import { PasswordField } from '../../components/PasswordField';

export interface SetPasswordDialogProps {
  /** Whose password; null closes the dialog. */
  user: AdminUser | null;
  isSelf: boolean;
  onClose: () => void;
  onDone: (user: AdminUser) => void;
}

/**
 * A new password chosen by the admin (the server generates none and sends no e-mail): the admin
 * passes it on. Every session of the person ends, and their sign-in lockout is lifted.
 */
export function SetPasswordDialog({ user, isSelf, onClose, onDone }: SetPasswordDialogProps) {
  const t = useT();
  return (
    <AdminDialog
      opened={user !== null}
      onClose={onClose}
      title={user ? t('adminUsers.password.title', { email: user.email }) : ''}
    >
      {user && (
        <SetPasswordForm key={user.id} user={user} isSelf={isSelf} onCancel={onClose} onDone={onDone} />
      )}
    </AdminDialog>
  );
}

function SetPasswordForm({
  user,
  isSelf,
  onCancel,
  onDone,
}: {
  user: AdminUser;
  isSelf: boolean;
  onCancel: () => void;
  onDone: (user: AdminUser) => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const mutation = useMutation(setUserPasswordMutation(queryClient));
  const form = useForm({ resolver: zodResolver(setPasswordRequest), defaultValues: { password: '' } });
  const submit = form.handleSubmit((body) =>
    mutation.mutate({ id: user.id, body }, { onSuccess: () => onDone(user) }),
  );
  const error = mutation.error
    ? mutationErrorText(mutation.error, t, {
        [SECURITY_PROBLEM_CODES.userNotFound]: t('adminUsers.error.userNotFound'),
      })
    : null;

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack>
        <PasswordField
          label={t('adminUsers.field.newPassword')}
          description={t('adminUsers.password.rules')}
          autoComplete="new-password"
          withAsterisk
          data-autofocus
          {...form.register('password')}
          error={fieldErrorText(form.formState.errors.password, t('adminUsers.error.password'))}
        />
        <Text size="sm">
          {isSelf ? t('adminUsers.password.endsOwnSessions') : t('adminUsers.password.endsSessions')}
        </Text>
        <DialogActions
          error={error}
          pending={mutation.isPending}
          onCancel={onCancel}
          confirmLabel={t('adminUsers.password.submit')}
        />
      </Stack>
    </form>
  );
}
