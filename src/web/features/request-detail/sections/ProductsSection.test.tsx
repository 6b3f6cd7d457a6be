import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { v1Record, v2Record } from '../../../lib/testing/detailFixtures';
import { brl } from '../test/formatted';
import { ProductsSection } from './ProductsSection';

const cells = (row: HTMLElement) =>
  [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\s+/g, ' ').trim());

describe('ProductsSection', () => {
  it('lists every item of a v2 record with translated types, prices, centre and structure', () => {
    renderWithProviders(
      <ProductsSection headingId="h" products={v2Record.products} originalValue={v2Record.originalValue} />,
    );
    const items = screen.getByRole('table', { name: 'Itens' });
    const rows = within(items).getAllByRole('row');
    // header, five items, the sum
    expect(rows).toHaveLength(7);
    expect(cells(rows[1] as HTMLElement)).toEqual([
      'Módulo',
      'MOD-550',
      'Módulo 550 W',
      '15',
      brl(900),
      brl(13500),
      'CD Campinas (CPS)',
      `Estrutura cerâmicoTelhado4 × ${brl(350)}`,
    ]);
    expect(rows.slice(1, 6).map((row) => cells(row)[0])).toEqual([
      'Módulo',
      'Inversor',
      'String box',
      'Equipamento complementar',
      'Item extra',
    ]);
    // The cable has no prices at all: dashes, not zeros.
    expect(cells(rows[4] as HTMLElement)).toEqual([
      'Equipamento complementar',
      'CAB-6',
      'Cabo 6 mm²',
      '100',
      '—não informado',
      '—não informado',
      '—não informado',
      '—não informado',
    ]);
    expect(cells(rows[6] as HTMLElement)).toEqual(['Soma', brl(21300), '']);
    expect(screen.getByText('2 itens sem preço total não entram na soma.')).toBeInTheDocument();
    // With items lacking a total, the sum cannot be compared with the original value.
    expect(screen.queryByText(/Os itens somam/)).not.toBeInTheDocument();
  });

  it('shows v2 dimensions per unit with their units, and totals by quantity', () => {
    renderWithProviders(<ProductsSection headingId="h" products={v2Record.products} originalValue={25000} />);
    const table = screen.getByRole('table', { name: 'Dimensões e peso' });
    expect(within(table).getByRole('columnheader', { name: 'Comprimento (mm)' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Volume unitário (m³)' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(cells(rows[1] as HTMLElement)).toEqual([
      'Módulo 550 W',
      '2.278',
      '1.134',
      '35',
      '28,6',
      '0,09',
      '15',
      '429',
      '1,35',
    ]);
    expect(cells(rows.at(-1) as HTMLElement)).toEqual(['Soma', '429', '1,35']);
  });

  it('has no dimensions table for a v1 record, which has no dimensions', () => {
    renderWithProviders(<ProductsSection headingId="h" products={v1Record.products} originalValue={14000} />);
    expect(screen.getByRole('table', { name: 'Itens' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Dimensões e peso' })).not.toBeInTheDocument();
  });

  it('points out, without alarm, items that do not add up to the original value', () => {
    const products = [
      { type: 'module' as const, name: 'A', totalPrice: 1000 },
      { type: 'inverter' as const, name: 'B', totalPrice: 500 },
    ];
    const { rerender } = renderWithProviders(
      <ProductsSection headingId="h" products={products} originalValue={2000} />,
    );
    expect(
      screen.getByText(
        `Os itens somam ${brl(1500)} e o valor original é ${brl(2000)} (diferença de ${brl(500)}). O valor da plataforma pode incluir o que não aparece como item, como estrutura, frete ou serviços.`,
        { normalizer: (text) => text.replace(/\s+/g, ' ') },
      ),
    ).toBeInTheDocument();
    rerender(<ProductsSection headingId="h" products={products} originalValue={1500} />);
    expect(screen.queryByText(/Os itens somam/)).not.toBeInTheDocument();
  });

  it('says briefly that there are no products', () => {
    renderWithProviders(<ProductsSection headingId="h" products={undefined} originalValue={undefined} />);
    expect(screen.getByRole('heading', { name: 'Produtos' })).toBeInTheDocument();
    expect(screen.getByText('Este registro não traz produtos.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('keeps a partial item readable: everything missing shows as not provided', () => {
    renderWithProviders(
      <ProductsSection headingId="h" products={[{ quantity: 2 }]} originalValue={undefined} />,
    );
    const rows = within(screen.getByRole('table', { name: 'Itens' })).getAllByRole('row');
    expect(cells(rows[1] as HTMLElement)).toEqual([
      '—não informado',
      '—não informado',
      '—não informado',
      '2',
      '—não informado',
      '—não informado',
      '—não informado',
      '—não informado',
    ]);
  });

  it('speaks English', () => {
    renderWithProviders(
      <ProductsSection headingId="h" products={v2Record.products} originalValue={25000} />,
      {
        locale: 'en',
      },
    );
    const items = screen.getByRole('table', { name: 'Items' });
    expect(within(items).getByText('Complementary equipment')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Dimensions and weight' })).toBeInTheDocument();
    expect(screen.getByText('2 items without a total price are left out of the sum.')).toBeInTheDocument();
  });
});
