import { Text } from '@mantine/core';
import type { AdminDevice } from '../../../contract/api/devices';
import { useT } from '../../i18n/useT';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useConfirmedMutation } from '../../lib/useConfirmedMutation';
import { revokeDeviceMutation } from './api/revokeDevice';
import { useDeviceErrors } from './useDeviceErrors';

export interface RevokeDeviceDialogProps {
  /** The device to revoke; null closes the dialog. */
  device: AdminDevice | null;
  onClose: () => void;
  onRevoked: (device: AdminDevice) => void;
}

/** Revoking is for good: the screen goes dark at once and no new code can be issued for it. */
export function RevokeDeviceDialog({ device, onClose, onRevoked }: RevokeDeviceDialogProps) {
  const t = useT();
  const revoke = useConfirmedMutation(revokeDeviceMutation, { onClose, knownErrors: useDeviceErrors() });
  return (
    <ConfirmDialog
      opened={device !== null}
      title={device ? t('adminDevices.revokeConfirm.title', { name: device.name }) : ''}
      confirmLabel={t('adminDevices.revokeConfirm.confirm')}
      pending={revoke.pending}
      error={revoke.error}
      onClose={revoke.close}
      onConfirm={() => device && revoke.run(device.id, onRevoked)}
    >
      <Text size="sm">{t('adminDevices.revokeConfirm.body')}</Text>
    </ConfirmDialog>
  );
}
