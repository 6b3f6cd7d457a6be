import { waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../testing/renderApp';
import { workspaceApi } from '../testing/workspaceApi';
import { boardOf, card, column } from '../../lib/testing/boardFixtures';

const api = workspaceApi();
const boardQueries: Array<{ type: string; query: Record<string, string> }> = [];
const server = setupServer(
  ...api.handlers,
  http.get('*/api/board/:type', ({ request, params }) => {
    boardQueries.push({
      type: String(params.type),
      query: Object.fromEntries(new URL(request.url).searchParams),
    });
    return HttpResponse.json(
      boardOf(
        column('Aguardando pagamento', 10, [card('10001', 'Aguardando pagamento')]),
        column('Faturado', 40, [card('10003', 'Faturado')]),
      ),
    );
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  boardQueries.length = 0;
  window.localStorage.clear();
});
afterAll(() => server.close());

type App = ReturnType<typeof renderApp>;

async function openBoard(path: string): Promise<App> {
  const app = renderApp(path);
  // The board is loaded on first visit; the first load in a run includes transforming it.
  await app.screen.findByText(/^2 (pedidos|orçamentos) no quadro$/);
  return app;
}

const searchOf = (app: App) => Object.fromEntries(new URLSearchParams(app.location().searchStr));
const lastQuery = () => boardQueries.at(-1)?.query ?? {};

describe('the board routes', () => {
  it('take the filters from the URL and write them back, and back goes back', async () => {
    const app = await openBoard('/board/orders?uf=SP&responsible=ana&createdFrom=2024-01-01&q=solar&page=3');
    // Only the board's filters survive: `page` means nothing here.
    expect(searchOf(app)).toEqual({ uf: 'SP', responsible: 'ana', createdFrom: '2024-01-01', q: 'solar' });
    expect(lastQuery()).toEqual({
      uf: 'SP',
      responsible: 'ana',
      createdFrom: '2024-01-01',
      q: 'solar',
      cardsPerColumn: '30',
    });
    expect(app.screen.getByRole('searchbox', { name: 'Buscar no quadro' })).toHaveValue('solar');
    expect(app.screen.getByRole('textbox', { name: 'Responsável contém' })).toHaveValue('ana');

    const responsible = app.screen.getByRole('textbox', { name: 'Responsável contém' });
    await app.user.clear(responsible);
    await app.user.type(responsible, 'bruno{Enter}');
    await waitFor(() => expect(searchOf(app)).toMatchObject({ responsible: 'bruno' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ responsible: 'bruno', uf: 'SP' }));

    // From 1 January (the URL's) to a day picked in the calendar: the range's other end.
    await app.user.click(app.screen.getByRole('button', { name: 'Escolher no calendário: Criado entre' }));
    await app.user.click(await app.screen.findByRole('button', { name: '31 janeiro 2024' }));
    await waitFor(() =>
      expect(searchOf(app)).toMatchObject({ createdFrom: '2024-01-01', createdTo: '2024-01-31' }),
    );

    await app.user.click(app.screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(app.href()).toBe('/board/orders'));
    await waitFor(() => expect(lastQuery()).toEqual({ cardsPerColumn: '30' }));

    app.history.back();
    await waitFor(() =>
      expect(searchOf(app)).toMatchObject({ responsible: 'bruno', createdTo: '2024-01-31' }),
    );
    expect(app.screen.getByRole('textbox', { name: 'Responsável contém' })).toHaveValue('bruno');
  });

  it('open a card in the drawer over the board, keeping the filters, and close it', async () => {
    const app = await openBoard('/board/orders?uf=SP');
    const link = app.screen.getByRole('link', { name: /^10003/ });
    expect(link).toHaveAttribute('href', '/board/orders/10003?uf=SP');
    await app.user.click(link);
    expect(app.href()).toBe('/board/orders/10003?uf=SP');
    const drawer = await app.screen.findByRole('dialog');
    expect(within(drawer).getByRole('heading', { level: 2, name: /10003/ })).toBeInTheDocument();
    expect(app.screen.getByRole('link', { name: /^10003/, hidden: true })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await app.user.click(within(drawer).getByRole('button', { name: 'Fechar os detalhes' }));
    await waitFor(() => expect(app.href()).toBe('/board/orders?uf=SP'));
  });

  it('are in the navigation, one per type', async () => {
    const app = await openBoard('/board/budgets');
    expect(boardQueries.at(-1)?.type).toBe('budget');
    expect(app.screen.getByRole('heading', { level: 2, name: 'Quadro de orçamentos' })).toBeInTheDocument();
    const nav = app.screen.getByRole('navigation', { name: 'Navegação principal' });
    expect(within(nav).getByRole('link', { name: 'Quadro de orçamentos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await app.user.click(within(nav).getByRole('link', { name: 'Quadro de pedidos' }));
    await waitFor(() => expect(boardQueries.at(-1)?.type).toBe('order'));
    await app.screen.findByRole('heading', { level: 2, name: 'Quadro de pedidos' });
  });
});
