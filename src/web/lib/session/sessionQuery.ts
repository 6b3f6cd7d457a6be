import { queryOptions } from '@tanstack/react-query';
import { sessionResponse } from '../../../contract/api/session';
import { ApiError, fetchJson } from '../fetchJson';

export const sessionQueryKey = ['session'] as const;

/**
 * Who is calling: the session's user (or wallboard device), or null when nobody is signed in.
 * "Signed out" is an answer, not an error, so the router can send the reader to the login page
 * without an error screen in between.
 */
export const sessionQuery = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: async ({ signal }) => {
      try {
        return await fetchJson('/api/session', sessionResponse, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    // The server ends sessions on its own clock; any 401 from another call clears this at once.
    staleTime: 5 * 60_000,
    retry: false,
  });
