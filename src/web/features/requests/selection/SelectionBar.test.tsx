import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { SelectionBar, type SelectionBarProps } from './SelectionBar';

const ticked = { codes: ['ORD-1', 'ORD-2'], allInFilter: false, anchor: null };
const links = {
  xlsx: '/api/requests/order/export.xlsx?codes=ORD-1,ORD-2&lang=pt-BR',
  csv: '/api/requests/order/export.csv?codes=ORD-1,ORD-2&lang=pt-BR',
};

function renderBar(props: Partial<SelectionBarProps> = {}) {
  return renderWithProviders(
    <SelectionBar
      selection={ticked}
      type="order"
      total={40}
      onSelectAllInFilter={() => undefined}
      onClear={() => undefined}
      onChangeResponsible={() => undefined}
      exportLinks={links}
      {...props}
    />,
  );
}

describe('the selection bar', () => {
  it('offers exactly the selected rows as an Excel or CSV download', async () => {
    renderBar();
    await userEvent.click(screen.getByRole('button', { name: 'Exportar seleção' }));
    const xlsx = await screen.findByRole('menuitem', { name: 'Planilha Excel (.xlsx)' });
    expect(xlsx).toHaveAttribute('href', links.xlsx);
    expect(xlsx).toHaveAttribute('download');
    expect(screen.getByRole('menuitem', { name: 'CSV (abre no Excel em português)' })).toHaveAttribute(
      'href',
      links.csv,
    );
  });

  it('says how to export a selection too large to name instead of offering a broken download', async () => {
    renderBar({ exportLinks: null });
    await userEvent.click(screen.getByRole('button', { name: 'Exportar seleção' }));
    expect(
      await screen.findByText(
        'Para exportar mais de 500 pedidos marcados, use “Selecionar todos deste filtro” ou exporte a lista.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Planilha|CSV/ })).not.toBeInTheDocument();
  });

  it('gathers every action in one menu where the line is narrow, so the bar keeps to it', async () => {
    const calls: string[] = [];
    renderBar({
      compact: true,
      onSelectAllInFilter: () => calls.push('all'),
      onChangeResponsible: () => calls.push('responsible'),
    });
    expect(screen.getByRole('region', { name: 'Seleção de pedidos' })).toHaveTextContent('2 selecionados');
    expect(screen.queryByRole('button', { name: 'Trocar responsável' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ações' }));
    expect(await screen.findByRole('menuitem', { name: 'Planilha Excel (.xlsx)' })).toHaveAttribute(
      'href',
      links.xlsx,
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Selecionar todos os 40 deste filtro' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ações' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Trocar responsável' }));
    expect(calls).toEqual(['all', 'responsible']);
  });

  it('counts budgets as budgets on the budgets list', () => {
    renderBar({ type: 'budget' });
    expect(screen.getByRole('region', { name: 'Seleção de orçamentos' })).toHaveTextContent(
      '2 orçamentos selecionados',
    );
    renderBar({ type: 'budget', selection: { ...ticked, allInFilter: true } });
    expect(screen.getByText('Todos os 40 orçamentos deste filtro estão selecionados')).toBeInTheDocument();
  });
});
