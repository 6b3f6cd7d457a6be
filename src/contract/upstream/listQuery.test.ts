import { describe, expect, it } from 'vitest';
import {
  isChangeFeedQuery,
  LIST_QUERY_KEYS,
  listPathParams,
  listQuery,
  listQueryToSearchParams,
  MAX_PAGE_LIMIT,
} from './listQuery';
import { REQUEST_TYPES, UFS } from './enums';

describe('listPathParams', () => {
  it('accepts both request types, page 1 and the largest page, as numbers or path text', () => {
    for (const requestType of REQUEST_TYPES) {
      expect(listPathParams.parse({ requestType, pageNumber: 1, pageLimit: MAX_PAGE_LIMIT })).toEqual({
        requestType,
        pageNumber: 1,
        pageLimit: 50,
      });
    }
    expect(listPathParams.parse({ requestType: 'order', pageNumber: '3', pageLimit: '1' })).toEqual({
      requestType: 'order',
      pageNumber: 3,
      pageLimit: 1,
    });
  });

  it('refuses an unknown request type, page 0, a page limit of 0 or 51, and fractions', () => {
    const base = { requestType: 'order', pageNumber: 1, pageLimit: 10 };
    expect(listPathParams.safeParse({ ...base, requestType: 'company' }).success).toBe(false);
    expect(listPathParams.safeParse({ ...base, pageNumber: 0 }).success).toBe(false);
    expect(listPathParams.safeParse({ ...base, pageNumber: '0' }).success).toBe(false);
    expect(listPathParams.safeParse({ ...base, pageLimit: 51 }).success).toBe(false);
    expect(listPathParams.safeParse({ ...base, pageLimit: '51' }).success).toBe(false);
    expect(listPathParams.safeParse({ ...base, pageLimit: 0 }).success).toBe(false);
    expect(listPathParams.safeParse({ ...base, pageNumber: 1.5 }).success).toBe(false);
    expect(listPathParams.safeParse({ ...base, pageNumber: '1.5' }).success).toBe(false);
    expect(listPathParams.safeParse({ ...base, pageNumber: 'abc' }).success).toBe(false);
  });
});

describe('listQuery', () => {
  it('documents every query parameter of the spec', () => {
    expect(LIST_QUERY_KEYS).toEqual([
      'createdAfter',
      'createdBefore',
      'lastUpdateAfter',
      'lastUpdateBefore',
      'code',
      'name',
      'powerGTE',
      'powerLTE',
      'freightState',
      'freightCity',
      'companyCNPJ',
      'responsibleEmail',
      'removed',
    ]);
  });

  it('reads a full query string as typed values', () => {
    const query = listQuery.parse({
      createdAfter: '2024-02-29',
      createdBefore: '2024-12-31',
      lastUpdateAfter: '2024-01-01',
      lastUpdateBefore: '2024-01-31',
      code: 'ORD',
      name: 'Kit',
      powerGTE: '4000',
      powerLTE: '8200.5',
      freightState: 'SP',
      freightCity: 'Campinas',
      companyCNPJ: '12.345',
      responsibleEmail: 'ana@',
      removed: 'true',
    });
    expect(query.powerGTE).toBe(4000);
    expect(query.powerLTE).toBe(8200.5);
    expect(query.removed).toBe(true);
    expect(listQuery.parse({ removed: 'false' }).removed).toBe(false);
    expect(listQuery.parse({ removed: false, powerGTE: 0 })).toEqual({ removed: false, powerGTE: 0 });
  });

  it('accepts every UF and refuses any other state', () => {
    for (const uf of UFS) expect(listQuery.parse({ freightState: uf }).freightState).toBe(uf);
    expect(listQuery.safeParse({ freightState: 'XX' }).success).toBe(false);
    expect(listQuery.safeParse({ freightState: 'sp' }).success).toBe(false);
  });

  it('refuses dates that are not existing YYYY-MM-DD days', () => {
    for (const date of [
      '2024-02-30',
      '2023-02-29',
      '2024-13-01',
      '2024-00-10',
      '2024-1-5',
      '05/01/2024',
      '',
    ]) {
      expect(listQuery.safeParse({ createdAfter: date }).success, date).toBe(false);
    }
    expect(listQuery.safeParse({ lastUpdateBefore: '2024-02-29T00:00' }).success).toBe(false);
  });

  it('refuses power filters that are not numbers and removed flags that are not booleans', () => {
    expect(listQuery.safeParse({ powerGTE: 'abc' }).success).toBe(false);
    expect(listQuery.safeParse({ powerLTE: '' }).success).toBe(false);
    expect(listQuery.safeParse({ powerLTE: Number.POSITIVE_INFINITY }).success).toBe(false);
    expect(listQuery.safeParse({ removed: 'yes' }).success).toBe(false);
    expect(listQuery.safeParse({ removed: '1' }).success).toBe(false);
  });
});

describe('isChangeFeedQuery and listQueryToSearchParams', () => {
  it('flags a query without any parameter, the one that returns only changes', () => {
    expect(isChangeFeedQuery({})).toBe(true);
    expect(isChangeFeedQuery({ removed: false })).toBe(false);
    expect(isChangeFeedQuery({ createdAfter: '2024-01-01' })).toBe(false);
  });

  it('writes the set parameters in the spec order', () => {
    const params = listQueryToSearchParams({
      removed: true,
      powerGTE: 4000,
      createdAfter: '2024-01-01',
      name: 'a&b',
    });
    expect(params.toString()).toBe('createdAfter=2024-01-01&name=a%26b&powerGTE=4000&removed=true');
    expect(listQuery.parse(Object.fromEntries(params))).toEqual({
      createdAfter: '2024-01-01',
      name: 'a&b',
      powerGTE: 4000,
      removed: true,
    });
  });
});
