import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { issueDeviceRequest, type IssueDeviceResponse } from '../../../contract/api/devices';
import { useT } from '../../i18n/useT';
import { AdminDialog } from '../../components/AdminDialog';
import { DialogActions } from '../../components/DialogActions';
import { fieldErrorText } from '../../lib/fieldErrorText';
import { mutationErrorText } from '../../lib/mutationErrorText';
import { issueDeviceMutation } from './api/issueDevice';

export interface IssueDeviceDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The new device with its one-time code, for the dialog that shows it. */
  onIssued: (issued: IssueDeviceResponse) => void;
}

/** A new wallboard: only its name here; the answer carries the code to enrol the screen with. */
export function IssueDeviceDialog({ opened, onClose, onIssued }: IssueDeviceDialogProps) {
  const t = useT();
  return (
    <AdminDialog opened={opened} onClose={onClose} title={t('adminDevices.issue.title')}>
      {opened && <IssueDeviceForm onCancel={onClose} onIssued={onIssued} />}
    </AdminDialog>
  );
}

function IssueDeviceForm({
  onCancel,
  onIssued,
}: {
  onCancel: () => void;
  onIssued: (issued: IssueDeviceResponse) => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const mutation = useMutation(issueDeviceMutation(queryClient));
  const form = useForm({ resolver: zodResolver(issueDeviceRequest), defaultValues: { name: '' } });
  const submit = form.handleSubmit((body) => mutation.mutate(body, { onSuccess: onIssued }));
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack>
        <TextInput
          label={t('adminDevices.field.name')}
          description={t('adminDevices.field.nameHint')}
          autoComplete="off"
          withAsterisk
          data-autofocus
          {...form.register('name')}
          error={fieldErrorText(form.formState.errors.name, t('adminDevices.error.name'))}
        />
        <DialogActions
          error={mutation.error ? mutationErrorText(mutation.error, t) : null}
          errorTitle={t('adminDevices.issue.failed')}
          pending={mutation.isPending}
          onCancel={onCancel}
          confirmLabel={t('adminDevices.issue.submit')}
        />
      </Stack>
    </form>
  );
}
