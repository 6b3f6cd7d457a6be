import { hashKey, QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Board } from '../../../../contract/api/board';
import type { RequestDetail, RequestPage } from '../../../../contract/api/requests';
import { freshness, governor, page, summaries, summary } from '../../../lib/testing/apiFixtures';
import { applyLiveEvent } from './applyLiveEvent';
import { createInvalidationBatch } from './invalidationBatch';

const rows = summaries(3);
const pageKey = ['requests', 'order', 'page', { page: 1, pageSize: 25 }] as const;
const budgetPageKey = ['requests', 'budget', 'page', { page: 1, pageSize: 25 }] as const;
const detailKey = ['requests', 'order', 'detail', 'ORD-0001'] as const;
const boardKey = ['board', 'order', { cardsPerColumn: 20 }] as const;

const board = (): Board => ({
  columns: [
    {
      status: { name: 'Em análise' },
      name: 'Em análise',
      count: 3,
      sumFinalValue: 59629.5,
      sumTotalPower: 16350,
      cards: rows,
    },
    { status: { name: 'Pago' }, name: 'Pago', count: 0, sumFinalValue: 0, sumTotalPower: 0, cards: [] },
  ],
  total: 3,
});

const detail = (): RequestDetail => ({
  summary: rows[0] ?? summary(),
  record: { code: 'ORD-0001' },
  unreadable: [],
  history: [],
  syncedAt: null,
});

describe('applyLiveEvent', () => {
  let client: QueryClient;
  let invalidated: string[];
  const invalidate = (queryKey: QueryKey, options: { exact?: boolean } = {}) => {
    invalidated.push(`${options.exact ? '=' : '^'}${hashKey(queryKey)}`);
  };
  const exact = (queryKey: QueryKey) => `=${hashKey(queryKey)}`;

  beforeEach(() => {
    client = new QueryClient();
    invalidated = [];
  });

  it('writes a status change into the drawer, the row and the board, and refetches only the drawer', () => {
    client.setQueryData(pageKey, page(rows));
    client.setQueryData(detailKey, detail());
    client.setQueryData(boardKey, board());
    const request = {
      ...rows[0],
      dealStatus: 'Pago',
      statusSince: '2025-06-15T12:00:00.000Z',
    } as (typeof rows)[0];

    applyLiveEvent(client, { kind: 'request.changed', request, fields: ['dealStatus'] }, invalidate);

    expect(client.getQueryData<RequestDetail>(detailKey)?.summary.dealStatus).toBe('Pago');
    expect(client.getQueryData<RequestPage>(pageKey)?.items[0]?.dealStatus).toBe('Pago');
    const columns = client.getQueryData<Board>(boardKey)?.columns;
    expect(columns?.map((column) => [column.count, column.cards.map((card) => card.code)])).toEqual([
      [2, ['ORD-0002', 'ORD-0003']],
      [1, ['ORD-0001']],
    ]);
    expect(invalidated).toContain(exact(detailKey));
    expect(invalidated).not.toContain(exact(pageKey));
    expect(invalidated).not.toContain(exact(boardKey));
    expect(invalidated).toContain(`^${hashKey(['activity'])}`);
  });

  it('marks the pages and boards of the type stale on a created request, and leaves the other type alone', () => {
    client.setQueryData(pageKey, page(rows));
    client.setQueryData(budgetPageKey, page([summary({ type: 'budget', code: 'B-1' })]));
    client.setQueryData(['board', 'order', { q: 'kit' }], board());

    applyLiveEvent(client, { kind: 'request.created', request: summary({ code: 'ORD-0100' }) }, invalidate);

    expect(invalidated).toContain(exact(pageKey));
    expect(invalidated).toContain(exact(['board', 'order', { q: 'kit' }]));
    expect(invalidated).not.toContain(exact(budgetPageKey));
    expect(client.getQueryData<RequestPage>(pageKey)?.items).toHaveLength(3);
  });

  it('shows a removed request as removed in its drawer and rows before the refetch', () => {
    client.setQueryData(pageKey, page(rows));
    client.setQueryData(detailKey, detail());
    applyLiveEvent(client, { kind: 'request.removed', type: 'order', code: 'ORD-0001' }, invalidate);
    expect(client.getQueryData<RequestDetail>(detailKey)?.summary.removed).toBe(true);
    expect(client.getQueryData<RequestPage>(pageKey)?.items[0]?.removed).toBe(true);
    expect(invalidated).toEqual(expect.arrayContaining([exact(detailKey), exact(pageKey)]));
  });

  it('does nothing harmful when no cache holds the request, or a query has no data yet', () => {
    void client.prefetchQuery({ queryKey: pageKey, queryFn: () => new Promise<RequestPage>(() => {}) });
    applyLiveEvent(
      client,
      { kind: 'request.changed', request: summary({ code: 'X' }), fields: ['name'] },
      invalidate,
    );
    expect(client.getQueryData(pageKey)).toBeUndefined();
    expect(client.getQueryData(['requests', 'order', 'detail', 'X'])).toBeUndefined();
    expect(invalidated).toEqual([`^${hashKey(['activity'])}`]);
  });

  it('replaces freshness and governor state whole', () => {
    const fresh = freshness({ upToDateAt: '2025-06-15T12:00:00.000Z' });
    applyLiveEvent(client, { kind: 'sync.progress', freshness: fresh }, invalidate);
    applyLiveEvent(client, { kind: 'governor.status', governor: governor({ state: 'open' }) }, invalidate);
    expect(client.getQueryData(['freshness'])).toEqual(fresh);
    expect(client.getQueryData<ReturnType<typeof governor>>(['governor'])?.circuit.state).toBe('open');
  });

  it('on resync refetches every query on screen, marking the rest stale', async () => {
    client.setQueryData(pageKey, page(rows));
    const spy = vi.spyOn(client, 'invalidateQueries');
    applyLiveEvent(client, { kind: 'resync', reason: 'expired' }, invalidate);
    expect(spy).toHaveBeenCalledWith({ refetchType: 'active' });
    expect(client.getQueryState(pageKey)?.isInvalidated).toBe(true);
  });
});

describe('createInvalidationBatch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('invalidates each query once per window, refetching only those on screen', () => {
    const client = new QueryClient();
    const spy = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    const batch = createInvalidationBatch(client, 300);
    for (let i = 0; i < 50; i += 1) {
      batch.invalidate(pageKey, { exact: true });
      batch.invalidate(['activity']);
    }
    expect(spy).not.toHaveBeenCalled();
    vi.advanceTimersByTime(300);
    expect(spy.mock.calls).toEqual([
      [{ queryKey: pageKey, exact: true, refetchType: 'active' }],
      [{ queryKey: ['activity'], exact: false, refetchType: 'active' }],
    ]);
    batch.invalidate(pageKey, { exact: true });
    batch.dispose();
    vi.advanceTimersByTime(1_000);
    expect(spy).toHaveBeenCalledTimes(2);
  });
});
