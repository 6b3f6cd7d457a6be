import { Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminDevice, IssueDeviceResponse } from '../../../contract/api/devices';
import { SECURITY_PROBLEM_CODES } from '../../../contract/api/session';
import { useT } from '../../i18n/useT';
import { ConfirmDialog } from '../admin-users/ConfirmDialog';
import { mutationErrorText } from '../admin-users/mutationErrorText';
import { reissueEnrolmentMutation } from './api/reissueEnrolment';

export interface ReissueEnrolmentDialogProps {
  /** The device to give a new code; null closes the dialog. */
  device: AdminDevice | null;
  onClose: () => void;
  onIssued: (issued: IssueDeviceResponse) => void;
}

/** A new one-time code replaces the old one; an enrolled screen loses its session until it uses it. */
export function ReissueEnrolmentDialog({ device, onClose, onIssued }: ReissueEnrolmentDialogProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const mutation = useMutation(reissueEnrolmentMutation(queryClient));
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={device !== null}
      title={device ? t('adminDevices.reissueConfirm.title', { name: device.name }) : ''}
      confirmLabel={t('adminDevices.reissueConfirm.confirm')}
      destructive={device?.state === 'enrolled'}
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
          onSuccess: (issued) => {
            // The code lives on in the dialog that shows it, not in this mutation's cache.
            mutation.reset();
            onIssued(issued);
          },
        });
      }}
    >
      <Text size="sm">
        {device?.state === 'enrolled'
          ? t('adminDevices.reissueConfirm.bodyEnrolled')
          : t('adminDevices.reissueConfirm.body')}
      </Text>
    </ConfirmDialog>
  );
}
