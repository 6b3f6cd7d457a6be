import { describe, expect, it } from 'vitest';
import { describeEnumValue, enumLabel, knownEnumLabel, looksLikeCode, yesNoLabel } from './enumLabels';
import { vendorPowerToKilowattPeak } from './power';
import { FIELD_LABELS, knownFieldLabel } from './fieldLabels';
import { EXPORT_COLUMN_LABELS } from './requestLabels';

describe('the shared labels', () => {
  it('translates a documented value in each language', () => {
    expect(enumLabel('paymentStatus', 'received', 'pt-BR')).toBe('Recebido');
    expect(enumLabel('paymentStatus', 'received', 'en')).toBe('Received');
    expect(enumLabel('paymentType', 'debito', 'pt-BR')).toBe('Cartão de débito');
  });

  it('shows a value the vendor added after the spec exactly as received', () => {
    expect(enumLabel('paymentStatus', 'estornado', 'pt-BR')).toBe('estornado');
    expect(knownEnumLabel('productType', 'cable', 'en')).toBeUndefined();
    // Inherited names of plain objects are not labels.
    expect(enumLabel('paymentType', 'toString', 'en')).toBe('toString');
  });

  it('knows the kinds vendors send however they are written', () => {
    expect(enumLabel('kitKind', 'On Grid', 'pt-BR')).toBe('On-grid (conectado à rede)');
    expect(enumLabel('kitKind', 'ongrid', 'pt-BR')).toBe('On-grid (conectado à rede)');
    expect(enumLabel('kitKind', 'Híbrido', 'en')).toBe('Hybrid (grid and batteries)');
    expect(enumLabel('structureKind', 'fiberCement', 'pt-BR')).toBe('Telhado de fibrocimento');
    expect(enumLabel('structureKind', 'slab', 'pt-BR')).toBe('Laje');
    expect(enumLabel('productType', 'battery', 'pt-BR')).toBe('Bateria');
  });

  it('marks a code it has no words for, and not a person’s words', () => {
    expect(describeEnumValue('structureKind', 'bambooRoof', 'pt-BR')).toEqual({
      text: 'bambooRoof',
      unrecognized: true,
    });
    expect(describeEnumValue('kitKind', 'tipo_3', 'pt-BR').unrecognized).toBe(true);
    expect(describeEnumValue('structureKind', 'Telhado cerâmico', 'pt-BR')).toEqual({
      text: 'Telhado cerâmico',
      unrecognized: false,
    });
    expect(looksLikeCode('Laje')).toBe(false);
  });

  it('has the same field paths in every language', () => {
    expect(Object.keys(FIELD_LABELS.en.fields)).toEqual(Object.keys(FIELD_LABELS['pt-BR'].fields));
    expect(Object.keys(FIELD_LABELS.en.parts)).toEqual(Object.keys(FIELD_LABELS['pt-BR'].parts));
    expect(knownFieldLabel('constructor', 'pt-BR')).toBeUndefined();
  });

  it('gives export columns that are one field the field’s own label', () => {
    expect(EXPORT_COLUMN_LABELS['pt-BR'].paymentType).toBe(knownFieldLabel('payment.type', 'pt-BR'));
    expect(EXPORT_COLUMN_LABELS.en.dealStatus).toBe(knownFieldLabel('dealStatus', 'en'));
    expect(yesNoLabel(false, 'pt-BR')).toBe('Não');
  });

  it('gives a kit’s power in kWp with the screens’ two decimals', () => {
    expect(vendorPowerToKilowattPeak(5450)).toBe(5.45);
    expect(vendorPowerToKilowattPeak(5456)).toBe(5.46);
    expect(vendorPowerToKilowattPeak(10000)).toBe(10);
    // 32745 / 1000 is 32.74499… in binary: the screens say 32,75 kWp, and so must a spreadsheet.
    expect(vendorPowerToKilowattPeak(32745)).toBe(32.75);
    expect(vendorPowerToKilowattPeak(1005)).toBe(1.01);
  });
});
