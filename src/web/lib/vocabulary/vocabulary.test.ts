import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/createTranslator';
import { en } from '../../i18n/messages/en';
import { ptBR } from '../../i18n/messages/pt-BR';
import { describeActor, describeAsSentence } from './describeActor';
import { describeChange } from './describeChange';
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
    expect(formatFieldValue('totalPower', 8200, english)).toBe('8.20\u00a0kWp');
    expect(formatFieldValue('billingDate', '2024-05-01', pt)).toBe('01/05/2024');
    expect(formatFieldValue('payment.status', 'received', pt)).toBe('Recebido');
    expect(formatFieldValue('products[0].type', 'battery', pt)).toBe('Bateria');
    expect(formatFieldValue('products[0].type', 'solarTracker', pt)).toBe(
      'solarTracker (valor não reconhecido)',
    );
    expect(formatFieldValue('kind', 'On Grid', pt)).toBe('On-grid (conectado à rede)');
    expect(formatFieldValue('structure.kind', 'fiberCement', english)).toBe('Fibre-cement roof');
    expect(formatFieldValue('structure.arrangements[0].orientation', 'landscape', pt)).toBe('Paisagem');
    expect(
      formatFieldValue('products[0].dimensions', { width_MM: 1134, weight_KG: 27.5, depth_CM: 4 }, pt),
    ).toBe('largura (mm): 1.134; peso (kg): 27,5; depth_CM (campo não reconhecido): 4');
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
      lines: ['Inclusão de 2 inversores', 'Módulo X, quantidade 20 → 24'],
    });
  });

  it('says each product changed in one line, only the parts that changed, with no gender to get wrong', () => {
    const module = (quantity: number, width: number | undefined) => ({
      productCode: 'M',
      type: 'module',
      name: 'Módulo 550 W',
      quantity,
      dimensions: width === undefined ? undefined : { length_MM: 2278, width_MM: width, weight_KG: 27.5 },
    });
    const inverter = (price: number | null) => ({
      productCode: 'I',
      type: 'inverter',
      name: 'Inversor 5 kW',
      singlePrice: price,
    });
    const change = describeChange(
      { field: 'products', from: [module(10, 1134), inverter(5000)], to: [module(12, 1140), inverter(null)] },
      pt,
    );
    expect(change).toEqual({
      kind: 'lines',
      label: '2 produtos alterados',
      lines: [
        'Módulo 550 W, quantidade 10 → 12, dimensões › largura (mm) 1.134 → 1.140',
        'Inversor 5 kW, sem preço unitário',
      ],
    });
    const arrived = describeChange(
      { field: 'products', from: [module(10, undefined)], to: [module(10, 1134)] },
      pt,
    );
    expect(arrived).toEqual({
      kind: 'lines',
      label: '1 produto alterado',
      lines: ['Módulo 550 W, dimensões: comprimento (mm): 2.278; largura (mm): 1.134; peso (kg): 27,5'],
    });
  });

  it('says a person’s single change of a field people talk about as a sentence', () => {
    const entry = {
      source: 'write' as const,
      actor: { kind: 'person', id: 'u1', name: 'Ana Souza' },
      changes: [
        {
          field: 'responsible',
          from: { name: 'Bruno', surname: 'Lima' },
          to: { name: 'Carla', surname: 'Dias' },
        },
      ],
    };
    expect(describeAsSentence(entry, pt)).toBe('Ana Souza mudou o responsável de Bruno Lima para Carla Dias');
    expect(describeAsSentence({ ...entry, source: 'webhook', actor: null }, pt)).toBeUndefined();
    expect(
      describeAsSentence(
        { ...entry, changes: [{ field: 'payment.status', from: 'requested', to: 'received' }] },
        english,
      ),
    ).toBe('Ana Souza changed the payment status from Requested to Received');
  });

  it('keeps the sentence when a person’s change is recorded as its parts or brings its consequences', () => {
    const actor = { kind: 'person', id: 'u1', name: 'Financeiro A' };
    // A responsible as Painel recorded it before comparing people whole: one part per line.
    const parts = {
      source: 'write' as const,
      actor,
      changes: [
        { field: 'apiSent', from: false, to: true },
        { field: 'responsible.email', from: 'adriana@solarsul.com.br', to: 'marina@painel.local' },
        { field: 'responsible.name', from: 'Adriana', to: 'Marina' },
        { field: 'responsible.surname', from: 'Alves', to: 'Prado' },
      ],
    };
    expect(describeAsSentence(parts, pt)).toBe(
      'Financeiro A mudou o responsável de Adriana Alves para Marina Prado',
    );
    // A payment received says when it was paid and what the card transaction did, beside the status.
    const received = {
      source: 'write' as const,
      actor,
      changes: [
        { field: 'payment.paidAt', from: null, to: '2026-11-28T10:56' },
        { field: 'payment.status', from: 'requested', to: 'received' },
        { field: 'payment.transactionStatus', from: 'pending', to: 'approved' },
      ],
    };
    expect(describeAsSentence(received, pt)).toBe(
      'Financeiro A mudou a situação do pagamento de Solicitado para Recebido',
    );
    // The paid-at moment and the transaction alone are no sentence: they are not what a person did.
    expect(describeAsSentence({ ...received, changes: received.changes.slice(0, 1) }, pt)).toBeUndefined();
    // A status and another field a person changed stay a list.
    expect(
      describeAsSentence(
        { ...received, changes: [...received.changes, { field: 'payment.type', from: 'pix', to: 'boleto' }] },
        pt,
      ),
    ).toBeUndefined();
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
