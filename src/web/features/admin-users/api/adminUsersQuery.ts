import { queryOptions } from '@tanstack/react-query';
import { adminUsersResponse } from '../../../../contract/api/users';
import { fetchJson } from '../../../lib/fetchJson';

export const adminUsersQueryKey = ['admin', 'users'] as const;

/** GET /api/admin/users: every account, with its roles and how many sessions it has live. */
export const adminUsersQuery = () =>
  queryOptions({
    queryKey: adminUsersQueryKey,
    queryFn: ({ signal }) => fetchJson('/api/admin/users', adminUsersResponse, { signal }),
  });
