import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { SECURITY_PROBLEM_CODES } from '../../../contract/api/session';
import { createUserRequest, type AdminUser, type UpdateUserRequest } from '../../../contract/api/users';
import { useT } from '../../i18n/useT';
import { AdminDialog } from '../../components/AdminDialog';
import { DialogActions } from '../../components/DialogActions';
import { fieldErrorText } from '../../lib/fieldErrorText';
import { mutationErrorText } from '../../lib/mutationErrorText';
import { updateUserMutation } from './api/updateUser';
import { RoleCheckboxes } from './RoleCheckboxes';

/** The same rules as at creation: a name of up to 120 characters, at least one role, each once. */
const editUserForm = createUserRequest.pick({ name: true, roles: true });

export interface EditUserDialogProps {
  /** The account being edited; null closes the dialog. */
  user: AdminUser | null;
  /** It is the admin's own account: a change of roles signs them out too. */
  isSelf: boolean;
  onClose: () => void;
  onSaved: (user: AdminUser, changes: UpdateUserRequest) => void;
}

/** Name and roles of an account. Only what changed is sent, so renaming alone keeps sessions. */
export function EditUserDialog({ user, isSelf, onClose, onSaved }: EditUserDialogProps) {
  const t = useT();
  return (
    <AdminDialog
      opened={user !== null}
      onClose={onClose}
      title={user ? t('adminUsers.edit.title', { email: user.email }) : ''}
      size="lg"
    >
      {user && (
        <EditUserForm key={user.id} user={user} isSelf={isSelf} onCancel={onClose} onSaved={onSaved} />
      )}
    </AdminDialog>
  );
}

function sameRoles(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((role) => b.includes(role));
}

function EditUserForm({
  user,
  isSelf,
  onCancel,
  onSaved,
}: {
  user: AdminUser;
  isSelf: boolean;
  onCancel: () => void;
  onSaved: EditUserDialogProps['onSaved'];
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const mutation = useMutation(updateUserMutation(queryClient));
  const form = useForm({
    resolver: zodResolver(editUserForm),
    defaultValues: { name: user.name, roles: user.roles },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    const changes: UpdateUserRequest = {};
    if (values.name !== user.name.trim()) changes.name = values.name;
    if (!sameRoles(values.roles, user.roles)) changes.roles = values.roles;
    // Nothing changed: nothing to send (the server would refuse an empty change anyway).
    if (Object.keys(changes).length === 0) return onCancel();
    mutation.mutate({ id: user.id, changes }, { onSuccess: (saved) => onSaved(saved, changes) });
  });

  const error = mutation.error
    ? mutationErrorText(mutation.error, t, {
        [SECURITY_PROBLEM_CODES.lastAdmin]: t('adminUsers.error.lastAdmin'),
        [SECURITY_PROBLEM_CODES.userNotFound]: t('adminUsers.error.userNotFound'),
      })
    : null;

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack>
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
        <Text size="sm">
          {isSelf ? t('adminUsers.edit.rolesEndOwnSessions') : t('adminUsers.edit.rolesEndSessions')}
        </Text>
        <DialogActions
          error={error}
          pending={mutation.isPending}
          onCancel={onCancel}
          confirmLabel={t('adminUsers.edit.submit')}
        />
      </Stack>
    </form>
  );
}
