import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../testing/expectNoAxeViolations';
import { mockPhoneMedia } from '../../../testing/mockPhoneMedia';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { v1Record, v2Record } from '../../../lib/testing/detailFixtures';
import { brl } from '../testing/formatted';
import { ProductsSection } from './ProductsSection';

const cells = (row: HTMLElement) =>
  [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\s+/g, ' ').trim());

describe('ProductsSection', () => {
  it('lists every item of a v2 record with translated types, prices, centre and, under its name, structure', () => {
    renderWithProviders(
      <ProductsSection headingId="h" products={v2Record.products} originalValue={v2Record.originalValue} />,
    );
    const items = screen.getByRole('table', { name: 'Itens' });
    const rows = within(items).getAllByRole('row');
    // header, five items, the sum
    expect(rows).toHaveLength(7);
    expect(cells(rows[1] as HTMLElement)).toEqual([
      `Módulo 550 WEstrutura: Estrutura cerâmico · Telhado · 4 × ${brl(350)}`,
      'Módulo',
      'MOD-550',
      '15',
      brl(900),
      brl(13500),
      'CD Campinas (CPS)',
    ]);
    // Only the items that have a structure say so: no column of dashes for the others.
    expect(within(items).queryByRole('columnheader', { name: 'Estrutura' })).toBeNull();
    expect(within(items).getAllByText(/^Estrutura:/)).toHaveLength(1);
    expect(rows.slice(1, 6).map((row) => cells(row)[1])).toEqual([
      'Módulo',
      'Inversor',
      'String box',
      'Equipamento complementar',
      'Item extra',
    ]);
    // The cable has no prices at all: dashes, not zeros.
    expect(cells(rows[4] as HTMLElement)).toEqual([
      'Cabo 6 mm²',
      'Equipamento complementar',
      'CAB-6',
      '100',
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

  it('shows a small unit volume (a metre of cable) instead of rounding it to 0', () => {
    renderWithProviders(
      <ProductsSection
        headingId="h"
        products={[
          {
            name: 'Cabo Solar 6mm² (metro)',
            quantity: 290,
            dimensions: { length_MM: 1000, width_MM: 10, height_MM: 10, weight_KG: 0.07, volume_M3: 0.0001 },
          },
        ]}
        originalValue={undefined}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Dimensões e peso' })).getAllByRole('row');
    expect(cells(rows[1] as HTMLElement)).toEqual([
      'Cabo Solar 6mm² (metro)',
      '1.000',
      '10',
      '10',
      '0,07',
      '0,0001',
      '290',
      '20,3',
      '0,029',
    ]);
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

  it('keeps a partial item readable: what is missing shows as not provided, a column no item fills is left out', () => {
    renderWithProviders(
      <ProductsSection
        headingId="h"
        products={[{ quantity: 2 }, { name: 'Inversor 5 kW', productCode: 'INV-5' }]}
        originalValue={undefined}
      />,
    );
    const table = screen.getByRole('table', { name: 'Itens' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Produto', 'Código', 'Qtd.', 'Preço unitário', 'Total']);
    const rows = within(table).getAllByRole('row');
    expect(cells(rows[1] as HTMLElement)).toEqual([
      '—não informado',
      '—não informado',
      '2',
      '—não informado',
      '—não informado',
    ]);
    expect(cells(rows.at(-1) as HTMLElement)).toEqual(['Soma', brl(0)]);
  });

  it('on a phone lists each item with its values under their labels, prices and sums included', async () => {
    const matchMedia = mockPhoneMedia();
    try {
      const { container } = renderWithProviders(
        <ProductsSection headingId="h" products={v2Record.products} originalValue={v2Record.originalValue} />,
      );
      expect(screen.queryByRole('table')).toBeNull();
      const items = screen.getByRole('list', { name: 'Itens' });
      const rows = within(items).getAllByRole('listitem');
      // five items, the sum
      expect(rows).toHaveLength(6);
      const first = rows[0] as HTMLElement;
      expect(first).toHaveTextContent(/^Módulo 550 WEstrutura: Estrutura cerâmico/);
      const value = (row: HTMLElement, label: string) =>
        within(row)
          .getByText(label, { selector: 'dt' })
          .nextElementSibling?.textContent?.replace(/\s+/g, ' ');
      expect(value(first, 'Código')).toBe('MOD-550');
      expect(value(first, 'Preço unitário')).toBe(brl(900));
      expect(value(first, 'Total')).toBe(brl(13500));
      expect(value(rows.at(-1) as HTMLElement, 'Total')).toBe(brl(21300));
      const dimensions = within(screen.getByRole('list', { name: 'Dimensões e peso' })).getAllByRole(
        'listitem',
      );
      expect(value(dimensions[0] as HTMLElement, 'Comprimento (mm)')).toBe('2.278');
      expect(value(dimensions.at(-1) as HTMLElement, 'Peso total (kg)')).toBe('429');
      await expectNoAxeViolations(container);
    } finally {
      matchMedia.mockRestore();
    }
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
