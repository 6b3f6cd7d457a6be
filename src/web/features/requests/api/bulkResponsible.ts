import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  type BulkSelection,
  bulkJobSummary,
  bulkResponsibleBody,
  bulkResponsiblePreview,
} from '../../../../contract/api/bulk';
import { collaboratorList } from '../../../../contract/api/collaborators';
import { fetchJson } from '../../../lib/fetchJson';
import { sendJson } from '../../../lib/sendJson';

/** Collaborators the mirror knows whose name or e-mail contains `search`: no vendor call. */
export const bulkCollaboratorsQuery = (search: string) => {
  const q = search.trim();
  return queryOptions({
    queryKey: ['collaborators', { q, limit: 8 }] as const,
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ limit: '8' });
      if (q !== '') params.set('q', q);
      return fetchJson(`/api/collaborators?${params.toString()}`, collaboratorList, { signal });
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
};

/** What handing the selection to `email` changes and costs; a read, nothing is sent to the vendor. */
export const bulkPreviewQuery = (selection: BulkSelection, email: string) =>
  queryOptions({
    queryKey: ['bulk-preview', selection, email.trim().toLowerCase()] as const,
    queryFn: () =>
      sendJson('/api/bulk/responsible/preview', {
        method: 'POST',
        body: bulkResponsibleBody.parse({ selection, email: email.trim() }),
        schema: bulkResponsiblePreview,
      }),
    staleTime: 15_000,
    retry: false,
  });

/** Starts the job; the server answers its summary. */
export function startBulkResponsible(selection: BulkSelection, email: string) {
  return sendJson('/api/bulk/responsible', {
    method: 'POST',
    body: bulkResponsibleBody.parse({ selection, email: email.trim() }),
    schema: bulkJobSummary,
  });
}
