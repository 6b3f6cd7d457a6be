import type { RouterHistory } from '@tanstack/react-router';
import { sessionQueryKey } from '../lib/session/sessionQuery';
import { createQueryClient } from './queryClient';
import { createAppRouter } from './router';

/**
 * The data cache and the router, wired together: every 401 forgets the session and shows the login
 * page, which brings the reader back to where they were once signed in again.
 */
export function createAppInstance(history?: RouterHistory) {
  const queryClient = createQueryClient({
    onUnauthorized: () => {
      queryClient.setQueryData(sessionQueryKey, null);
      const { pathname, href } = router.state.location;
      if (pathname !== '/login') void router.navigate({ to: '/login', search: { redirect: href } });
    },
  });
  const router = createAppRouter(queryClient, { history });
  return { queryClient, router };
}
