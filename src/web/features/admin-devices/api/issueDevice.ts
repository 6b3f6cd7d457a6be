import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { issueDeviceResponse, type IssueDeviceRequest } from '../../../../contract/api/devices';
import { sendJson } from '../../../lib/sendJson';
import { adminDevicesQueryKey } from './adminDevicesQuery';

/**
 * POST /api/admin/devices: a new wallboard device and its one-time enrolment code and link. The
 * server keeps only the code's hash, so this answer is the only time anyone sees it.
 */
export const issueDeviceMutation = (queryClient: QueryClient) =>
  mutationOptions({
    // The answer holds the one-time code: drop it from the cache as soon as nobody shows it.
    gcTime: 0,
    mutationFn: (body: IssueDeviceRequest) =>
      sendJson('/api/admin/devices', { method: 'POST', body, schema: issueDeviceResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminDevicesQueryKey }),
  });
