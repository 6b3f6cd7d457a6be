import { waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from './testing/renderApp';
import { workspaceApi } from './testing/workspaceApi';

const api = workspaceApi();
const server = setupServer(...api.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The export panel loads on first use (its own chunk). Loaded here, its first transform on a busy
// machine is not spent inside a step's wait for the panel: these tests are about the addresses.
beforeAll(() => import('../features/requests/toolbar/ExportPanel'));
afterEach(() => {
  api.state.listQueries = [];
  window.localStorage.clear();
});
afterAll(() => server.close());

type App = ReturnType<typeof renderApp>;

async function openAt(path: string): Promise<App> {
  const app = renderApp(path);
  await app.screen.findByText('60 pedidos encontrados');
  return app;
}

function lastListQuery(): Record<string, string> {
  const last = api.state.listQueries.at(-1);
  return last ? Object.fromEntries(last) : {};
}

function row(app: App, code: string): HTMLElement {
  const cell = within(app.screen.getByRole('table')).getByText(code);
  const tr = cell.closest('tr');
  if (!tr) throw new Error(`${code} is not in a row`);
  return tr;
}

describe('the orders route', () => {
  it('has its own address; "/" is the home', async () => {
    const app = renderApp('/');
    await app.screen.findByRole('heading', { level: 2, name: 'Início' });
    expect(app.location().pathname).toBe('/');
    await app.user.click(app.screen.getByRole('link', { name: 'Pedidos' }));
    await app.screen.findByRole('heading', { level: 2, name: 'Pedidos' });
    expect(app.location().pathname).toBe('/orders');
  });

  it('sorts on the server from the headers and keeps the sort in the URL', async () => {
    const app = await openAt('/orders?uf=SP');
    const header = () => app.screen.getByRole('columnheader', { name: /Valor final/ });
    expect(header()).toHaveAttribute('aria-sort', 'none');

    await app.user.click(within(header()).getByRole('button', { name: /Valor final/ }));
    await waitFor(() => expect(app.href()).toBe('/orders?uf=SP&sort=finalValue&dir=asc'));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ sort: 'finalValue', dir: 'asc', uf: 'SP' }));
    expect(header()).toHaveAttribute('aria-sort', 'ascending');

    await app.user.click(within(header()).getByRole('button', { name: /Valor final/ }));
    await waitFor(() => expect(header()).toHaveAttribute('aria-sort', 'descending'));
    expect(lastListQuery()).toMatchObject({ sort: 'finalValue', dir: 'desc' });
    expect(app.screen.getByRole('table')).toHaveAccessibleName(
      'Pedidos. Página 1 de 3. Ordenado por Valor final, decrescente.',
    );

    await app.user.click(within(header()).getByRole('button', { name: /Valor final/ }));
    await waitFor(() => expect(app.href()).toBe('/orders?uf=SP'));
  });

  it('pages and sizes pages through the URL, and back goes back', async () => {
    const app = await openAt('/orders');
    expect(app.screen.getByText('1–25 de 60')).toBeInTheDocument();
    await app.user.click(app.screen.getByRole('button', { name: 'Próxima página' }));
    await app.screen.findByText('ORD-0026');
    expect(app.href()).toBe('/orders?page=2');
    expect(lastListQuery()).toEqual({ page: '2', pageSize: '25' });
    expect(app.screen.getByText('26–50 de 60')).toBeInTheDocument();
    expect(app.screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');

    await app.user.selectOptions(
      app.screen.getByRole('combobox', { name: 'Linhas por página' }),
      '50 por página',
    );
    await waitFor(() => expect(app.href()).toBe('/orders?pageSize=50'));
    await app.screen.findByText('1–50 de 60');

    app.history.back();
    await app.screen.findByText('26–50 de 60');
    expect(app.href()).toBe('/orders?page=2');
  });

  it('opens a request in the drawer with the path, keeps the filters, and hands focus back', async () => {
    const app = await openAt('/orders?uf=SP&sort=finalValue&dir=desc');
    row(app, 'ORD-0003').focus();
    await app.user.keyboard('{Enter}');
    await waitFor(() => expect(app.href()).toBe('/orders/ORD-0003?uf=SP&sort=finalValue&dir=desc'));
    const dialog = await app.screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { level: 2, name: /ORD-0003/ })).toBeInTheDocument();
    expect(row(app, 'ORD-0003')).toHaveAttribute('data-open');

    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(app.href()).toBe('/orders?uf=SP&sort=finalValue&dir=desc'));
    await waitFor(() => expect(row(app, 'ORD-0003')).toHaveFocus());

    // Back reopens it; forward closes it again.
    app.history.back();
    await waitFor(() => expect(app.location().pathname).toBe('/orders/ORD-0003'));
    await app.screen.findByRole('dialog');
    app.history.forward();
    await waitFor(() => expect(app.location().pathname).toBe('/orders'));
  });

  it('opens the drawer straight from a copied link', async () => {
    const app = renderApp('/orders/ORD-0007?uf=SP');
    const dialog = await app.screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { level: 2, name: /ORD-0007/ })).toBeInTheDocument();
    await app.screen.findByText('60 pedidos encontrados');
    expect(
      within(app.screen.getByRole('list', { name: 'Filtros ativos' })).getByText('UF: SP'),
    ).toBeInTheDocument();
  });

  it('moves between rows with the keyboard, and "/" goes to the search', async () => {
    const app = await openAt('/orders');
    const table = app.screen.getByRole('table');
    // One tab stop for the whole table.
    expect(
      within(table)
        .getAllByRole('row')
        .filter((tr) => tr.tabIndex === 0),
    ).toHaveLength(1);
    row(app, 'ORD-0001').focus();
    await app.user.keyboard('{ArrowDown}{ArrowDown}');
    expect(row(app, 'ORD-0003')).toHaveFocus();
    await app.user.keyboard('{ArrowUp}');
    expect(row(app, 'ORD-0002')).toHaveFocus();
    await app.user.keyboard('{End}');
    expect(row(app, 'ORD-0025')).toHaveFocus();
    await app.user.keyboard('{Home}');
    expect(row(app, 'ORD-0001')).toHaveFocus();
    expect(row(app, 'ORD-0001')).toHaveAttribute('tabindex', '0');

    await app.user.keyboard('/');
    expect(app.screen.getByRole('searchbox', { name: 'Buscar' })).toHaveFocus();
  });

  it('serves budgets the same way, at their own address', async () => {
    const app = renderApp('/budgets?paymentStatus=requested');
    await app.screen.findByRole('heading', { level: 2, name: 'Orçamentos' });
    await waitFor(() => expect(api.state.listQueries.length).toBeGreaterThan(0));
    // The export keeps the view's filters and speaks the reader's language, as Excel by default.
    await app.user.click(app.screen.getByRole('button', { name: 'Exportar' }));
    const download = await app.screen.findByRole('link', { name: 'Baixar' });
    expect(download.getAttribute('href')).toMatch(
      /^\/api\/requests\/budget\/export\.xlsx\?paymentStatus=requested&lang=pt-BR&columns=code,name,/,
    );
    await app.user.click(app.screen.getByRole('radio', { name: /^CSV/ }));
    await app.user.click(app.screen.getByRole('radio', { name: 'Todas as colunas' }));
    expect(app.screen.getByRole('link', { name: 'Baixar' })).toHaveAttribute(
      'href',
      '/api/requests/budget/export.csv?paymentStatus=requested&lang=pt-BR',
    );
  });
});
