import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  savedView,
  savedViewList,
  type CreateSavedView,
  type UpdateSavedView,
} from '../../../../contract/api/savedViews';
import type { RequestType } from '../../../../contract/upstream/enums';
import { fetchJson } from '../../../lib/fetchJson';
import { sendCommand, sendJson } from '../../../lib/sendJson';

export const savedViewsKey = (type: RequestType) => ['savedViews', type] as const;

/** The views a person sees for one list: their own and the team's shared ones. */
export const savedViewsQuery = (type: RequestType) =>
  queryOptions({
    queryKey: savedViewsKey(type),
    queryFn: async ({ signal }) =>
      (await fetchJson(`/api/views?type=${type}`, savedViewList, { signal })).views,
    staleTime: 60_000,
  });

/** Create, change and delete views; each refreshes the list of the type it touched. */
export function useSavedViewMutations(type: RequestType) {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: savedViewsKey(type) });
  const create = useMutation({
    mutationFn: (body: CreateSavedView) =>
      sendJson('/api/views', { method: 'POST', body, schema: savedView }),
    onSettled,
  });
  const update = useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateSavedView }) =>
      sendJson(`/api/views/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes, schema: savedView }),
    onSettled,
  });
  const remove = useMutation({
    mutationFn: (id: string) => sendCommand(`/api/views/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled,
  });
  return { create, update, remove };
}
