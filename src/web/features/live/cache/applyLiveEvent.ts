import type { QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '../../../../contract/api/liveEvents';
import type { RequestDetail } from '../../../../contract/api/requests';
import type { InvalidationBatch } from './invalidationBatch';
import { queriesTouchedBy, type RequestEvent, requestOf } from './queriesTouchedBy';

/** Keys of the team's query-key convention that live events write into whole. */
const FRESHNESS_KEY = ['freshness'] as const;
export const GOVERNOR_KEY = ['governor'] as const;

/** The open drawer shows the request's new summary at once; its record and history are refetched. */
function patchDrawer(client: QueryClient, event: RequestEvent) {
  if (event.kind === 'request.created') return;
  const { type, code } = requestOf(event);
  client.setQueryData<RequestDetail>(['requests', type, 'detail', code], (detail) => {
    if (!detail?.summary) return detail;
    const summary = event.kind === 'request.changed' ? event.request : { ...detail.summary, removed: true };
    return { ...detail, summary };
  });
}

/**
 * Brings the query cache up to date with one live event. Reads come from Painel's mirror, so a
 * change to a request makes what may show it stale (refetched in a batch); freshness and governor
 * state arrive whole; after `resync` everything on screen is refetched (what was missed is unknown).
 */
export function applyLiveEvent(client: QueryClient, event: LiveEvent, batch: InvalidationBatch): void {
  switch (event.kind) {
    case 'request.created':
    case 'request.changed':
    case 'request.removed':
      patchDrawer(client, event);
      for (const queryKey of queriesTouchedBy(event)) batch.invalidate(queryKey);
      return;
    case 'sync.progress':
      client.setQueryData(FRESHNESS_KEY, event.freshness);
      return;
    case 'governor.status':
      client.setQueryData(GOVERNOR_KEY, event.governor);
      return;
    case 'resync':
      void client.invalidateQueries({ refetchType: 'active' });
      return;
  }
}
