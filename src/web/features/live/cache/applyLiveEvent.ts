import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Board } from '../../../../contract/api/board';
import type { LiveEvent } from '../../../../contract/api/liveEvents';
import type { RequestDetail, RequestPage } from '../../../../contract/api/requests';
import { boardAfterEvent } from './boardAfterEvent';
import { type CacheOutcome, type RequestEvent, requestEventTarget } from './cacheOutcome';
import type { Invalidate } from './invalidationBatch';
import { pageAfterEvent } from './pageAfterEvent';

/** Keys of the team's query-key convention that live events write into whole. */
export const FRESHNESS_KEY = ['freshness'] as const;
export const GOVERNOR_KEY = ['governor'] as const;
const ACTIVITY_KEY = ['activity'] as const;

/** Every cached answer under `prefix` with data, each through `after`, written back and marked. */
function updateEach<T>(
  client: QueryClient,
  prefix: QueryKey,
  keyPart: number,
  after: (data: T, keyValue: unknown) => CacheOutcome<T>,
  invalidate: Invalidate,
) {
  for (const [queryKey, data] of client.getQueriesData<T>({ queryKey: prefix })) {
    if (data === undefined || data === null) continue;
    const outcome = after(data, queryKey[keyPart]);
    if (outcome.data !== data) client.setQueryData(queryKey, outcome.data);
    if (outcome.stale) invalidate(queryKey, { exact: true });
  }
}

function applyRequestEvent(client: QueryClient, event: RequestEvent, invalidate: Invalidate) {
  const { type, code } = requestEventTarget(event);

  // The open drawer: its summary at once, the record and history it shows by refetching.
  const detailKey = ['requests', type, 'detail', code] as const;
  if (event.kind !== 'request.created') {
    client.setQueryData<RequestDetail>(detailKey, (detail) => {
      if (!detail?.summary) return detail;
      const summary = event.kind === 'request.changed' ? event.request : { ...detail.summary, removed: true };
      return { ...detail, summary };
    });
  }
  if (client.getQueryState(detailKey)) invalidate(detailKey, { exact: true });

  updateEach<RequestPage>(
    client,
    ['requests', type, 'page'],
    3,
    (page, query) => pageAfterEvent(page, query, event),
    invalidate,
  );
  updateEach<Board>(
    client,
    ['board', type],
    2,
    (board, filters) => boardAfterEvent(board, filters, event),
    invalidate,
  );
  invalidate(ACTIVITY_KEY);
}

/**
 * Writes one live event into the query cache: rows, cards, counts and sums in place; the detail,
 * pages and boards it cannot work out, and the activity feed, handed to `invalidate`; freshness and
 * governor state replaced whole; on `resync` everything on screen refetched (what was missed is
 * unknown).
 */
export function applyLiveEvent(client: QueryClient, event: LiveEvent, invalidate: Invalidate): void {
  switch (event.kind) {
    case 'request.created':
    case 'request.changed':
    case 'request.removed':
      applyRequestEvent(client, event, invalidate);
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
