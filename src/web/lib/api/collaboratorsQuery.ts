import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { collaboratorList, type CollaboratorList } from '../../../contract/api/collaborators';
import { fetchJson } from '../fetchJson';

/** How many suggestions the e-mail field offers at once. */
export const SUGGESTION_LIMIT = 8;

/**
 * Responsible collaborators the mirror knows whose name or e-mail contains `search` (all of them,
 * alphabetically, when it is blank). A read of the mirror: no vendor call, so typing is free. The
 * previous suggestions stay while the next load, so the list does not flicker as one types.
 */
export const collaboratorsQuery = (search: string) => {
  const q = search.trim();
  return queryOptions({
    queryKey: ['collaborators', { q, limit: SUGGESTION_LIMIT }] as const,
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ limit: String(SUGGESTION_LIMIT) });
      if (q !== '') params.set('q', q);
      return fetchJson(`/api/collaborators?${params.toString()}`, collaboratorList, { signal });
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
};

/**
 * The name the mirror knows for `email`, from any suggestions already loaded, or null. Used to name
 * the new responsible in the confirmation and on screen without another call.
 */
export function knownCollaboratorName(queryClient: QueryClient, email: string): string | null {
  const wanted = email.trim().toLowerCase();
  for (const [, list] of queryClient.getQueriesData<CollaboratorList>({ queryKey: ['collaborators'] })) {
    const found = list?.items.find((item) => item.email.toLowerCase() === wanted);
    if (found?.name) return found.name;
  }
  return null;
}
