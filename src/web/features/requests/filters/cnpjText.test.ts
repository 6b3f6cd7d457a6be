import { describe, expect, it } from 'vitest';
import { cnpjCharacters, maskCnpjAsTyped } from './cnpjText';

describe('the CNPJ filter text', () => {
  it('masks as it is typed', () => {
    expect(maskCnpjAsTyped('12')).toBe('12');
    expect(maskCnpjAsTyped('123')).toBe('12.3');
    expect(maskCnpjAsTyped('1234567')).toBe('12.345.67');
    expect(maskCnpjAsTyped('123456780001')).toBe('12.345.678/0001');
    expect(maskCnpjAsTyped('12345678000195')).toBe('12.345.678/0001-95');
  });

  it('keeps only letters and digits, at most 14, for the API', () => {
    expect(cnpjCharacters('12.345.678/0001-95 ')).toBe('12345678000195');
    expect(cnpjCharacters('12.ABC.345/01de-35999')).toBe('12ABC34501DE35');
    expect(maskCnpjAsTyped('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });
});
