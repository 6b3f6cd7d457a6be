import { Text } from '@mantine/core';
import { SECURITY_PROBLEM_CODES } from '../../../contract/api/session';
import type { AdminUser } from '../../../contract/api/users';
import { useT } from '../../i18n/useT';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useConfirmedMutation } from '../../lib/useConfirmedMutation';
import { endUserSessionsMutation } from './api/endUserSessions';

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
  const endAll = useConfirmedMutation(endUserSessionsMutation, {
    onClose,
    knownErrors: { [SECURITY_PROBLEM_CODES.userNotFound]: t('adminUsers.error.userNotFound') },
  });

  return (
    <ConfirmDialog
      opened={user !== null}
      title={user ? t('adminUsers.endSessions.title', { email: user.email }) : ''}
      confirmLabel={t('adminUsers.endSessions.confirm')}
      pending={endAll.pending}
      error={endAll.error}
      onClose={endAll.close}
      onConfirm={() => user && endAll.run(user.id, ({ ended }) => onDone(user, ended))}
    >
      {user && <Text size="sm">{t('adminUsers.endSessions.body', { count: user.activeSessions })}</Text>}
      {user && isSelf && <Text size="sm">{t('adminUsers.endSessions.self')}</Text>}
    </ConfirmDialog>
  );
}
