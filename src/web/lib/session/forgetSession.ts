import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from './sessionQuery';

/**
 * Forgets a session that ended: nothing read under it may show to whoever signs in next on this
 * browser, and the app knows nobody is signed in.
 */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.clear();
  queryClient.setQueryData(sessionQueryKey, null);
}
