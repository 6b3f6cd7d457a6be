import { queryOptions } from '@tanstack/react-query';
import { adminCustomFieldsResponse } from '../../../../contract/api/customFields';
import { fetchJson } from '../../../lib/fetchJson';

export const adminCustomFieldsQueryKey = ['admin', 'customFields'] as const;

/** GET /api/admin/custom-fields: every key the mirror holds or an admin named. */
export const adminCustomFieldsQuery = () =>
  queryOptions({
    queryKey: adminCustomFieldsQueryKey,
    queryFn: ({ signal }) => fetchJson('/api/admin/custom-fields', adminCustomFieldsResponse, { signal }),
  });
