import { queryOptions } from '@tanstack/react-query';
import { adminDevicesResponse } from '../../../../contract/api/devices';
import { fetchJson } from '../../../lib/fetchJson';

export const adminDevicesQueryKey = ['admin', 'devices'] as const;

/** GET /api/admin/devices: every wallboard device, whatever its state. */
export const adminDevicesQuery = () =>
  queryOptions({
    queryKey: adminDevicesQueryKey,
    queryFn: ({ signal }) => fetchJson('/api/admin/devices', adminDevicesResponse, { signal }),
    // "Last seen" and "waiting for enrolment" move while the admin watches a screen being set up.
    refetchInterval: 30_000,
  });
