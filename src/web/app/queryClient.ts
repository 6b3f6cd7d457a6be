import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/fetchJson';

export interface QueryClientOptions {
  /** Any call answered 401 means the session ended: the app shows the login page. */
  onUnauthorized?: () => void;
}

function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

// Reads come from Painel's own mirror, never from the vendor, so refetching is cheap;
// still, a short staleTime keeps tab switches from flooding the backend.
export function createQueryClient({ onUnauthorized }: QueryClientOptions = {}) {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (isUnauthorized(error)) onUnauthorized?.();
      },
    }),
    mutationCache: new MutationCache({
      // A mutation that expects a 401 as an ordinary answer (a wrong password) says so in its meta.
      onError: (error, _variables, _context, mutation) => {
        if (isUnauthorized(error) && !mutation.meta?.expectsUnauthorized) onUnauthorized?.();
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        refetchOnWindowFocus: true,
        // A refusal will not change on its own; retrying it only delays the message.
        retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
      },
    },
  });
}
