import { describe, expect, it } from 'vitest';
import { customFieldNamesOf } from '../../../contract/customFields/customFieldName';
import { createTranslator } from '../../i18n/createTranslator';
import { en } from '../../i18n/messages/en';
import { ptBR } from '../../i18n/messages/pt-BR';
import { describeChange } from './describeChange';

const names = customFieldNamesOf([
  { key: 'valorEntrada', name: 'Valor de entrada', nameEn: 'Down payment', format: 'money' },
  { key: 'cf_origem', name: 'Origem do cliente' },
  {
    key: 'canais',
    name: 'Canais de contato',
    options: [
      { value: '1', name: 'WhatsApp' },
      { value: '2', name: 'Telefone', nameEn: 'Phone' },
    ],
  },
]);
const ptContext = { t: createTranslator(ptBR, 'pt-BR'), locale: 'pt-BR' as const, customFields: names };

describe('a change of custom fields in the history', () => {
  it('says each field changed by the name and in the format admins gave, one line each', () => {
    const described = describeChange(
      {
        field: 'customData',
        from: [
          { key: 'valorEntrada', value: 1000, type: 'decimal' },
          { key: 'cf_origem', value: 'Instagram', type: 'text' },
          { key: 'andares', value: 2, type: 'integer' },
        ],
        to: [
          { key: 'valorEntrada', value: 2500, type: 'decimal' },
          { key: 'cf_origem', value: 'Instagram', type: 'text' },
          { key: 'andares', value: 3, type: 'integer' },
          { key: 'cf_novo', value: 'sim', type: 'text' },
        ],
      },
      ptContext,
    );
    expect(described.label).toBe('Campos personalizados');
    expect(described.kind === 'lines' ? described.lines : []).toEqual([
      'Valor de entrada: R$\u00a01.000,00 → R$\u00a02.500,00',
      // Not yet named: the key as received, said to be one; never words guessed from it.
      'andares (sem nome): 2 → 3',
      'cf_novo (sem nome): sem informação → sim',
    ]);
  });

  it('uses the English name in English, and the pt-BR one where there is none', () => {
    const described = describeChange(
      {
        field: 'customData',
        from: [
          { key: 'valorEntrada', value: 1000 },
          { key: 'cf_origem', value: 'Instagram' },
          { key: 'canais', value: [1], type: 'multiSelect' },
        ],
        to: [
          { key: 'valorEntrada', value: '1.500,00' },
          { key: 'canais', value: [1, 2, 5], type: 'multiSelect' },
        ],
      },
      { t: createTranslator(en, 'en'), locale: 'en', customFields: names },
    );
    expect(described.kind === 'lines' ? described.lines : []).toEqual([
      'Down payment: R$1,000.00 → R$1,500.00',
      // Options by their names (English where given), one nobody named as its number.
      'Canais de contato: WhatsApp → WhatsApp, Phone, 5',
      'Origem do cliente: Instagram → not provided',
    ]);
  });
});
