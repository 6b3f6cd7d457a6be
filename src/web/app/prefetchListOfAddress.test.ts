import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestPageQuery } from '../features/requests/api/requestPageQuery';
import { readRequestsSearch, toListQuery } from '../features/requests/requestsSearch';
import { prefetchListOfAddress } from './prefetchListOfAddress';

const fetchSpy = vi.fn(() => new Promise<Response>(() => undefined));

afterEach(() => {
  vi.unstubAllGlobals();
  fetchSpy.mockClear();
});

function prefetched(pathname: string, search: string) {
  vi.stubGlobal('fetch', fetchSpy);
  const client = new QueryClient();
  prefetchListOfAddress(client, { pathname, search });
  return client;
}

describe('the list an address shows, fetched before the first render', () => {
  it('is the page the route will ask for, under the same key', () => {
    const client = prefetched('/orders', '?uf=SP&mine=true&cols=code,name');
    const key = requestPageQuery('order', toListQuery(readRequestsSearch({ uf: 'SP', mine: '1' }))).queryKey;
    expect(client.getQueryState(key)?.fetchStatus).toBe('fetching');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(String(fetchSpy.mock.calls.at(0)?.at(0))).toBe(
      '/api/requests/order?uf=SP&mine=1&page=1&pageSize=25',
    );
  });

  it('is the budgets list under a budget drawer', () => {
    prefetched('/budgets/BUD-9', '');
    expect(String(fetchSpy.mock.calls.at(0)?.at(0))).toBe('/api/requests/budget?page=1&pageSize=25');
  });

  it('is nothing on other pages', () => {
    prefetched('/board/orders', '?uf=SP');
    prefetched('/orders-report', '');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
