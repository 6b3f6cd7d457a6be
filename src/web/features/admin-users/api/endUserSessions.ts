import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { endedSessionsResponse } from '../../../../contract/api/session';
import { sendJson } from '../../../lib/sendJson';
import { invalidateAccounts } from './invalidateAccounts';

/** DELETE /api/admin/users/:id/sessions: signs the person out everywhere; answers how many ended. */
export const endUserSessionsMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (id: string) =>
      sendJson(`/api/admin/users/${encodeURIComponent(id)}/sessions`, {
        method: 'DELETE',
        schema: endedSessionsResponse,
      }),
    onSuccess: () => invalidateAccounts(queryClient),
  });
