import { describe, expect, it } from 'vitest';
import { dialableDigits, maskCep, maskCnpj, maskCpf, maskPhone } from './masks';

describe('maskCnpj', () => {
  it('masks digits and keeps an already masked value as it is', () => {
    expect(maskCnpj('12345678000195')).toBe('12.345.678/0001-95');
    expect(maskCnpj('12.345.678/0001-95')).toBe('12.345.678/0001-95');
    expect(maskCnpj(' 12 345 678 0001 95 ')).toBe('12.345.678/0001-95');
  });

  it('masks the alphanumeric CNPJ issued from 2026', () => {
    expect(maskCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });

  it('returns a malformed value unchanged', () => {
    for (const text of ['1234567800019', '123456780001955', '12.345.678/0001-9X', 'não tem', '']) {
      expect(maskCnpj(text), text).toBe(text);
    }
  });
});

describe('maskCpf', () => {
  it('masks digits and a masked value alike', () => {
    expect(maskCpf('12345678909')).toBe('123.456.789-09');
    expect(maskCpf('123.456.789-09')).toBe('123.456.789-09');
  });

  it('returns a malformed value unchanged', () => {
    for (const text of ['1234567890', '123.456.789-0A', 'CPF: 12345678909']) {
      expect(maskCpf(text), text).toBe(text);
    }
  });
});

describe('maskCep', () => {
  it('masks digits and a masked value alike', () => {
    expect(maskCep('01310100')).toBe('01310-100');
    expect(maskCep('01310-100')).toBe('01310-100');
    expect(maskCep('01.310-100')).toBe('01310-100');
  });

  it('returns a malformed value unchanged', () => {
    for (const text of ['0131010', '013101000', 'SP']) expect(maskCep(text), text).toBe(text);
  });
});

describe('maskPhone', () => {
  it('masks cellphones and landlines', () => {
    expect(maskPhone('11912345678')).toBe('(11) 91234-5678');
    expect(maskPhone('1133334444')).toBe('(11) 3333-4444');
    expect(maskPhone('(11) 91234-5678')).toBe('(11) 91234-5678');
    expect(maskPhone('11 3333 4444')).toBe('(11) 3333-4444');
  });

  it('drops the Brazilian country code into the national mask', () => {
    expect(maskPhone('+55 11 91234-5678')).toBe('(11) 91234-5678');
    expect(maskPhone('5511912345678')).toBe('(11) 91234-5678');
  });

  it('masks toll-free numbers without inventing an area code', () => {
    expect(maskPhone('08001234567')).toBe('0800 123 4567');
  });

  it('returns what is not a Brazilian phone unchanged', () => {
    for (const text of [
      '+1 415 555 0123',
      '0123456789',
      '11812345678',
      '1234',
      '11 91234-5678 ramal 12',
      'não atende',
    ]) {
      expect(maskPhone(text), text).toBe(text);
    }
  });
});

describe('dialableDigits', () => {
  it('gives an E.164 number for tel: links', () => {
    expect(dialableDigits('(11) 91234-5678')).toBe('+5511912345678');
    expect(dialableDigits('0800 123 4567')).toBe('08001234567');
    expect(dialableDigits('+1 415 555 0123')).toBeUndefined();
  });
});
