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

async function pickOption(app: App, label: string, option: string) {
  await app.user.click(app.screen.getByRole('combobox', { name: label }));
  await app.user.click(await app.screen.findByRole('option', { name: option }));
  await app.user.keyboard('{Escape}');
}

describe('every filter makes a round trip through the URL', () => {
  const textFilters = {
    createdFrom: '2024-01-01',
    createdTo: '2024-01-31',
    updatedFrom: '2024-02-01',
    updatedTo: '2024-02-29',
    code: 'ORD-1',
    name: 'Kit Sol',
    city: 'Campinas',
    cnpj: '12345678000195',
    responsible: 'ana@',
  };

  it('dates, code, name, city, CNPJ and responsible go into the URL and the list query', async () => {
    // The date ranges are picked in their own tests (DateRangeFilter.test.tsx); here they come
    // with the link and must survive it.
    const app = await openOrders(
      '/orders?createdFrom=2024-01-01&createdTo=2024-01-31&updatedFrom=2024-02-01&updatedTo=2024-02-29',
    );
    const panel = within(await openFilters(app));
    // Pasted, not typed key by key: these tests are about the URL, and every keystroke re-renders
    // the whole app in jsdom (typing the CNPJ alone outlasted the test's time beside a busy CPU).
    // The mask formats a pasted CNPJ too; its masking as typed is cnpjText.test.ts's.
    const paste = async (label: string, text: string) => {
      await app.user.click(panel.getByLabelText(label));
      await app.user.paste(text);
    };
    await paste('Código contém', 'ORD-1');
    await paste('Nome contém', 'Kit Sol');
    await paste('Cidade de entrega contém', 'Campinas');
    await paste('CNPJ da empresa', '12345678000195');
    expect(panel.getByLabelText('CNPJ da empresa')).toHaveValue('12.345.678/0001-95');
    await paste('E-mail do responsável contém', 'ana@');

    await waitFor(() => expect(searchOf(app)).toEqual(textFilters));
    await waitFor(() => expect(lastListQuery()).toEqual({ ...textFilters, page: '1', pageSize: '25' }));
  });

  it('a copied link with those filters opens the same inputs and chips', async () => {
    const again = await openOrders(`/orders?${new URLSearchParams(textFilters)}`);
    expect(chips(again)).toEqual([
      'Criado a partir de 01/01/2024',
      'Criado até 31/01/2024',
      'Alterado a partir de 01/02/2024',
      'Alterado até 29/02/2024',
      'Código: ORD-1',
      'Nome: Kit Sol',
      'Cidade: Campinas',
      'CNPJ: 12.345.678/0001-95',
      'Responsável: ana@',
    ]);
    const reopened = within(await openFilters(again));
    expect(reopened.getByRole('textbox', { name: 'Criado entre' })).toHaveValue('01/01/2024 – 31/01/2024');
    expect(reopened.getByRole('textbox', { name: 'Alterado entre' })).toHaveValue('01/02/2024 – 29/02/2024');
    expect(reopened.getByLabelText('Código contém')).toHaveValue('ORD-1');
    expect(reopened.getByLabelText('Nome contém')).toHaveValue('Kit Sol');
    expect(reopened.getByLabelText('Cidade de entrega contém')).toHaveValue('Campinas');
    expect(reopened.getByLabelText('CNPJ da empresa')).toHaveValue('12.345.678/0001-95');
    expect(reopened.getByLabelText('E-mail do responsável contém')).toHaveValue('ana@');
  });

  const choiceFilters = {
    powerMin: '5450',
    powerMax: '10000',
    uf: 'SP,RJ',
    status: 'Em análise',
    paymentStatus: 'received',
    paymentType: 'pix',
    removed: 'include',
  };

  it('power range in kWp (Wp in the URL), UF, statuses, payment and removed go into the URL', async () => {
    const app = await openOrders('/orders');
    const panel = within(await openFilters(app));
    await app.user.type(panel.getByLabelText('Potência mínima (kWp)'), '5,45');
    await app.user.type(panel.getByLabelText('Potência máxima (kWp)'), '10');
    await pickOption(app, 'UF de entrega', 'SP · São Paulo');
    await pickOption(app, 'UF de entrega', 'RJ · Rio de Janeiro');
    // The configured statuses, in their sequence; one without a name cannot be offered.
    await app.user.click(app.screen.getByRole('combobox', { name: 'Status' }));
    const statusList = await app.screen.findByRole('listbox', { name: 'Status' });
    expect(
      within(statusList)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Novo', 'Em análise']);
    await app.user.keyboard('{Escape}');
    await pickOption(app, 'Status', 'Em análise');
    await pickOption(app, 'Status do pagamento', 'Recebido');
    await pickOption(app, 'Forma de pagamento', 'Pix');
    await app.user.selectOptions(panel.getByLabelText('Removidos'), 'Incluir removidos');

    await waitFor(() => expect(searchOf(app)).toEqual(choiceFilters));
    await waitFor(() => expect(lastListQuery()).toEqual({ ...choiceFilters, page: '1', pageSize: '25' }));
  });

  it('a copied link with those filters opens the same inputs, pills and chips', async () => {
    const again = await openOrders(`/orders?${new URLSearchParams(choiceFilters)}`);
    expect(chips(again)).toEqual([
      'Potência ≥ 5,45\u00a0kWp',
      'Potência ≤ 10,00\u00a0kWp',
      'UF: SP',
      'UF: RJ',
      'Status: Em análise',
      'Pagamento: Recebido',
      'Forma de pagamento: Pix',
      'Incluir removidos',
    ]);
    const reopened = within(await openFilters(again));
    expect(reopened.getByLabelText('Potência mínima (kWp)')).toHaveValue('5,45');
    expect(reopened.getByLabelText('Potência máxima (kWp)')).toHaveValue('10');
    // The unit is said once, in the label, not again inside the field.
    expect(
      reopened.getByLabelText('Potência mínima (kWp)').closest('.mantine-TextInput-root'),
    ).toHaveTextContent(/^Potência mínima \(kWp\)$/);
    expect(reopened.getByLabelText('Removidos')).toHaveValue('include');
    // Multi-selects show their picks as pills inside the field.
    const ufField = reopened
      .getByRole('combobox', { name: 'UF de entrega' })
      .closest('.mantine-MultiSelect-root');
    expect(ufField).toHaveTextContent('SP · São Paulo');
    expect(ufField).toHaveTextContent('RJ · Rio de Janeiro');
  });

  it("an order's origin and when its payment was received, each a removable chip", async () => {
    const app = await openOrders('/orders?paymentReceivedFrom=2024-03-01&paymentReceivedTo=2024-03-31');
    const panel = within(await openFilters(app));
    expect(panel.getByRole('textbox', { name: 'Pagamento recebido entre' })).toHaveValue(
      '01/03/2024 – 31/03/2024',
    );
    await app.user.selectOptions(panel.getByLabelText('Origem do pedido'), 'Vieram de um orçamento');
    const expected = {
      paymentReceivedFrom: '2024-03-01',
      paymentReceivedTo: '2024-03-31',
      conversion: 'converted',
    };
    await waitFor(() => expect(searchOf(app)).toEqual(expected));
    await waitFor(() => expect(lastListQuery()).toEqual({ ...expected, page: '1', pageSize: '25' }));
    expect(chips(app)).toEqual([
      'Vieram de um orçamento',
      'Pagamento recebido a partir de 01/03/2024',
      'Pagamento recebido até 31/03/2024',
    ]);
    await app.user.click(app.screen.getByRole('button', { name: 'Remover o filtro Vieram de um orçamento' }));
    await waitFor(() => expect(searchOf(app).conversion).toBeUndefined());
    expect(panel.getByLabelText('Origem do pedido')).toHaveValue('all');
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
