import { Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SECURITY_PROBLEM_CODES } from '../../../contract/api/session';
import type { AdminUser } from '../../../contract/api/users';
import { useT } from '../../i18n/useT';
import { updateUserMutation } from './api/updateUser';
import { ConfirmDialog } from './ConfirmDialog';
import { mutationErrorText } from './mutationErrorText';

export interface ToggleDisabledDialogProps {
  /** The account to disable (or enable again, if it is disabled); null closes the dialog. */
  user: AdminUser | null;
  isSelf: boolean;
  onClose: () => void;
  onDone: (user: AdminUser) => void;
}

/** Disabling stops sign-in and ends every session at once; enabling lets the person sign in again. */
export function ToggleDisabledDialog({ user, isSelf, onClose, onDone }: ToggleDisabledDialogProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const mutation = useMutation(updateUserMutation(queryClient));
  const close = () => {
    mutation.reset();
    onClose();
  };
  const disabling = user ? !user.disabled : true;
  const error = mutation.error
    ? mutationErrorText(mutation.error, t, {
        [SECURITY_PROBLEM_CODES.lastAdmin]: t('adminUsers.error.lastAdmin'),
        [SECURITY_PROBLEM_CODES.userNotFound]: t('adminUsers.error.userNotFound'),
      })
    : null;

  return (
    <ConfirmDialog
      opened={user !== null}
      title={
        user
          ? disabling
            ? t('adminUsers.disable.title', { email: user.email })
            : t('adminUsers.enable.title', { email: user.email })
          : ''
      }
      confirmLabel={disabling ? t('adminUsers.disable.confirm') : t('adminUsers.enable.confirm')}
      destructive={disabling}
      pending={mutation.isPending}
      error={error}
      onClose={close}
      onConfirm={() => {
        if (!user) return;
        mutation.mutate(
          { id: user.id, changes: { disabled: disabling } },
          {
            onSuccess: (saved) => {
              mutation.reset();
              onDone(saved);
            },
          },
        );
      }}
    >
      {user && (
        <Text size="sm">
          {disabling
            ? t('adminUsers.disable.body', { count: user.activeSessions })
            : t('adminUsers.enable.body')}
        </Text>
      )}
      {user && disabling && isSelf && <Text size="sm">{t('adminUsers.disable.self')}</Text>}
    </ConfirmDialog>
  );
}
