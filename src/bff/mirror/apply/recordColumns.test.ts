import { describe, expect, it } from 'vitest';
import { recordColumns } from './recordColumns';
import { recordWith } from '../testing/requestRecords';

describe('the typed columns of a record', () => {
  it('takes the creation time of an order from orderCreated, falling back to budgetCreated', () => {
    const record = recordWith({});
    expect(recordColumns('order', record).createdAt?.toISOString()).toBe('2024-03-05T09:00:00.000Z');
    expect(recordColumns('budget', record).createdAt?.toISOString()).toBe('2024-03-01T12:30:45.123Z');
    expect(recordColumns('order', recordWith({}, ['orderCreated'])).createdAt?.toISOString()).toBe(
      '2024-03-01T12:30:45.123Z',
    );
    expect(recordColumns('order', { orderCreated: 'not a date' }).createdAt).toBeNull();
  });

  it('joins the responsible name, keeps CNPJ digits, upper-cases the UF and trims texts', () => {
    const columns = recordColumns('order', {
      responsible: { name: ' Bruno ', surname: 'Lima' },
      company: { cnpj: '12.345.678/0001-90', companyName: '  ' },
      freight: { address: { state: 'sp ', city: ' Campinas' } },
    });
    expect(columns).toMatchObject({
      responsibleName: 'Bruno Lima',
      companyCnpjDigits: '12345678000190',
      companyName: null,
      freightState: 'SP',
      freightCity: 'Campinas',
    });
  });

  it('makes every absent field null and an absent removed false', () => {
    const columns = recordColumns('budget', {});
    expect(Object.entries(columns).filter(([, value]) => value !== null)).toEqual([['removed', false]]);
  });

  it('keeps money too large for the column in the record only', () => {
    expect(recordColumns('order', { finalValue: 1e13, originalValue: 10.5 })).toMatchObject({
      finalValue: null,
      originalValue: 10.5,
    });
  });
});
