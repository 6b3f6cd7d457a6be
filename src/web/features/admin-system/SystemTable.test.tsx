import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/expectNoAxeViolations';
import { mockPhoneMedia } from '../../testing/mockPhoneMedia';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { SystemTable, type SystemTableProps } from './SystemTable';

const props: SystemTableProps = {
  caption: 'O que cada prioridade ainda pode usar',
  captionHidden: true,
  columns: [
    { key: 'priority', label: 'Prioridade' },
    { key: 'callsLeft', label: 'Chamadas restantes' },
    { key: 'secondsLeft', label: 'Segundos restantes' },
    { key: 'error', label: 'Erro', long: true },
  ],
  rows: [
    { key: 'write', name: 'Alterações de pessoas', cells: ['408', '42,2', 'nenhum'] },
    { key: 'backfill', name: 'Carga do histórico', cells: ['208', '24,2', 'DeliveryUnusable: no code'] },
  ],
};

describe('SystemTable', () => {
  it('is a table named by its caption on a desktop, each row headed by its name', () => {
    renderWithProviders(<SystemTable {...props} />);
    const table = screen.getByRole('table', { name: 'O que cada prioridade ainda pode usar' });
    const row = within(table).getByRole('row', { name: /Carga do histórico/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Carga do histórico');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['208', '24,2', 'DeliveryUnusable: no code']);
  });

  it('on a phone lists each row with every value under its column label, and no table to scroll', async () => {
    const matchMedia = mockPhoneMedia();
    try {
      const { container } = renderWithProviders(<SystemTable {...props} />);
      const list = await screen.findByRole('list', { name: 'O que cada prioridade ainda pode usar' });
      expect(screen.queryByRole('table')).toBeNull();
      expect(screen.queryByRole('region')).toBeNull();
      const items = within(list).getAllByRole('listitem');
      expect(items).toHaveLength(2);
      const backfill = within(items[1] as HTMLElement);
      expect(backfill.getByText('Carga do histórico')).toBeInTheDocument();
      expect(backfill.getAllByRole('term').map((label) => label.textContent)).toEqual([
        'Chamadas restantes',
        'Segundos restantes',
        'Erro',
      ]);
      expect(backfill.getAllByRole('definition').map((value) => value.textContent)).toEqual([
        '208',
        '24,2',
        'DeliveryUnusable: no code',
      ]);
      await expectNoAxeViolations(container);
    } finally {
      matchMedia.mockRestore();
    }
  });
});
