import { describe, expect, it } from 'vitest';
import { enumLabel, knownEnumLabel, yesNoLabel } from './enumLabels';
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
    expect(knownEnumLabel('productType', 'battery', 'en')).toBeUndefined();
    // Inherited names of plain objects are not labels.
    expect(enumLabel('paymentType', 'toString', 'en')).toBe('toString');
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
});
