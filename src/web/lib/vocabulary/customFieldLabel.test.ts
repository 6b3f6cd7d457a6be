import { describe, expect, it } from 'vitest';
import { customFieldLabel, keyAsWords } from './customFieldLabel';

describe('a custom field’s label', () => {
  it('reads a camelCase, snake_case or kebab-case key as words', () => {
    expect(keyAsWords('dataPrevistaInstalacao')).toBe('Data prevista instalacao');
    expect(keyAsWords('tipo_telhado')).toBe('Tipo telhado');
    expect(keyAsWords('area-util')).toBe('Area util');
  });

  it('keeps acronyms in capitals', () => {
    expect(keyAsWords('numeroCEP')).toBe('Numero CEP');
    expect(keyAsWords('CNPJDoCliente')).toBe('CNPJ do cliente');
  });

  it('prefers a label the vendor sends and keeps the raw key either way', () => {
    expect(customFieldLabel({ key: 'dtInst', label: 'Data da instalação' })).toEqual({
      label: 'Data da instalação',
      raw: 'dtInst',
    });
    expect(customFieldLabel({ key: 'dtInst' })).toEqual({ label: 'Dt inst', raw: 'dtInst' });
  });

  it('has no label for a field without a key', () => {
    expect(customFieldLabel({ value: 'x' })).toBeUndefined();
    expect(customFieldLabel({ key: '  ' })).toBeUndefined();
  });
});
