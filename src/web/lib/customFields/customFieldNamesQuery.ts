import { queryOptions } from '@tanstack/react-query';
import { customFieldNamesResponse } from '../../../contract/api/customFields';
import { fetchJson } from '../fetchJson';

export const customFieldNamesQueryKey = ['customFields', 'names'] as const;

/** GET /api/custom-fields: the names and formats admins gave custom fields. */
export const customFieldNamesQuery = () =>
  queryOptions({
    queryKey: customFieldNamesQueryKey,
    queryFn: ({ signal }) => fetchJson('/api/custom-fields', customFieldNamesResponse, { signal }),
    // Names change when an admin renames a field (their own page refreshes them at once).
    staleTime: 5 * 60_000,
  });
