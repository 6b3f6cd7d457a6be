import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { sendCommand } from '../../../lib/sendJson';
import { invalidateAccounts } from './invalidateAccounts';

/** DELETE /api/admin/sessions/:id: ends one live session, a person's or a wallboard's. */
export const endSessionMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (id: string) =>
      sendCommand(`/api/admin/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () =>
      Promise.all([
        invalidateAccounts(queryClient),
        // A wallboard's session shows as its device's "last seen" on the devices page.
        queryClient.invalidateQueries({ queryKey: ['admin', 'devices'] }),
      ]),
  });
