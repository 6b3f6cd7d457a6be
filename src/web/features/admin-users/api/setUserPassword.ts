import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { SetPasswordRequest } from '../../../../contract/api/users';
import { sendCommand } from '../../../lib/sendJson';
import { invalidateAccounts } from './invalidateAccounts';

export interface SetUserPasswordVariables {
  id: string;
  body: SetPasswordRequest;
}

/** POST /api/admin/users/:id/password: the admin chooses the new password; every session ends. */
export const setUserPasswordMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ id, body }: SetUserPasswordVariables) =>
      sendCommand(`/api/admin/users/${encodeURIComponent(id)}/password`, { method: 'POST', body }),
    onSuccess: () => invalidateAccounts(queryClient),
  });
