import { describe, expect, it } from 'vitest';
import { parseQueryString, toQueryString } from '../../lib/queryString';
import {
  activeFilterKeys,
  filtersOf,
  readRequestsSearch,
  toListQuery,
  withFilter,
  withoutFilters,
} from './requestsSearch';

describe('the requests view in the URL', () => {
  it('reads every filter, the sort, the page, the columns and the density from a query string', () => {
    const search = readRequestsSearch(
      parseQueryString(
        'q=solar&createdFrom=2024-01-01&createdTo=2024-01-31&updatedFrom=2024-02-01&updatedTo=2024-02-29' +
          '&code=ORD&name=Kit&powerMin=5000&powerMax=10000&uf=SP,RJ&city=Campinas&cnpj=12345678000195' +
          '&responsible=ana@&status=Novo,Em%20an%C3%A1lise&paymentStatus=received&paymentType=pix' +
          '&removed=include&sort=finalValue&dir=desc&page=3&pageSize=50&cols=code,name,finalValue&density=compact',
      ),
    );
    expect(search).toEqual({
      q: 'solar',
      createdFrom: '2024-01-01',
      createdTo: '2024-01-31',
      updatedFrom: '2024-02-01',
      updatedTo: '2024-02-29',
      code: 'ORD',
      name: 'Kit',
      powerMin: 5000,
      powerMax: 10000,
      uf: ['SP', 'RJ'],
      city: 'Campinas',
      cnpj: '12345678000195',
      responsible: 'ana@',
      status: ['Novo', 'Em análise'],
      paymentStatus: ['received'],
      paymentType: ['pix'],
      removed: 'include',
      sort: 'finalValue',
      dir: 'desc',
      page: 3,
      pageSize: 50,
      cols: ['code', 'name', 'finalValue'],
      density: 'compact',
    });
    // Written back, it reads the same: a copied link reproduces the view.
    expect(readRequestsSearch(parseQueryString(toQueryString(search)))).toEqual(search);
  });

  it('drops each parameter that does not validate and keeps the rest', () => {
    const search = readRequestsSearch(
      parseQueryString(
        'uf=SP,XX&page=0&pageSize=999&sort=secret&createdFrom=2024-02-30&density=huge&q=ok&hack=1',
      ),
    );
    expect(search).toEqual({ q: 'ok' });
  });

  it('writes the work queues as 1 and still reads the true of older links and saved views', () => {
    expect(toQueryString(readRequestsSearch({ mine: '1', stalled: '1' }))).toBe('mine=1&stalled=1');
    const old = readRequestsSearch(parseQueryString('mine=true&stalled=true&uf=SP'));
    expect(old).toEqual({ mine: true, stalled: true, uf: ['SP'] });
    expect(toQueryString(old)).toBe('uf=SP&mine=1&stalled=1');
    expect(readRequestsSearch(parseQueryString('mine=0&stalled=false'))).toEqual({});
  });

  it('keeps the known columns of an old link and ignores the ones that no longer exist', () => {
    expect(readRequestsSearch({ cols: 'code,gone,finalValue' }).cols).toEqual(['code', 'finalValue']);
    expect(readRequestsSearch({ cols: 'gone' }).cols).toBeUndefined();
  });

  it('asks the API with the contract defaults and without the display settings', () => {
    const query = toListQuery(readRequestsSearch({ uf: 'SP', cols: 'code', density: 'compact' }));
    expect(query).toEqual({ uf: ['SP'], page: 1, pageSize: 25 });
  });

  it('starts again from the first page when a filter changes', () => {
    const search = readRequestsSearch({ page: '4', uf: 'SP', sort: 'code' });
    expect(withFilter(search, 'city', 'Campinas')).toMatchObject({
      page: undefined,
      city: 'Campinas',
      uf: ['SP'],
    });
    expect(withFilter(search, 'uf', []).uf).toBeUndefined();
  });

  it('clears every filter but keeps sort, page size, columns and density', () => {
    const search = readRequestsSearch(
      parseQueryString(
        'uf=SP&q=x&removed=only&sort=code&dir=asc&pageSize=50&cols=code&density=compact&page=2',
      ),
    );
    const cleared = withoutFilters(search);
    expect(activeFilterKeys(cleared)).toEqual([]);
    expect(cleared).toMatchObject({
      sort: 'code',
      dir: 'asc',
      pageSize: 50,
      cols: ['code'],
      density: 'compact',
    });
    expect(cleared.page).toBeUndefined();
    expect(filtersOf(search)).toMatchObject({ uf: ['SP'], q: 'x', removed: 'only' });
  });
});
