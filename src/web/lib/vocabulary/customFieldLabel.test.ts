import { describe, expect, it } from 'vitest';
import { customFieldLabel, keyAsWords, keyReadsAsLabel } from './customFieldLabel';

describe('a custom field’s label', () => {
  it('reads a camelCase, snake_case or kebab-case key as words', () => {
    expect(keyAsWords('tipo_telhado')).toBe('Tipo telhado');
    expect(keyAsWords('prazo-entrega')).toBe('Prazo entrega');
  });

  it('gives back the accents Portuguese always writes and the units’ own capitals', () => {
    expect(keyAsWords('dataPrevistaInstalacao')).toBe('Data prevista instalação');
    expect(keyAsWords('observacaoTecnica')).toBe('Observação técnica');
    expect(keyAsWords('cotacaoDolar')).toBe('Cotação dólar');
    expect(keyAsWords('consumoMedioKwh')).toBe('Consumo médio kWh');
    // A unit already in capitals stays one word, in its own spelling.
    expect(keyAsWords('consumoKWh')).toBe('Consumo kWh');
    expect(keyAsWords('potenciaKW')).toBe('Potência kW');
    expect(keyAsWords('geracaoMWhAno')).toBe('Geração MWh ano');
    expect(keyAsWords('numeroCEPResidencial')).toBe('Número CEP residencial');
    expect(keyAsWords('area-util')).toBe('Área útil');
    expect(keyAsWords('kwpInstalado')).toBe('kWp instalado');
    expect(keyAsWords('previsao_comissoes')).toBe('Previsão comissões');
    // A hard c keeps its sound: -cão, not -ção.
    expect(keyAsWords('barracaoObra')).toBe('Barracão obra');
    // A word whose spelling is not certain keeps the key's; a key's word is never an object's.
    expect(keyAsWords('constructor')).toBe('Constructor');
    expect(keyAsWords('origemLead')).toBe('Origem lead');
  });

  it('keeps acronyms in capitals', () => {
    expect(keyAsWords('numeroCEP')).toBe('Número CEP');
    expect(keyAsWords('CNPJDoCliente')).toBe('CNPJ do cliente');
  });

  it('prefers a label the vendor sends and keeps the raw key either way', () => {
    expect(customFieldLabel({ key: 'dtInst', label: 'Data da instalação' })).toEqual({
      label: 'Data da instalação',
      raw: 'dtInst',
    });
    expect(customFieldLabel({ key: 'dtInst' })).toEqual({ label: 'Dt inst', raw: 'dtInst' });
  });

  it('tells when the raw key adds nothing to its label but capitals and accents', () => {
    expect(keyReadsAsLabel('inclinacao', 'Inclinação')).toBe(true);
    expect(keyReadsAsLabel('dataPrevistaInstalacao', 'Data prevista instalação')).toBe(false);
  });

  it('has no label for a field without a key', () => {
    expect(customFieldLabel({ value: 'x' })).toBeUndefined();
    expect(customFieldLabel({ key: '  ' })).toBeUndefined();
  });
});
