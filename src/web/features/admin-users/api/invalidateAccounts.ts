import type { QueryClient } from '@tanstack/react-query';
import { adminSessionsQueryKey } from './adminSessionsQuery';
import { adminUsersQueryKey } from './adminUsersQuery';

/**
 * After any change to an account: its row and the live sessions both move (changing roles,
 * disabling or setting a password ends the person's sessions on the server).
 */
export function invalidateAccounts(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
    queryClient.invalidateQueries({ queryKey: adminSessionsQueryKey }),
  ]).then(() => undefined);
}
