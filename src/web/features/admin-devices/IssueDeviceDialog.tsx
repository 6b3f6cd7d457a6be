import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { issueDeviceRequest, type IssueDeviceResponse } from '../../../contract/api/devices';
import { useT } from '../../i18n/useT';
import { fieldErrorText } from '../admin-users/fieldErrorText';
import { mutationErrorText } from '../admin-users/mutationErrorText';
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
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('adminDevices.issue.title')}
      centered
      closeButtonProps={{ 'aria-label': t('adminUsers.close') }}
    >
      {opened && <IssueDeviceForm onCancel={onClose} onIssued={onIssued} />}
    </Modal>
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
        {mutation.error && (
          <Alert color="red" role="alert" title={t('adminDevices.issue.failed')}>
            {mutationErrorText(mutation.error, t)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={mutation.isPending}>
            {t('adminUsers.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {t('adminDevices.issue.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
