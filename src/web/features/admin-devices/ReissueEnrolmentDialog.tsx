import { Text } from '@mantine/core';
import type { AdminDevice, IssueDeviceResponse } from '../../../contract/api/devices';
import { useT } from '../../i18n/useT';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useConfirmedMutation } from '../../lib/useConfirmedMutation';
import { reissueEnrolmentMutation } from './api/reissueEnrolment';
import { useDeviceErrors } from './useDeviceErrors';

export interface ReissueEnrolmentDialogProps {
  /** The device to give a new code; null closes the dialog. */
  device: AdminDevice | null;
  onClose: () => void;
  onIssued: (issued: IssueDeviceResponse) => void;
}

/** A new one-time code replaces the old one; an enrolled screen loses its session until it uses it. */
export function ReissueEnrolmentDialog({ device, onClose, onIssued }: ReissueEnrolmentDialogProps) {
  const t = useT();
  // The code lives on in the dialog that shows it, not in this mutation's cache.
  const reissue = useConfirmedMutation(reissueEnrolmentMutation, { onClose, knownErrors: useDeviceErrors() });
  return (
    <ConfirmDialog
      opened={device !== null}
      title={device ? t('adminDevices.reissueConfirm.title', { name: device.name }) : ''}
      confirmLabel={t('adminDevices.reissueConfirm.confirm')}
      destructive={device?.state === 'enrolled'}
      pending={reissue.pending}
      error={reissue.error}
      onClose={reissue.close}
      onConfirm={() => device && reissue.run(device.id, onIssued)}
    >
      <Text size="sm">
        {device?.state === 'enrolled'
          ? t('adminDevices.reissueConfirm.bodyEnrolled')
          : t('adminDevices.reissueConfirm.body')}
      </Text>
    </ConfirmDialog>
  );
}
