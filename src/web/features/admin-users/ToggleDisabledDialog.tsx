import { Text } from '@mantine/core';
import { SECURITY_PROBLEM_CODES } from '../../../contract/api/session';
import type { AdminUser } from '../../../contract/api/users';
import { useT } from '../../i18n/useT';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useConfirmedMutation } from '../../lib/useConfirmedMutation';
import { updateUserMutation } from './api/updateUser';

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
  const update = useConfirmedMutation(updateUserMutation, {
    onClose,
    knownErrors: {
      [SECURITY_PROBLEM_CODES.lastAdmin]: t('adminUsers.error.lastAdmin'),
      [SECURITY_PROBLEM_CODES.userNotFound]: t('adminUsers.error.userNotFound'),
    },
  });
  const disabling = user ? !user.disabled : true;

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
      pending={update.pending}
      error={update.error}
      onClose={update.close}
      onConfirm={() => user && update.run({ id: user.id, changes: { disabled: disabling } }, onDone)}
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
