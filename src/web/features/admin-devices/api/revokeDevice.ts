import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { adminDevice } from '../../../../contract/api/devices';
import { sendJson } from '../../../lib/sendJson';
import { adminDevicesQueryKey } from './adminDevicesQuery';

/** DELETE /api/admin/devices/:id: revokes the device for good; its session ends at once. */
export const revokeDeviceMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (id: string) =>
      sendJson(`/api/admin/devices/${encodeURIComponent(id)}`, { method: 'DELETE', schema: adminDevice }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminDevicesQueryKey }),
        // Its session disappears from the live sessions on the users page.
        queryClient.invalidateQueries({ queryKey: ['admin', 'sessions'] }),
      ]),
  });
