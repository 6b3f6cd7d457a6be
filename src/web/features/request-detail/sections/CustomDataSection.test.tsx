import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { v2Record } from '../../../lib/testing/detailFixtures';
import { fieldValue } from '../test/fieldValue';
import { brl } from '../test/formatted';
import { CustomDataSection } from './CustomDataSection';

describe('CustomDataSection', () => {
  it('renders the fixture values by type, keys as given', () => {
    renderWithProviders(<CustomDataSection headingId="h" fields={v2Record.customData} />);
    expect(fieldValue('obs')).toHaveTextContent('Portão azul');
    expect(fieldValue('andares')).toHaveTextContent('2');
    expect(fieldValue('inclinacao')).toHaveTextContent('17,5');
    const options = within(fieldValue('acessorios')).getAllByRole('listitem');
    expect(options.map((option) => option.textContent)).toEqual(['1', '3', '4']);
  });

  it('renders dates, money, selections and unknown types', () => {
    renderWithProviders(
      <CustomDataSection
        headingId="h"
        fields={[
          { key: 'entrega', value: '2024-04-15', type: 'date' },
          { key: 'sinal', value: 1234.5, type: 'currency' },
          { key: 'taxa', value: 99, type: 'currencyGeneric' },
          { key: 'cor', value: 2, type: 'singleSelect' },
          { key: 'grande', value: 1234567.891, type: 'decimal' },
          { key: 'sem tipo', value: 'livre' },
          { key: 'moeda em texto', value: 'mil reais', type: 'currency' },
          { key: 'vazio', value: '', type: 'text' },
          { key: 'nenhuma opção', value: [], type: 'multiSelect' },
        ]}
      />,
    );
    expect(fieldValue('entrega')).toHaveTextContent('15/04/2024');
    expect(fieldValue('sinal')).toHaveTextContent(brl(1234.5));
    expect(fieldValue('taxa')).toHaveTextContent(brl(99));
    expect(fieldValue('cor')).toHaveTextContent('2');
    expect(fieldValue('grande')).toHaveTextContent('1.234.567,891');
    expect(fieldValue('sem tipo')).toHaveTextContent('livre');
    expect(fieldValue('moeda em texto')).toHaveTextContent('mil reais');
    expect(fieldValue('vazio')).toHaveTextContent('não informado');
    expect(fieldValue('nenhuma opção')).toHaveTextContent('não informado');
  });

  it('formats numbers and money the English way in English', () => {
    renderWithProviders(
      <CustomDataSection
        headingId="h"
        fields={[
          { key: 'sinal', value: 1234.5, type: 'currency' },
          { key: 'x', value: 17.5, type: 'decimal' },
        ]}
      />,
      { locale: 'en' },
    );
    expect(fieldValue('sinal')).toHaveTextContent(brl(1234.5, 'en'));
    expect(fieldValue('x')).toHaveTextContent('17.5');
  });

  it('says briefly that there are no custom fields', () => {
    renderWithProviders(<CustomDataSection headingId="h" fields={undefined} />);
    expect(screen.getByText('Este registro não traz campos personalizados.')).toBeInTheDocument();
  });
});
