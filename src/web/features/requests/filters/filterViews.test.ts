import { describe, expect, it } from 'vitest';
import { FILTER_KEYS, type FilterKey, requestFilters } from '../../../../contract/api/requestFilters';
import { createTranslator } from '../../../i18n/createTranslator';
import type { Locale } from '../../../i18n/locales';
import { en } from '../../../i18n/messages/en';
import { ptBR } from '../../../i18n/messages/pt-BR';
import { type ChipWords, chipText, FILTER_VIEWS } from './filterViews';

// One value of every filter as a link carries it: a filter added to the contract fails to compile
// here until it has one.
const LINK: Record<FilterKey, string> = {
  q: 'solar',
  createdFrom: '2024-01-01',
  createdTo: '2024-01-31',
  createdBefore: '2024-01-31T15:30:00.000Z',
  updatedFrom: '2024-02-01',
  updatedTo: '2024-02-29',
  code: 'ORD-1',
  name: 'Kit Sol',
  powerMin: '5450',
  powerMax: '10000',
  uf: 'SP',
  city: 'Campinas',
  cnpj: '12345678000195',
  responsible: 'ana@',
  responsibleEmail: 'ana@example.com',
  status: 'Em análise',
  paymentStatus: 'received',
  paymentType: 'pix',
  conversion: 'withoutBudget',
  paymentReceivedFrom: '2024-03-01',
  paymentReceivedTo: '2024-03-31',
  removed: 'only',
  mine: '1',
  stalled: '1',
  open: '1',
};

function chipsIn(locale: Locale): { texts: string[]; missing: string[] } {
  const missing: string[] = [];
  const words: ChipWords = {
    t: createTranslator(locale === 'en' ? en : ptBR, locale, (key) => missing.push(key)),
    locale,
  };
  const filters = requestFilters.parse(LINK);
  const texts = FILTER_KEYS.map((key) => {
    const value = filters[key];
    return chipText(key, Array.isArray(value) ? value[0] : value, words);
  });
  return { texts, missing };
}

describe('the filter registry of the requests lists', () => {
  it('gives every filter of the contract a control and a chip', () => {
    expect(Object.keys(FILTER_VIEWS).sort()).toEqual([...FILTER_KEYS].sort());
    for (const key of FILTER_KEYS) expect(FILTER_VIEWS[key].control, key).toBeDefined();
  });

  it("sets a range's end with its start, and has one filter per control of its own", () => {
    const views = Object.values(FILTER_VIEWS);
    const ranges = views.flatMap(({ control }) =>
      typeof control === 'object' && 'days' in control ? [control.to] : [],
    );
    const ends = FILTER_KEYS.filter((key) => {
      const { control } = FILTER_VIEWS[key];
      return typeof control === 'object' && 'setBy' in control && control.setBy === 'its start';
    });
    expect(ranges.sort()).toEqual(ends.sort());
    const own = views.flatMap(({ control }) => (typeof control === 'string' ? [control] : []));
    expect(new Set(own).size).toBe(own.length);
  });

  it("words every filter's chip in pt-BR, each key in the dictionary", () => {
    const { texts, missing } = chipsIn('pt-BR');
    expect(missing).toEqual([]);
    expect(texts).toEqual([
      'Busca: solar',
      'Criado a partir de 01/01/2024',
      'Criado até 31/01/2024',
      'Criado antes de 31/01/2024, 15:30',
      'Alterado a partir de 01/02/2024',
      'Alterado até 29/02/2024',
      'Código: ORD-1',
      'Nome: Kit Sol',
      'Potência ≥ 5,45\u00a0kWp',
      'Potência ≤ 10,00\u00a0kWp',
      'UF: SP',
      'Cidade: Campinas',
      'CNPJ: 12.345.678/0001-95',
      'Responsável: ana@',
      'Responsável: ana@example.com',
      'Status: Em análise',
      'Pagamento: Recebido',
      'Forma de pagamento: Pix',
      'Sem orçamento',
      'Pagamento recebido a partir de 01/03/2024',
      'Pagamento recebido até 31/03/2024',
      'Somente removidos',
      'Meus',
      'Parados',
      'Em andamento',
    ]);
  });

  it("words every filter's chip in English too, with nothing left untranslated", () => {
    const { texts, missing } = chipsIn('en');
    expect(missing).toEqual([]);
    for (const text of texts) expect(text).not.toMatch(/[{}]|requests\./);
    expect(texts).toContain('Without a budget');
    expect(texts).toContain('Removed only');
  });

  it("has every panel control's label in both dictionaries", () => {
    for (const key of FILTER_KEYS) {
      const { control } = FILTER_VIEWS[key];
      if (typeof control !== 'object' || 'setBy' in control) continue;
      const label = 'text' in control ? control.text : 'power' in control ? control.power : control.days;
      expect(ptBR[label], key).toBeTruthy();
      expect(en[label], key).toBeTruthy();
    }
  });
});
