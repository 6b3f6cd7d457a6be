import { hashKey, QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChangeActor } from '../../../../contract/api/changeActor';
import type { RequestDetail, RequestPage } from '../../../../contract/api/requests';
import { freshness, governor, page, summaries, summary } from '../../../lib/testing/apiFixtures';
import { applyLiveEvent } from './applyLiveEvent';
import { createInvalidationBatch, type InvalidationBatch } from './invalidationBatch';
import { queriesTouchedBy, type RequestEvent } from './queriesTouchedBy';

const webhook: ChangeActor = { kind: 'sync', source: 'webhook' };
const rows = summaries(3);
const first = rows[0] ?? summary();
const pageKey = ['requests', 'order', 'page', { page: 1, pageSize: 25 }] as const;
const detailKey = ['requests', 'order', 'detail', 'ORD-0001'] as const;

const changed = (fields: string[], request = first): RequestEvent => ({
  kind: 'request.changed',
  request,
  fields,
  actor: webhook,
});

describe('queriesTouchedBy', () => {
  const keys = (event: Parameters<typeof queriesTouchedBy>[0]) => queriesTouchedBy(event).map(hashKey);

  it('names the drawer, the pages and boards of the type, and the activity feed for any change', () => {
    expect(
      queriesTouchedBy({ kind: 'request.changed', request: first, fields: ['name'], actor: webhook }),
    ).toEqual([
      ['requests', 'order', 'detail', 'ORD-0001'],
      ['requests', 'order', 'page'],
      ['board', 'order'],
      ['activity'],
    ]);
    const budget = summary({ type: 'budget', code: 'B-9' });
    expect(keys({ kind: 'request.removed', type: 'budget', code: 'B-9', actor: webhook })).toEqual(
      [
        ['requests', 'budget', 'detail', 'B-9'],
        ['requests', 'budget', 'page'],
        ['board', 'budget'],
        ['activity'],
      ].map(hashKey),
    );
    expect(
      keys({ kind: 'request.changed', request: budget, fields: ['dealStatus'], actor: webhook }),
    ).not.toContain(hashKey(['board', 'order']));
  });

  it('adds the collaborator suggestions when a responsible may have appeared', () => {
    const collaborators = hashKey(['collaborators']);
    expect(keys({ kind: 'request.created', request: first, actor: webhook })).toContain(collaborators);
    expect(
      keys({ kind: 'request.changed', request: first, fields: ['responsible.email'], actor: webhook }),
    ).toContain(collaborators);
    expect(
      keys({ kind: 'request.changed', request: first, fields: ['dealStatus'], actor: webhook }),
    ).not.toContain(collaborators);
  });
});

describe('applyLiveEvent', () => {
  let client: QueryClient;
  let invalidated: string[];
  const batch: InvalidationBatch = {
    invalidate: (queryKey: QueryKey) => invalidated.push(hashKey(queryKey)),
    dispose: () => {},
  };

  beforeEach(() => {
    client = new QueryClient();
    invalidated = [];
  });

  it('shows the new summary in the open drawer at once and hands every touched query to the batch', () => {
    const detail: RequestDetail = {
      summary: first,
      version: 1,
      record: {},
      unreadable: [],
      history: [],
      syncedAt: null,
    };
    client.setQueryData(detailKey, detail);
    client.setQueryData(pageKey, page(rows));
    applyLiveEvent(client, changed(['dealStatus'], { ...first, dealStatus: 'Pago' }), batch);
    expect(client.getQueryData<RequestDetail>(detailKey)?.summary.dealStatus).toBe('Pago');
    // The page is not worked out here: the server says what it holds now.
    expect(client.getQueryData<RequestPage>(pageKey)?.items[0]).toEqual(first);
    expect(invalidated).toEqual(queriesTouchedBy(changed(['dealStatus'])).map(hashKey));

    applyLiveEvent(
      client,
      { kind: 'request.removed', type: 'order', code: 'ORD-0001', actor: webhook },
      batch,
    );
    expect(client.getQueryData<RequestDetail>(detailKey)?.summary.removed).toBe(true);
  });

  it('leaves a drawer that is not open alone', () => {
    applyLiveEvent(client, changed(['name']), batch);
    expect(client.getQueryData(detailKey)).toBeUndefined();
  });

  it('replaces freshness and governor state whole, refetching nothing', () => {
    const fresh = freshness({ upToDateAt: '2025-06-15T12:00:00.000Z' });
    applyLiveEvent(client, { kind: 'sync.progress', freshness: fresh }, batch);
    applyLiveEvent(client, { kind: 'governor.status', governor: governor({ state: 'open' }) }, batch);
    expect(client.getQueryData(['freshness'])).toEqual(fresh);
    expect(client.getQueryData<ReturnType<typeof governor>>(['governor'])?.circuit.state).toBe('open');
    expect(invalidated).toEqual([]);
  });

  it('on resync refetches every query on screen, marking the rest stale', () => {
    client.setQueryData(pageKey, page(rows));
    const spy = vi.spyOn(client, 'invalidateQueries');
    applyLiveEvent(client, { kind: 'resync', reason: 'expired' }, batch);
    expect(spy).toHaveBeenCalledWith({ refetchType: 'active' });
    expect(client.getQueryState(pageKey)?.isInvalidated).toBe(true);
  });
});

describe('createInvalidationBatch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A client whose invalidations are recorded and settle when `settle()` is called. */
  function recordingClient() {
    const client = new QueryClient();
    const calls: unknown[] = [];
    let settle = () => {};
    vi.spyOn(client, 'invalidateQueries').mockImplementation((filters) => {
      calls.push(filters);
      return new Promise<void>((resolve) => {
        const previous = settle;
        settle = () => {
          previous();
          resolve();
        };
      });
    });
    return { client, calls, settle: () => settle() };
  }

  it('refetches each query once for a burst, and only those with an observer', async () => {
    const { client, calls, settle } = recordingClient();
    const batch = createInvalidationBatch(client, { windowMs: 40, isVisible: () => true });
    for (let i = 0; i < 50; i += 1) {
      batch.invalidate(['board', 'order']);
      batch.invalidate(['activity']);
    }
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(40);
    expect(calls).toEqual([
      { queryKey: ['board', 'order'], refetchType: 'active' },
      { queryKey: ['activity'], refetchType: 'active' },
    ]);
    settle();
    batch.dispose();
  });

  it('waits for its refetches before the next, so a steady stream never cancels them', async () => {
    const { client, calls, settle } = recordingClient();
    const batch = createInvalidationBatch(client, { windowMs: 40, isVisible: () => true });
    batch.invalidate(['board', 'order']);
    await vi.advanceTimersByTimeAsync(40);
    expect(calls).toHaveLength(1);
    // Events keep coming while the board is being fetched: held, then one more refetch.
    for (let i = 0; i < 10; i += 1) {
      batch.invalidate(['board', 'order']);
      await vi.advanceTimersByTimeAsync(40);
    }
    expect(calls).toHaveLength(1);
    settle();
    await vi.advanceTimersByTimeAsync(40);
    expect(calls).toHaveLength(2);
    settle();
    batch.dispose();
  });

  it('only marks queries stale while the page is hidden', async () => {
    const { client, calls, settle } = recordingClient();
    const batch = createInvalidationBatch(client, { windowMs: 40, isVisible: () => false });
    batch.invalidate(['board', 'order']);
    await vi.advanceTimersByTimeAsync(40);
    expect(calls).toEqual([{ queryKey: ['board', 'order'], refetchType: 'none' }]);
    settle();
    batch.dispose();
  });

  it('holds refetches while a mutation is pending, and drops what is pending when disposed', async () => {
    const { client, calls, settle } = recordingClient();
    const mutating = vi.spyOn(client, 'isMutating').mockReturnValue(1);
    const batch = createInvalidationBatch(client, { windowMs: 40, isVisible: () => true });
    batch.invalidate(['requests', 'order', 'page']);
    await vi.advanceTimersByTimeAsync(400);
    expect(calls).toEqual([]);
    mutating.mockReturnValue(0);
    await vi.advanceTimersByTimeAsync(40);
    expect(calls).toHaveLength(1);
    settle();

    batch.invalidate(['activity']);
    batch.dispose();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toHaveLength(1);
  });
});
