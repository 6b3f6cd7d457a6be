import { describe, expect, it } from 'vitest';
import { CELLPHONE_MASK, CEP_MASK, CNPJ_MASK, CPF_MASK, TELEPHONE_MASK } from './masks';
import { readRequestRecord } from './readRequestRecord';

describe('documented masks', () => {
  it('match the spec examples and refuse near misses', () => {
    expect(CNPJ_MASK.test('12.345.678/0001-90')).toBe(true);
    expect(CNPJ_MASK.test('12345678000190')).toBe(false);
    expect(CPF_MASK.test('123.456.789-09')).toBe(true);
    expect(CPF_MASK.test('123456789-09')).toBe(false);
    expect(CEP_MASK.test('01310-100')).toBe(true);
    expect(CEP_MASK.test('01310100')).toBe(false);
    expect(CELLPHONE_MASK.test('(11) 98765-4321')).toBe(true);
    expect(CELLPHONE_MASK.test('(11) 8765-4321')).toBe(false);
    expect(TELEPHONE_MASK.test('(19) 3232-1010')).toBe(true);
    expect(TELEPHONE_MASK.test('(19) 93232-1010')).toBe(false);
  });

  it('are not enforced by the reader: a record with other masks is read as is', () => {
    const raw = {
      company: { cnpj: '12345678000190', cpf: '12345678909', address: { CEP: '01310100' } },
      invoice: { telephone: '1932321010' },
      responsible: { cellphone: '+55 11 98765 4321' },
    };
    expect(readRequestRecord(raw)).toEqual({ record: raw, unreadable: [] });
  });
});
