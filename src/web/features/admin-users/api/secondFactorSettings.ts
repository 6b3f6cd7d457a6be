import { queryOptions } from '@tanstack/react-query';
import { type SecondFactorSettings, secondFactorSettings } from '../../../../contract/api/secondFactor';
import { fetchJson } from '../../../lib/fetchJson';
import { sendJson } from '../../../lib/sendJson';

export const secondFactorSettingsQueryKey = ['admin', 'settings', 'second-factor'] as const;

/** GET /api/admin/settings/second-factor: the roles that require a second factor. */
export const secondFactorSettingsQuery = () =>
  queryOptions({
    queryKey: secondFactorSettingsQueryKey,
    queryFn: ({ signal }) => fetchJson('/api/admin/settings/second-factor', secondFactorSettings, { signal }),
  });

/** PUT /api/admin/settings/second-factor. */
export function saveSecondFactorSettings(body: SecondFactorSettings) {
  return sendJson('/api/admin/settings/second-factor', { method: 'PUT', body, schema: secondFactorSettings });
}
