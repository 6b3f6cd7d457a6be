import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { adminUser, type UpdateUserRequest } from '../../../../contract/api/users';
import { sendJson } from '../../../lib/sendJson';
import { invalidateAccounts } from './invalidateAccounts';

export interface UpdateUserVariables {
  id: string;
  changes: UpdateUserRequest;
}

/**
 * PATCH /api/admin/users/:id: name, roles or disabled. Changing roles or disabling ends every
 * session of the person; 409 `last_admin` when it would leave no enabled admin.
 */
export const updateUserMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ id, changes }: UpdateUserVariables) =>
      sendJson(`/api/admin/users/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: changes,
        schema: adminUser,
      }),
    onSuccess: () => invalidateAccounts(queryClient),
  });
