import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { GovernorResetRequest } from '../../../../contract/api/governorReset';
import { governorStatus } from '../../../../contract/api/governorStatus';
import { sendJson } from '../../../lib/sendJson';

/**
 * POST /api/admin/governor/reset: the admin confirms that the vendor's support reactivated the
 * account. The answer is the governor's new state, written straight into ['governor'] so the
 * banner on every page goes away at once.
 */
export const resetCircuitMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (request: GovernorResetRequest) =>
      sendJson('/api/admin/governor/reset', { method: 'POST', body: request, schema: governorStatus }),
    onSuccess: (status) => {
      queryClient.setQueryData(['governor'], status);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'governor', 'history'] });
    },
  });
