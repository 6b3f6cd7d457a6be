import { waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page, summaries } from '../lib/testing/apiFixtures';
import { renderApp } from './testing/renderApp';
import { workspaceApi } from './testing/workspaceApi';

// A short list keeps the page small: these tests are about the URL, not the rows.
const api = workspaceApi({ list: () => page(summaries(3)) });
const server = setupServer(...api.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The filter panel loads on first use; transforming it (and its date pickers) once before the
// tests keeps the compiler out of what they time.
beforeAll(() => import('../features/requests/filters/FilterPanel'));
afterEach(() => {
  api.state.listQueries = [];
  window.localStorage.clear();
});
afterAll(() => server.close());

type App = ReturnType<typeof renderApp>;

async function openOrders(path: string): Promise<App> {
  const app = renderApp(path);
  await app.screen.findByText('3 pedidos encontrados');
  return app;
}

async function openFilters(app: App) {
  await app.user.click(app.screen.getByRole('button', { name: /^Filtros/ }));
  // The panel is loaded on first use; the first load in a test run includes transforming it.
  return app.screen.findByRole('region', { name: 'Filtros' });
}

/** The URL's search as a plain map (order-independent). */
function searchOf(app: App): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(app.location().searchStr));
}

function lastListQuery(): Record<string, string> {
  const last = api.state.listQueries.at(-1);
  return last ? Object.fromEntries(last) : {};
}

function chips(app: App): string[] {
  const list = app.screen.queryByRole('list', { name: 'Filtros ativos' });
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent ?? '')
    : [];
}

describe('every filter makes a round trip through the URL', () => {
  // What each control of the panel writes and shows is FilterPanel.test.tsx's; here, that the
  // panel's changes reach the address and the list, and that a link brings every filter back.
  it('a filter set in the panel goes into the URL and the list query', async () => {
    const app = await openOrders('/orders?createdFrom=2024-01-01&createdTo=2024-01-31');
    const panel = within(await openFilters(app));
    await app.user.click(panel.getByLabelText('Código contém'));
    await app.user.paste('ORD-1');
    await app.user.selectOptions(panel.getByLabelText('Removidos'), 'Incluir removidos');
    const expected = {
      createdFrom: '2024-01-01',
      createdTo: '2024-01-31',
      code: 'ORD-1',
      removed: 'include',
    };
    await waitFor(() => expect(searchOf(app)).toEqual(expected));
    await waitFor(() => expect(lastListQuery()).toEqual({ ...expected, page: '1', pageSize: '25' }));
    expect(chips(app)).toEqual([
      'Criado a partir de 01/01/2024',
      'Criado até 31/01/2024',
      'Código: ORD-1',
      'Incluir removidos',
    ]);
  });

  it('a copied link with every filter opens its chips and asks the list with all of them', async () => {
    const filters = {
      createdFrom: '2024-01-01',
      createdTo: '2024-01-31',
      updatedFrom: '2024-02-01',
      updatedTo: '2024-02-29',
      code: 'ORD-1',
      name: 'Kit Sol',
      city: 'Campinas',
      cnpj: '12345678000195',
      responsible: 'ana@',
      powerMin: '5450',
      powerMax: '10000',
      uf: 'SP,RJ',
      status: 'Em análise',
      paymentStatus: 'received',
      paymentType: 'pix',
      removed: 'include',
    };
    const app = await openOrders(`/orders?${new URLSearchParams(filters)}`);
    expect(chips(app)).toEqual([
      'Criado a partir de 01/01/2024',
      'Criado até 31/01/2024',
      'Alterado a partir de 01/02/2024',
      'Alterado até 29/02/2024',
      'Código: ORD-1',
      'Nome: Kit Sol',
      'Potência ≥ 5,45\u00a0kWp',
      'Potência ≤ 10,00\u00a0kWp',
      'UF: SP',
      'UF: RJ',
      'Cidade: Campinas',
      'CNPJ: 12.345.678/0001-95',
      'Responsável: ana@',
      'Status: Em análise',
      'Pagamento: Recebido',
      'Forma de pagamento: Pix',
      'Incluir removidos',
    ]);
    expect(lastListQuery()).toEqual({ ...filters, page: '1', pageSize: '25' });
    expect(searchOf(app)).toEqual(filters);
  });

  it("an order's origin and when its payment was received, each a removable chip", async () => {
    const expected = {
      paymentReceivedFrom: '2024-03-01',
      paymentReceivedTo: '2024-03-31',
      conversion: 'converted',
    };
    const app = await openOrders(`/orders?${new URLSearchParams(expected)}`);
    expect(lastListQuery()).toEqual({ ...expected, page: '1', pageSize: '25' });
    expect(chips(app)).toEqual([
      'Vieram de um orçamento',
      'Pagamento recebido a partir de 01/03/2024',
      'Pagamento recebido até 31/03/2024',
    ]);
    await app.user.click(app.screen.getByRole('button', { name: 'Remover o filtro Vieram de um orçamento' }));
    await waitFor(() => expect(searchOf(app).conversion).toBeUndefined());
    expect(lastListQuery()).toEqual({
      paymentReceivedFrom: '2024-03-01',
      paymentReceivedTo: '2024-03-31',
      page: '1',
      pageSize: '25',
    });
  });

  it('free text, removed chip by chip, then all at once', async () => {
    const app = await openOrders('/orders?uf=SP,RJ&paymentStatus=received&sort=code&dir=asc&page=2');
    await app.user.type(app.screen.getByRole('searchbox', { name: 'Buscar' }), 'solar{Enter}');
    await waitFor(() => expect(searchOf(app)).toMatchObject({ q: 'solar', uf: 'SP,RJ' }));
    // A changed filter starts from the first page.
    expect(searchOf(app).page).toBeUndefined();
    expect(chips(app)).toEqual(['Busca: solar', 'UF: SP', 'UF: RJ', 'Pagamento: Recebido']);

    await app.user.click(app.screen.getByRole('button', { name: 'Remover o filtro UF: SP' }));
    await waitFor(() => expect(searchOf(app).uf).toBe('RJ'));
    await app.user.click(app.screen.getByRole('button', { name: 'Remover o filtro Busca: solar' }));
    await waitFor(() => expect(searchOf(app).q).toBeUndefined());
    expect(app.screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('');

    await app.user.click(app.screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(searchOf(app)).toEqual({ sort: 'code', dir: 'asc' }));
    expect(chips(app)).toEqual([]);

    // Back walks through the same steps.
    app.history.back();
    await waitFor(() =>
      expect(searchOf(app)).toEqual({ uf: 'RJ', paymentStatus: 'received', sort: 'code', dir: 'asc' }),
    );
    expect(chips(app)).toEqual(['UF: RJ', 'Pagamento: Recebido']);
  });

  it('drops what does not validate and shows the rest', async () => {
    const app = await openOrders('/orders?uf=SP,XX&page=abc&createdFrom=2024-02-30&city=Campinas&sort=nope');
    expect(chips(app)).toEqual(['Cidade: Campinas']);
    expect(lastListQuery()).toEqual({ city: 'Campinas', page: '1', pageSize: '25' });
  });
});
