import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/expectNoAxeViolations';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ChartWithTable } from './ChartWithTable';
import type { FigureColumn, FigureRow } from './figureRows';

const columns: FigureColumn[] = [
  { key: 'uf', label: 'UF', kind: 'text' },
  { key: 'count', label: 'Pedidos', kind: 'count' },
  { key: 'value', label: 'Valor final', kind: 'money' },
];
const rows: FigureRow[] = [
  { id: 'SP', cells: { uf: 'SP · São Paulo', count: 12, value: 250_000 }, links: { count: '/orders?uf=SP' } },
  {
    id: 'RJ',
    cells: { uf: 'RJ · Rio de Janeiro', count: 3, value: 41_000.5 },
    links: { count: '/orders?uf=RJ' },
  },
];

/** Two figures of a report page: a chart hides its numbers until asked; the other is open. */
function renderFigures() {
  return renderWithProviders(
    <main>
      <ChartWithTable
        title="Por UF de entrega (R$)"
        chart={<svg role="img" aria-label="Barras por UF" />}
        columns={columns}
        rows={rows}
        footer={[{ id: 'without', cells: { uf: 'Sem UF', count: 1, value: 900 } }]}
        fileName="ufs"
      />
      <ChartWithTable title="Maiores vendedores" columns={columns} rows={rows} fileName="leaders" />
    </main>,
  );
}

describe('a figure with its numbers as a table', () => {
  it('keeps a hidden table read aloud but out of the tab order, and shows it on demand', async () => {
    const user = userEvent.setup();
    renderFigures();
    const [hidden] = screen.getAllByRole('link', { name: /12/ });
    expect(hidden).toHaveAttribute('tabindex', '-1');
    const toggle = screen.getByRole('button', { name: 'Mostrar a tabela de “Por UF de entrega (R$)”' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(
      screen.getByRole('button', { name: 'Ocultar a tabela de “Por UF de entrega (R$)”' }),
    ).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('link', { name: /12/ })[0]).not.toHaveAttribute('tabindex');
  });

  it('passes axe with one table in sight and another out of sight', async () => {
    const user = userEvent.setup();
    const { container } = renderFigures();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Mostrar a tabela de “Por UF de entrega (R$)”' }));
    await expectNoAxeViolations(container);
  });
});
