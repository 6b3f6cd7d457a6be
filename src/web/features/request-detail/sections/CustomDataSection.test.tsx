import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { v2Record } from '../../../lib/testing/detailFixtures';
import { fieldValue } from '../test/fieldValue';
import { brl } from '../test/formatted';
import { CustomDataSection } from './CustomDataSection';

describe('CustomDataSection', () => {
  it('renders the fixture values by type, each key read as words', () => {
    renderWithProviders(<CustomDataSection headingId="h" fields={v2Record.customData} />);
    expect(fieldValue('Obs')).toHaveTextContent('Portão azul');
    expect(fieldValue('Andares')).toHaveTextContent('2');
    expect(fieldValue('Inclinação')).toHaveTextContent('17,5');
    const options = within(fieldValue('Acessórios')).getAllByRole('listitem');
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
    expect(fieldValue('Entrega')).toHaveTextContent('15/04/2024');
    expect(fieldValue('Sinal')).toHaveTextContent(brl(1234.5));
    expect(fieldValue('Taxa')).toHaveTextContent(brl(99));
    expect(fieldValue('Cor')).toHaveTextContent('2');
    expect(fieldValue('Grande')).toHaveTextContent('1.234.567,891');
    expect(fieldValue('Sem tipo')).toHaveTextContent('livre');
    expect(fieldValue('Moeda em texto')).toHaveTextContent('mil reais');
    expect(fieldValue('Vazio')).toHaveTextContent('não informado');
    expect(fieldValue('Nenhuma opção')).toHaveTextContent('não informado');
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
    expect(fieldValue('Sinal')).toHaveTextContent(brl(1234.5, 'en'));
    expect(fieldValue('X')).toHaveTextContent('17.5');
  });

  it('reads a camelCase key as words and keeps the key as received beneath it', () => {
    renderWithProviders(
      <CustomDataSection
        headingId="h"
        fields={[{ key: 'dataPrevistaInstalacao', value: '2024-04-15', type: 'date' }]}
      />,
    );
    expect(fieldValue('Data prevista instalação dataPrevistaInstalacao')).toHaveTextContent('15/04/2024');
    expect(screen.getByText('dataPrevistaInstalacao')).toBeInTheDocument();
  });

  it('says briefly that there are no custom fields', () => {
    renderWithProviders(<CustomDataSection headingId="h" fields={undefined} />);
    expect(screen.getByText('Este registro não traz campos personalizados.')).toBeInTheDocument();
  });
});
