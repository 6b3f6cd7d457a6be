import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { type CustomFieldNaming, customFieldSetting } from '../../../../contract/api/customFields';
import { customFieldNamesQueryKey } from '../../../lib/customFields/customFieldNamesQuery';
import { sendCommand, sendJson } from '../../../lib/sendJson';
import { adminCustomFieldsQueryKey } from './adminCustomFieldsQuery';

const fieldUrl = (key: string) => `/api/admin/custom-fields/${encodeURIComponent(key)}`;

/** The page's list and every screen's names read the change at once. */
const refresh = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminCustomFieldsQueryKey }),
    queryClient.invalidateQueries({ queryKey: customFieldNamesQueryKey }),
  ]);

/** PUT /api/admin/custom-fields/:key: names a field and sets how its value reads. */
export const nameCustomFieldMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ key, naming }: { key: string; naming: CustomFieldNaming }) =>
      sendJson(fieldUrl(key), { method: 'PUT', body: naming, schema: customFieldSetting }),
    onSuccess: () => refresh(queryClient),
  });

/** DELETE /api/admin/custom-fields/:key: the field reads as its key again. */
export const forgetCustomFieldMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (key: string) => sendCommand(fieldUrl(key), { method: 'DELETE' }),
    onSuccess: () => refresh(queryClient),
  });
