import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { BulkResponsibleDialog } from './BulkResponsibleDialog';

const server = setupServer(
  http.get('/api/collaborators', () =>
    HttpResponse.json({ items: [{ email: 'ana@example.com', name: 'Ana Souza', requests: 3 }] }),
  ),
  http.post('/api/bulk/responsible/preview', () =>
    HttpResponse.json({
      changing: 60,
      alreadyResponsible: 4,
      targetName: 'Ana Souza',
      calls: 120,
      fitNow: 40,
      restFrom: '2026-11-28T14:05:00.000Z',
      expectedEnd: '2026-11-28T14:20:00.000Z',
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the bulk change of responsible dialog', () => {
  it('names what changes, what is skipped and the cost in words before anything is sent', async () => {
    const started = vi.fn();
    renderWithProviders(
      <BulkResponsibleDialog
        opened
        selection={{ type: 'order', codes: ['1', '2'] }}
        onClose={() => undefined}
        onStarted={started}
      />,
    );
    const field = (await screen.findAllByLabelText('Novo responsável')).find((el) => el.tagName === 'INPUT');
    if (!field) throw new Error('no e-mail field');
    await userEvent.type(field, 'ana@example.com');
    expect(await screen.findByText('60 pedidos passam para Ana Souza.')).toBeInTheDocument();
    expect(screen.getByText('4 já são de Ana Souza e ficam como estão.')).toBeInTheDocument();
    expect(
      screen.getByText(
        /^Usa 120 chamadas ao fornecedor; cabe nesta hora: 40, o resto a partir de .+ — conclusão prevista .+\.$/,
      ),
    ).toBeInTheDocument();
    expect(started).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Trocar responsável' })).toBeEnabled();
  });

  it('speaks of budgets when the selection is of budgets', async () => {
    renderWithProviders(
      <BulkResponsibleDialog
        opened
        selection={{ type: 'budget', codes: ['1', '2'] }}
        onClose={() => undefined}
        onStarted={() => undefined}
      />,
    );
    expect(await screen.findByText('Trocar o responsável dos orçamentos selecionados')).toBeInTheDocument();
    const field = (await screen.findAllByLabelText('Novo responsável')).find((el) => el.tagName === 'INPUT');
    if (!field) throw new Error('no e-mail field');
    await userEvent.type(field, 'ana@example.com');
    expect(await screen.findByText('60 orçamentos passam para Ana Souza.')).toBeInTheDocument();
  });
});
