import { describe, expect, it } from 'vitest';
import { requestFilters, requestListQuery } from './requestFilters';

describe('request filters as they arrive in a query string', () => {
  it('reads repeated keys and comma lists as arrays and trims text', () => {
    const parsed = requestFilters.parse({ uf: ['SP', 'RJ,MG'], status: 'Novo', q: '  solar  ', code: '' });
    expect(parsed).toMatchObject({ uf: ['SP', 'RJ', 'MG'], status: ['Novo'], q: 'solar' });
    expect(parsed.code).toBeUndefined();
  });

  it('parses power bounds as numbers and refuses what is not a number', () => {
    expect(requestFilters.parse({ powerMin: '5000', powerMax: '' })).toMatchObject({ powerMin: 5000 });
    expect(requestFilters.safeParse({ powerMin: 'lots' }).success).toBe(false);
  });

  it('refuses an unknown UF, payment status or an impossible date', () => {
    expect(requestFilters.safeParse({ uf: 'XX' }).success).toBe(false);
    expect(requestFilters.safeParse({ paymentStatus: 'paid' }).success).toBe(false);
    expect(requestFilters.safeParse({ createdFrom: '2025-02-30' }).success).toBe(false);
  });

  it('reads the work queues as 1 or true on, 0, false or absent off, and refuses anything else', () => {
    expect(requestFilters.parse({ mine: '1', stalled: 'true' })).toMatchObject({ mine: true, stalled: true });
    const off = requestFilters.parse({ mine: '0', stalled: 'false' });
    expect(off.mine).toBeUndefined();
    expect(off.stalled).toBeUndefined();
    expect(requestFilters.safeParse({ mine: 'yes' }).success).toBe(false);
  });

  it('pages from 1 with a default size and at most 200 rows', () => {
    expect(requestListQuery.parse({})).toMatchObject({ page: 1, pageSize: 25 });
    expect(requestListQuery.safeParse({ pageSize: '201' }).success).toBe(false);
    expect(requestListQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(requestListQuery.safeParse({ sort: 'secret_column' }).success).toBe(false);
  });
});
