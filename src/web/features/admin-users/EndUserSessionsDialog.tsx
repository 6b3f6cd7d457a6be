import { Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SECURITY_PROBLEM_CODES } from '../../../contract/api/session';
import type { AdminUser } from '../../../contract/api/users';
import { useT } from '../../i18n/useT';
import { endUserSessionsMutation } from './api/endUserSessions';
import { ConfirmDialog } from './ConfirmDialog';
import { mutationErrorText } from './mutationErrorText';

export interface EndUserSessionsDialogProps {
  /** Whose sessions; null closes the dialog. */
  user: AdminUser | null;
  isSelf: boolean;
  onClose: () => void;
  onDone: (user: AdminUser, ended: number) => void;
}

/** Signs a person out on every browser (a lost laptop, a shared computer); they may sign in again. */
export function EndUserSessionsDialog({ user, isSelf, onClose, onDone }: EndUserSessionsDialogProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const mutation = useMutation(endUserSessionsMutation(queryClient));
  const close = () => {
    mutation.reset();
    onClose();
  };
  const error = mutation.error
    ? mutationErrorText(mutation.error, t, {
        [SECURITY_PROBLEM_CODES.userNotFound]: t('adminUsers.error.userNotFound'),
      })
    : null;

  return (
    <ConfirmDialog
      opened={user !== null}
      title={user ? t('adminUsers.endSessions.title', { email: user.email }) : ''}
      confirmLabel={t('adminUsers.endSessions.confirm')}
      pending={mutation.isPending}
      error={error}
      onClose={close}
      onConfirm={() => {
        if (!user) return;
        mutation.mutate(user.id, {
          onSuccess: ({ ended }) => {
            mutation.reset();
            onDone(user, ended);
          },
        });
      }}
    >
      {user && <Text size="sm">{t('adminUsers.endSessions.body', { count: user.activeSessions })}</Text>}
      {user && isSelf && <Text size="sm">{t('adminUsers.endSessions.self')}</Text>}
    </ConfirmDialog>
  );
}
