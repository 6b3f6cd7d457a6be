import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { adminUser, type CreateUserRequest } from '../../../../contract/api/users';
import { sendJson } from '../../../lib/sendJson';
import { invalidateAccounts } from './invalidateAccounts';

/** POST /api/admin/users: a new account (409 `email_taken` when the address has one already). */
export const createUserMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (body: CreateUserRequest) =>
      sendJson('/api/admin/users', { method: 'POST', body, schema: adminUser }),
    onSuccess: () => invalidateAccounts(queryClient),
  });
