import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { FILTER_KEYS, type FilterKey, requestFilters } from '../../../contract/api/requestFilters';
import { filterSql } from './filterSql';
import { anonymousContext } from './listContext';

// One value of every filter as a query string carries it: a filter added to the contract fails to
// compile here until it has one.
const QUERY: Record<FilterKey, string> = {
  q: 'solar',
  createdFrom: '2024-01-01',
  createdTo: '2024-01-31',
  createdBefore: '2024-01-31T15:30:00.000Z',
  updatedFrom: '2024-02-01',
  updatedTo: '2024-02-29',
  code: 'ORD-1',
  name: 'Kit Sol',
  powerMin: '5450',
  powerMax: '10000',
  uf: 'SP',
  city: 'Campinas',
  cnpj: '12345678000195',
  responsible: 'ana@',
  responsibleEmail: 'ana@example.com',
  status: 'Em análise',
  paymentStatus: 'received',
  paymentType: 'pix',
  conversion: 'converted',
  paymentReceivedFrom: '2024-03-01',
  paymentReceivedTo: '2024-03-31',
  removed: 'include',
  mine: '1',
  stalled: '1',
  open: '1',
};

const dialect = new PgDialect();
const where = (query: Partial<Record<FilterKey, string>>) =>
  dialect.sqlToQuery(filterSql('order', requestFilters.parse(query), anonymousContext(Date.UTC(2024, 5, 1))));

describe('the list filters in SQL', () => {
  it('gives every filter of the contract its own condition', () => {
    const none = where({});
    for (const key of FILTER_KEYS) expect(where({ [key]: QUERY[key] }), key).not.toEqual(none);
  });

  it('hides removed requests unless the filter says otherwise', () => {
    expect(where({}).sql).toContain('m.removed = $');
    expect(where({}).params).toContain(false);
    expect(where({ removed: 'include' }).sql).toContain('m.removed in (false, true)');
  });

  it('reads a received range in one look at the history, whichever ends it has', () => {
    const looks = (query: Partial<Record<FilterKey, string>>) =>
      where(query).sql.split('(m.type, m.code) in (select').length - 1;
    expect(looks({ paymentReceivedFrom: '2024-03-01', paymentReceivedTo: '2024-03-31' })).toBe(1);
    expect(looks({ paymentReceivedFrom: '2024-03-01' })).toBe(1);
    expect(looks({ paymentReceivedTo: '2024-03-31' })).toBe(1);
  });

  it('treats an empty list and a switched-off queue as no filter', () => {
    const none = where({});
    expect(
      dialect.sqlToQuery(filterSql('order', { uf: [], mine: false }, anonymousContext(Date.UTC(2024, 5, 1)))),
    ).toEqual(none);
  });
});
