import { describe, expect, it } from 'vitest';
import { formatOfVendorType, readCustomValue } from './readCustomValue';

describe('readCustomValue', () => {
  it('reads money and numbers sent as numbers or as a Brazilian or plain text', () => {
    expect(readCustomValue(2500, 'money')).toEqual({ kind: 'money', value: 2500 });
    expect(readCustomValue('1.250,50', 'money')).toEqual({ kind: 'money', value: 1250.5 });
    expect(readCustomValue('R$ 99,9', 'money')).toEqual({ kind: 'money', value: 99.9 });
    expect(readCustomValue('1234.5', 'number')).toEqual({ kind: 'number', value: 1234.5 });
    expect(readCustomValue('mil reais', 'money')).toEqual({ kind: 'text', value: 'mil reais' });
  });

  it('reads days, Brazilian days and instants; an impossible day stays text', () => {
    expect(readCustomValue('2024-04-15', 'date')).toEqual({
      kind: 'date',
      value: '2024-04-15',
      instant: false,
    });
    expect(readCustomValue('15/04/2024', 'date')).toEqual({
      kind: 'date',
      value: '2024-04-15',
      instant: false,
    });
    expect(readCustomValue('2024-04-15T13:00:00Z', 'date')).toEqual({
      kind: 'date',
      value: '2024-04-15T13:00:00Z',
      instant: true,
    });
    expect(readCustomValue('2024-02-30', 'date')).toEqual({ kind: 'text', value: '2024-02-30' });
    expect(readCustomValue(20240415, 'date')).toEqual({ kind: 'text', value: '20240415' });
  });

  it('reads yes and no in both languages, with or without accents', () => {
    for (const yes of ['Sim', 'S', 'yes', 'true', 1, '1']) {
      expect(readCustomValue(yes, 'yesNo')).toEqual({ kind: 'yesNo', value: true });
    }
    for (const no of ['Não', 'nao', 'N', 'false', 0]) {
      expect(readCustomValue(no, 'yesNo')).toEqual({ kind: 'yesNo', value: false });
    }
    expect(readCustomValue('talvez', 'yesNo')).toEqual({ kind: 'text', value: 'talvez' });
  });

  it('says nothing of blanks and empty lists, and keeps a selection as its options', () => {
    expect(readCustomValue('  ', 'text')).toEqual({ kind: 'absent' });
    expect(readCustomValue(undefined, 'money')).toEqual({ kind: 'absent' });
    expect(readCustomValue([], 'text')).toEqual({ kind: 'absent' });
    expect(readCustomValue([1, 3], 'number')).toEqual({ kind: 'list', values: ['1', '3'] });
    expect(readCustomValue({ nested: true }, 'text')).toEqual({ kind: 'absent' });
  });

  it("reads a selection's options by the names given, an option without one as sent", () => {
    const options = new Map([
      ['1', 'WhatsApp'],
      ['3', 'E-mail'],
    ]);
    expect(readCustomValue([1, 3, 7], 'text', options)).toEqual({
      kind: 'list',
      values: ['WhatsApp', 'E-mail', '7'],
    });
    // A single selection sends one number; the option's name wins over the field's format.
    expect(readCustomValue(3, 'number', options)).toEqual({ kind: 'text', value: 'E-mail' });
    expect(readCustomValue(' 1 ', 'text', options)).toEqual({ kind: 'text', value: 'WhatsApp' });
    expect(readCustomValue(2, 'number', options)).toEqual({ kind: 'number', value: 2 });
  });

  it('follows the vendor type when no admin chose', () => {
    expect(formatOfVendorType('currencyGeneric')).toBe('money');
    expect(formatOfVendorType('integer')).toBe('number');
    expect(formatOfVendorType('date')).toBe('date');
    expect(formatOfVendorType('singleSelect')).toBe('text');
    expect(formatOfVendorType(undefined)).toBe('text');
  });
});
