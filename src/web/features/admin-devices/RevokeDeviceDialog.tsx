import { Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminDevice } from '../../../contract/api/devices';
import { SECURITY_PROBLEM_CODES } from '../../../contract/api/session';
import { useT } from '../../i18n/useT';
import { ConfirmDialog } from '../admin-users/ConfirmDialog';
import { mutationErrorText } from '../admin-users/mutationErrorText';
import { revokeDeviceMutation } from './api/revokeDevice';

export interface RevokeDeviceDialogProps {
  /** The device to revoke; null closes the dialog. */
  device: AdminDevice | null;
  onClose: () => void;
  onRevoked: (device: AdminDevice) => void;
}

/** Revoking is for good: the screen goes dark at once and no new code can be issued for it. */
export function RevokeDeviceDialog({ device, onClose, onRevoked }: RevokeDeviceDialogProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const mutation = useMutation(revokeDeviceMutation(queryClient));
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={device !== null}
      title={device ? t('adminDevices.revokeConfirm.title', { name: device.name }) : ''}
      confirmLabel={t('adminDevices.revokeConfirm.confirm')}
      pending={mutation.isPending}
      error={
        mutation.error
          ? mutationErrorText(mutation.error, t, {
              [SECURITY_PROBLEM_CODES.deviceNotFound]: t('adminDevices.error.notFound'),
            })
          : null
      }
      onClose={close}
      onConfirm={() => {
        if (!device) return;
        mutation.mutate(device.id, {
          onSuccess: (revoked) => {
            mutation.reset();
            onRevoked(revoked);
          },
        });
      }}
    >
      <Text size="sm">{t('adminDevices.revokeConfirm.body')}</Text>
    </ConfirmDialog>
  );
}
