import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { SECURITY_PROBLEM_CODES } from '../../../contract/api/session';
import { createUserRequest, type AdminUser, type CreateUserRequest } from '../../../contract/api/users';
import { useT } from '../../i18n/useT';
import { ApiError } from '../../lib/fetchJson';
import { AdminDialog } from '../../components/AdminDialog';
import { DialogActions } from '../../components/DialogActions';
import { fieldErrorText } from '../../lib/fieldErrorText';
import { mutationErrorText } from '../../lib/mutationErrorText';
import { createUserMutation } from './api/createUser';
import { RoleCheckboxes } from './RoleCheckboxes';
import { serverFieldErrors } from './serverFieldErrors';
import { PasswordField } from '../../components/PasswordField';

export interface CreateUserDialogProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (user: AdminUser) => void;
}

/** A new account: e-mail, name, roles and the first password, which the admin passes on. */
export function CreateUserDialog({ opened, onClose, onCreated }: CreateUserDialogProps) {
  const t = useT();
  return (
    <AdminDialog opened={opened} onClose={onClose} title={t('adminUsers.create.title')} size="lg">
      {/* Mounted only while open, so every opening starts from an empty form. */}
      {opened && <CreateUserForm onCancel={onClose} onCreated={onCreated} />}
    </AdminDialog>
  );
}

function CreateUserForm({
  onCancel,
  onCreated,
}: {
  onCancel: () => void;
  onCreated: (user: AdminUser) => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(createUserRequest),
    defaultValues: { email: '', name: '', roles: [], password: '' },
  });
  const { errors } = form.formState;
  // What the server refused, field by field; a duplicate address is the usual one.
  const refusedFields = (error: unknown): [keyof CreateUserRequest, string][] => {
    if (error instanceof ApiError && error.code === SECURITY_PROBLEM_CODES.emailTaken) {
      return [['email', t('adminUsers.error.emailTaken')]];
    }
    return serverFieldErrors(error, {
      email: t('adminUsers.error.email'),
      name: t('adminUsers.error.name'),
      roles: t('adminUsers.error.roles'),
      password: t('adminUsers.error.password'),
    });
  };
  const mutation = useMutation({
    ...createUserMutation(queryClient),
    onError: (error) => {
      refusedFields(error).forEach(([field, message], index) =>
        form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
    },
  });
  const formError =
    mutation.error && refusedFields(mutation.error).length === 0
      ? mutationErrorText(mutation.error, t)
      : null;

  const submit = form.handleSubmit((values) =>
    mutation.mutate(values, { onSuccess: (user) => onCreated(user) }),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack>
        <TextInput
          label={t('adminUsers.field.email')}
          type="email"
          autoComplete="off"
          withAsterisk
          {...form.register('email')}
          error={fieldErrorText(errors.email, t('adminUsers.error.email'))}
        />
        <TextInput
          label={t('adminUsers.field.name')}
          description={t('adminUsers.field.nameHint')}
          autoComplete="off"
          {...form.register('name')}
          error={fieldErrorText(errors.name, t('adminUsers.error.name'))}
        />
        <Controller
          control={form.control}
          name="roles"
          render={({ field, fieldState }) => (
            <RoleCheckboxes
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldErrorText(fieldState.error, t('adminUsers.error.roles'))}
            />
          )}
        />
        <PasswordField
          label={t('adminUsers.field.initialPassword')}
          description={t('adminUsers.password.rules')}
          autoComplete="new-password"
          withAsterisk
          {...form.register('password')}
          error={fieldErrorText(errors.password, t('adminUsers.error.password'))}
        />
        <DialogActions
          error={formError}
          errorTitle={t('adminUsers.create.failed')}
          pending={mutation.isPending}
          onCancel={onCancel}
          confirmLabel={t('adminUsers.create.submit')}
        />
      </Stack>
    </form>
  );
}
