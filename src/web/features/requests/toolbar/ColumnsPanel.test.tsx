import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../testing/expectNoAxeViolations';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import type { RequestColumnId } from '../requestColumns';
import { ColumnsPanel } from './ColumnsPanel';

function Harness({ initial, seen }: { initial: RequestColumnId[]; seen: RequestColumnId[][] }) {
  const [columns, setColumns] = useState(initial);
  return (
    <ColumnsPanel
      id="columns"
      visible={columns}
      onChange={(next) => {
        seen.push(next);
        setColumns(next);
      }}
    />
  );
}

function renderPanel(initial: RequestColumnId[], locale: 'pt-BR' | 'en' = 'pt-BR') {
  const seen: RequestColumnId[][] = [];
  const user = userEvent.setup({ delay: null });
  const view = renderWithProviders(<Harness initial={initial} seen={seen} />, { locale });
  const list = () =>
    screen.getByRole('list', { name: locale === 'en' ? 'Column order' : 'Ordem das colunas' });
  const order = () =>
    within(list())
      .getAllByRole('listitem')
      .map((item) => item.dataset.column);
  return { user, seen, list, order, ...view };
}

describe('the column chooser', () => {
  it('lists the visible columns in their order, the code pinned first with nothing to move it', () => {
    const { list, order } = renderPanel(['code', 'name', 'dealStatus', 'finalValue']);
    expect(order()).toEqual(['code', 'name', 'dealStatus', 'finalValue']);
    const code = within(list()).getAllByRole('listitem')[0];
    if (!code) throw new Error('no first row');
    expect(within(code).queryAllByRole('button')).toEqual([]);
    expect(code).toHaveTextContent('A coluna Código fica sempre em primeiro');
    // The first movable column cannot go above the code, the last cannot go further down.
    expect(screen.getByRole('button', { name: 'Mover a coluna Nome para cima' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mover a coluna Valor final para baixo' })).toBeDisabled();
  });

  it('moves a column with its buttons, announces where it went and keeps the focus on the button', async () => {
    const { user, seen, order } = renderPanel(['code', 'name', 'company', 'dealStatus', 'finalValue']);
    const up = screen.getByRole('button', { name: 'Mover a coluna Status para cima' });
    await user.click(up);
    expect(seen.at(-1)).toEqual(['code', 'name', 'dealStatus', 'company', 'finalValue']);
    expect(order()).toEqual(['code', 'name', 'dealStatus', 'company', 'finalValue']);
    expect(screen.getByText('Coluna Status movida para a posição 3 de 5.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(up).toHaveFocus());

    // From the keyboard: Enter on the focused button moves it again; at the top the focus goes
    // to the row's handle, since the button it was on can no longer be pressed.
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['code', 'dealStatus', 'name', 'company', 'finalValue']);
    expect(screen.getByText('Coluna Status movida para a posição 2 de 5.')).toHaveAttribute('role', 'status');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Arrastar a coluna Status' })).toHaveFocus(),
    );

    await user.click(screen.getByRole('button', { name: 'Mover a coluna Nome para baixo' }));
    expect(order()).toEqual(['code', 'dealStatus', 'company', 'name', 'finalValue']);
  });

  it('drags a column from the keyboard by its handle, with instructions and announcements', async () => {
    // jsdom lays nothing out: rows 32 px tall, one under the other, as a browser draws them.
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const row = this.closest('li');
      const index = row?.parentElement ? [...row.parentElement.children].indexOf(row) : 0;
      return DOMRect.fromRect({ x: 0, y: index * 32, width: 320, height: 32 });
    });
    try {
      const { user, seen, order } = renderPanel(['code', 'name', 'company', 'dealStatus']);
      const handle = screen.getByRole('button', { name: 'Arrastar a coluna Status' });
      const instructions = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
      expect(instructions).toHaveTextContent(/pressione espaço ou Enter na alça/);
      handle.focus();
      await user.keyboard(' ');
      expect(await screen.findByText('Coluna Status selecionada na posição 4 de 4.')).toBeInTheDocument();
      await user.keyboard('{ArrowUp}');
      expect(await screen.findByText('Coluna Status sobre a posição 3 de 4.')).toBeInTheDocument();
      await user.keyboard(' ');
      await waitFor(() => expect(order()).toEqual(['code', 'name', 'dealStatus', 'company']));
      expect(seen).toHaveLength(1);
      expect(await screen.findByText('Coluna Status movida para a posição 3 de 4.')).toBeInTheDocument();

      // Escape puts it back where it was.
      handle.focus();
      await user.keyboard(' ');
      await user.keyboard('{ArrowUp}');
      await user.keyboard('{Escape}');
      expect(
        await screen.findByText('Movimento cancelado: coluna Status de volta à posição 3.'),
      ).toBeInTheDocument();
      expect(seen).toHaveLength(1);
    } finally {
      rect.mockRestore();
    }
  });

  it('keeps the order when columns are shown or hidden, a new one coming last', async () => {
    const { user, order } = renderPanel(['code', 'finalValue', 'name']);
    await user.click(screen.getByRole('checkbox', { name: 'Empresa' }));
    expect(order()).toEqual(['code', 'finalValue', 'name', 'company']);
    await user.click(screen.getByRole('checkbox', { name: 'Nome' }));
    expect(order()).toEqual(['code', 'finalValue', 'company']);
  });

  it('speaks English to an English reader', () => {
    renderPanel(['code', 'name', 'dealStatus'], 'en');
    expect(screen.getByRole('button', { name: 'Move the Status column up' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Drag the Name column' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderPanel(['code', 'name', 'dealStatus', 'finalValue']);
    await expectNoAxeViolations(container);
  });
});
