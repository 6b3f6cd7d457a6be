import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { issueDeviceResponse } from '../../../../contract/api/devices';
import { sendJson } from '../../../lib/sendJson';
import { adminDevicesQueryKey } from './adminDevicesQuery';

/**
 * POST /api/admin/devices/:id/enrolment: a fresh one-time code for a device that is not revoked
 * (a lost link, an expired code, a screen replaced); its current session ends.
 */
export const reissueEnrolmentMutation = (queryClient: QueryClient) =>
  mutationOptions({
    // The answer holds the one-time code: drop it from the cache as soon as nobody shows it.
    gcTime: 0,
    mutationFn: (id: string) =>
      sendJson(`/api/admin/devices/${encodeURIComponent(id)}/enrolment`, {
        method: 'POST',
        schema: issueDeviceResponse,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminDevicesQueryKey }),
        // Its session, if it had one, is gone from the live sessions on the users page.
        queryClient.invalidateQueries({ queryKey: ['admin', 'sessions'] }),
      ]),
  });
