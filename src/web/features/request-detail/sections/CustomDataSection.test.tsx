import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { CustomFieldSetting } from '../../../../contract/api/customFields';
import { customFieldNamesOf } from '../../../../contract/customFields/customFieldName';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import type { Locale } from '../../../i18n/locales';
import { CustomFieldNamesContext } from '../../../lib/customFields/CustomFieldNamesContext';
import { v2Record } from '../../../lib/testing/detailFixtures';
import { fieldValue } from '../testing/fieldValue';
import { brl } from '../testing/formatted';
import { CustomDataSection } from './CustomDataSection';

/** The section as a person sees it once admins named `named`. */
function renderNamed(ui: ReactElement, named: CustomFieldSetting[] = [], locale: Locale = 'pt-BR') {
  return renderWithProviders(
    <CustomFieldNamesContext.Provider value={customFieldNamesOf(named)}>
      {ui}
    </CustomFieldNamesContext.Provider>,
    { locale },
  );
}

describe('CustomDataSection', () => {
  it('names each field as its admin did and reads its value in the chosen format', () => {
    renderNamed(
      <CustomDataSection
        headingId="h"
        fields={[
          { key: 'valorEntrada', value: '1.250,50', type: 'text' },
          { key: 'cf_origem', value: 'Instagram', type: 'text' },
          { key: 'dtInst', value: '15/04/2024', type: 'text' },
          { key: 'financia', value: 'S', type: 'text' },
          { key: 'qtd', value: '12', type: 'text' },
        ]}
      />,
      [
        { key: 'valorEntrada', name: 'Valor de entrada', format: 'money' },
        { key: 'cf_origem', name: 'Origem do cliente' },
        { key: 'dtInst', name: 'Data da instalação', format: 'date' },
        { key: 'financia', name: 'Quer financiamento', format: 'yesNo' },
        { key: 'qtd', name: 'Unidades', format: 'number' },
      ],
    );
    expect(fieldValue('Valor de entrada')).toHaveTextContent(brl(1250.5));
    expect(fieldValue('Origem do cliente')).toHaveTextContent('Instagram');
    expect(fieldValue('Data da instalação')).toHaveTextContent('15/04/2024');
    expect(fieldValue('Quer financiamento')).toHaveTextContent('sim');
    expect(fieldValue('Unidades')).toHaveTextContent('12');
    expect(screen.queryByText('valorEntrada')).toBeNull();
    expect(screen.queryByText(/sem nome/)).toBeNull();
  });

  it('shows a field not yet named as its key exactly as received, marked so, never as words', () => {
    renderNamed(<CustomDataSection headingId="h" fields={v2Record.customData} />);
    expect(fieldValue('obs (sem nome)')).toHaveTextContent('Portão azul');
    expect(fieldValue('andares (sem nome)')).toHaveTextContent('2');
    expect(fieldValue('inclinacao (sem nome)')).toHaveTextContent('17,5');
    const options = within(fieldValue('acessorios (sem nome)')).getAllByRole('listitem');
    expect(options.map((option) => option.textContent)).toEqual(['1', '3', '4']);
    expect(screen.queryByText('Inclinação')).toBeNull();
  });

  it.each([
    ['pt-BR', ['WhatsApp', 'E-mail', '4'], 'Laje'],
    ['en', ['WhatsApp', 'Email', '4'], 'Flat roof'],
  ] as const)("reads a selection's options by the names its admin gave (%s)", (locale, channels, roof) => {
    renderNamed(
      <CustomDataSection
        headingId="h"
        fields={[
          { key: 'canais', value: [1, 3, 4], type: 'multiSelect' },
          { key: 'telhado', value: 2, type: 'singleSelect' },
        ]}
      />,
      [
        {
          key: 'canais',
          name: 'Canais de contato',
          options: [
            { value: '1', name: 'WhatsApp' },
            { value: '3', name: 'E-mail', nameEn: 'Email' },
          ],
        },
        { key: 'telhado', name: 'Telhado', options: [{ value: '2', name: 'Laje', nameEn: 'Flat roof' }] },
      ],
      locale,
    );
    const options = within(fieldValue('Canais de contato')).getAllByRole('listitem');
    // Option 4 has no name yet: its number, as sent.
    expect(options.map((option) => option.textContent)).toEqual(channels);
    expect(fieldValue('Telhado')).toHaveTextContent(roof);
  });

  it('reads a value as the vendor typed it until an admin chooses, and shows what does not fit as sent', () => {
    renderNamed(
      <CustomDataSection
        headingId="h"
        fields={[
          { key: 'entrega', value: '2024-04-15', type: 'date' },
          { key: 'sinal', value: 1234.5, type: 'currency' },
          { key: 'taxa', value: 99, type: 'currencyGeneric' },
          { key: 'grande', value: 1234567.891, type: 'decimal' },
          { key: 'sem tipo', value: 'livre' },
          { key: 'moeda em texto', value: 'mil reais', type: 'currency' },
          { key: 'vazio', value: '', type: 'text' },
          { key: 'nenhuma opção', value: [], type: 'multiSelect' },
        ]}
      />,
    );
    expect(fieldValue('entrega (sem nome)')).toHaveTextContent('15/04/2024');
    expect(fieldValue('sinal (sem nome)')).toHaveTextContent(brl(1234.5));
    expect(fieldValue('taxa (sem nome)')).toHaveTextContent(brl(99));
    expect(fieldValue('grande (sem nome)')).toHaveTextContent('1.234.567,891');
    expect(fieldValue('sem tipo (sem nome)')).toHaveTextContent('livre');
    expect(fieldValue('moeda em texto (sem nome)')).toHaveTextContent('mil reais');
    expect(fieldValue('vazio (sem nome)')).toHaveTextContent('não informado');
    expect(fieldValue('nenhuma opção (sem nome)')).toHaveTextContent('não informado');
  });

  it('uses the English name in English, the pt-BR one where there is none, and English formats', () => {
    renderNamed(
      <CustomDataSection
        headingId="h"
        fields={[
          { key: 'sinal', value: 1234.5, type: 'decimal' },
          { key: 'cf_origem', value: 'Google' },
          { key: 'x', value: 17.5, type: 'decimal' },
        ]}
      />,
      [
        { key: 'sinal', name: 'Sinal', nameEn: 'Deposit', format: 'money' },
        { key: 'cf_origem', name: 'Origem do cliente' },
      ],
      'en',
    );
    expect(fieldValue('Deposit')).toHaveTextContent(brl(1234.5, 'en'));
    expect(fieldValue('Origem do cliente')).toHaveTextContent('Google');
    expect(fieldValue('x (not yet named)')).toHaveTextContent('17.5');
  });

  it('says briefly that there are no custom fields', () => {
    renderNamed(<CustomDataSection headingId="h" fields={undefined} />);
    expect(screen.getByText('Este registro não traz campos personalizados.')).toBeInTheDocument();
  });
});
