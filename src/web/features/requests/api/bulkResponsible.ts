import { queryOptions } from '@tanstack/react-query';
import {
  type BulkSelection,
  bulkJobSummary,
  bulkResponsibleBody,
  bulkResponsiblePreview,
} from '../../../../contract/api/bulk';
import { sendJson } from '../../../lib/sendJson';

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
