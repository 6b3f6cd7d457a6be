import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/createTranslator';
import { en } from '../../i18n/messages/en';
import { ptBR } from '../../i18n/messages/pt-BR';
import { describeActor, describeChange } from './describeChange';
import { fieldLabel, formatFieldValue, type VocabularyContext } from './vocabulary';

const pt: VocabularyContext = { t: createTranslator(ptBR, 'pt-BR'), locale: 'pt-BR' };
const english: VocabularyContext = { t: createTranslator(en, 'en'), locale: 'en' };

describe('the vocabulary for people', () => {
  it('names fields by the contract path, positions ignored, unknown parts never raw', () => {
    expect(fieldLabel('invoice.requestedInvoiceValue', pt)).toBe('Valor pedido na nota');
    expect(fieldLabel('responsible.email', pt)).toBe('Responsável › e-mail');
    expect(fieldLabel('products[3].quantity', english)).toBe('Products › quantity');
    expect(fieldLabel('company.address.city', pt)).toBe('Endereço da empresa › cidade');
    expect(fieldLabel('payment.zzz', pt)).toBe('Pagamento › outro dado');
    expect(fieldLabel('vendorNewField', english)).toBe('Other detail');
  });

  it('formats values: BRL, kWp, local dates, translated or as-received enums, people, lists', () => {
    expect(formatFieldValue('finalValue', 26450.3, pt)).toMatch(/^R\$\s26\.450,30$/);
    expect(formatFieldValue('totalPower', 8200, english)).toBe('8.2\u00a0kWp');
    expect(formatFieldValue('billingDate', '2024-05-01', pt)).toBe('01/05/2024');
    expect(formatFieldValue('payment.status', 'received', pt)).toBe('Recebido');
    expect(formatFieldValue('products[0].type', 'battery', pt)).toBe('battery');
    expect(formatFieldValue('responsible', { name: 'Maria', surname: 'Souza', email: 'm@x' }, pt)).toBe(
      'Maria Souza',
    );
    expect(formatFieldValue('payment.files', [{}, {}], english)).toBe('2 items');
    expect(formatFieldValue('company.address', { city: 'Recife', state: 'PE' }, pt)).toBe(
      'cidade: Recife; UF: PE',
    );
    expect(formatFieldValue('notes', null, english)).toBe('not provided');
  });

  it('describes products item by item, matched by code', () => {
    const change = describeChange(
      {
        field: 'products',
        from: [{ productCode: 'M', type: 'module', name: 'Módulo X', quantity: 20, singlePrice: 900 }],
        to: [
          { productCode: 'M', type: 'module', name: 'Módulo X', quantity: 24, singlePrice: 900 },
          { productCode: 'I1', type: 'inverter' },
          { productCode: 'I2', type: 'inverter' },
        ],
      },
      pt,
    );
    expect(change).toEqual({
      kind: 'lines',
      label: 'Produtos',
      lines: ['2 inversores adicionados', 'Módulo X: quantidade 20 → 24'],
    });
  });

  it('says who: a person in Painel, the vendor, a check; the structured actor too', () => {
    expect(describeActor({ source: 'write', actor: 'maria@x' }, pt)).toBe('maria@x, no Painel');
    expect(describeActor({ source: 'write', actor: { kind: 'person', id: 'u1', name: 'Maria' } }, pt)).toBe(
      'Maria, no Painel',
    );
    expect(describeActor({ source: 'webhook', actor: null }, pt)).toBe('Plataforma do fornecedor');
    expect(describeActor({ source: 'reconcile', actor: { kind: 'reconcile' } }, english)).toBe(
      "Vendor's platform",
    );
  });
});
