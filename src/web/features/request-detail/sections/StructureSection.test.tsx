import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { v2Record } from '../../../lib/testing/detailFixtures';
import { fieldValue } from '../testing/fieldValue';
import { StructureSection } from './StructureSection';

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim()));

describe('StructureSection', () => {
  it('shows the kind and each arrangement with its module count and translated orientation', () => {
    renderWithProviders(<StructureSection headingId="h" structure={v2Record.structure} />);
    expect(fieldValue('Tipo de estrutura')).toHaveTextContent('telhado cerâmico');
    expect(rowTexts(screen.getByRole('table', { name: 'Arranjos de módulos' }))).toEqual([
      ['Arranjo', 'Linhas', 'Módulos por linha', 'Módulos', 'Orientação'],
      ['1', '3', '5', '15', 'Retrato'],
      ['2', '1', '2', '2', 'Paisagem'],
      ['Total', '17', ''],
    ]);
  });

  it('keeps an arrangement with missing counts or an unknown orientation readable', () => {
    renderWithProviders(
      <StructureSection
        headingId="h"
        structure={{ arrangements: [{ linesAmount: 2, orientation: 'diagonal' }] }}
      />,
    );
    expect(fieldValue('Tipo de estrutura')).toHaveTextContent('não informado');
    const [, row] = rowTexts(screen.getByRole('table'));
    expect(row).toEqual(['1', '2', '—não informado', '—não informado', 'diagonal (valor não reconhecido)']);
  });

  it('says when there is a structure but no arrangement, and when there is no structure', () => {
    const { rerender } = renderWithProviders(
      <StructureSection headingId="h" structure={{ kind: 'solo', arrangements: [] }} />,
    );
    expect(screen.getByText('Nenhum arranjo informado.')).toBeInTheDocument();
    rerender(<StructureSection headingId="h" structure={undefined} />);
    expect(screen.getByText('Este registro não traz a estrutura de montagem.')).toBeInTheDocument();
  });

  it('speaks English', () => {
    renderWithProviders(<StructureSection headingId="h" structure={v2Record.structure} />, { locale: 'en' });
    expect(screen.getByRole('heading', { name: 'Mounting structure' })).toBeInTheDocument();
    expect(screen.getByText('Portrait')).toBeInTheDocument();
  });
});
