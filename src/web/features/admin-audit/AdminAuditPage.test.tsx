import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuditDescription, AuditEntry, AuditPage } from '../../../contract/api/audit';
import { parseQueryString, toQueryString } from '../../lib/queryString';
import { expectNoAxeViolations } from '../../testing/expectNoAxeViolations';
import { mockPhoneMedia } from '../../testing/mockPhoneMedia';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { AdminAuditRoute } from './AdminAuditRoute';
import { readAuditSearch } from './auditSearch';

/** What the BFF says of an entry: `signIn` unless told otherwise. */
function said(parts: Partial<AuditDescription> = {}): AuditDescription {
  return {
    event: 'signIn',
    subject: null,
    requestType: null,
    reason: null,
    roles: null,
    count: null,
    to: null,
    next: null,
    ...parts,
  };
}

/** The sentence of each entry in the log's table, in order. */
function sentencesIn(table: HTMLElement): Array<string | null | undefined> {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
}

function entry(id: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id,
    at: '2025-03-03T08:00:00.000Z',
    action: 'session.login',
    actor: {
      kind: 'user',
      id: '6f1c2d3e-4b5a-4c6d-8e7f-901a2b3c4d5e',
      label: 'ana@example.com',
      name: 'Ana Souza',
    },
    requestId: `req-${id}`,
    requestCode: null,
    target: null,
    outcome: 'ok',
    address: '10.0.0.1',
    details: {},
    description: said(),
    ...overrides,
  };
}

const queries: URLSearchParams[] = [];
let answer: (query: URLSearchParams) => AuditPage = () => ({ entries: [], nextCursor: null });
const server = setupServer(
  http.get('*/api/admin/audit', ({ request }) => {
    const query = new URL(request.url).searchParams;
    queries.push(query);
    return HttpResponse.json(answer(query));
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  queries.length = 0;
  answer = () => ({ entries: [], nextCursor: null });
});
afterAll(() => server.close());

/** The page under a router that reads and writes the URL the way the app's router does. */
function renderAt(path: string) {
  const rootRoute = createRootRoute();
  const auditRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/admin/audit',
    validateSearch: readAuditSearch,
    component: AdminAuditRoute,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([auditRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
    search: { strict: true },
    parseSearch: parseQueryString,
    stringifySearch: (search) => {
      const query = toQueryString(search);
      return query ? `?${query}` : '';
    },
  });
  const user = userEvent.setup({ delay: null });
  const view = renderWithProviders(<RouterProvider<typeof router> router={router} />);
  const search = () => Object.fromEntries(new URLSearchParams(router.state.location.searchStr));
  return { ...view, router, user, search };
}

const lastQuery = () => Object.fromEntries(queries.at(-1) ?? []);
/** The reader's own midnight (the test may run in any time zone), as the API receives it. */
const localStart = (day: string) => new Date(`${day}T00:00:00.000`).toISOString();
const localEnd = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();

// Each test renders the page and its Mantine inputs anew: slow in jsdom on a shared machine.
describe('AdminAuditPage', () => {
  it('reads its filters from the URL, fills the fields and asks the API with them', async () => {
    renderAt('/admin/audit?action=session.&actor=ana@example.com&from=2025-03-01&to=2025-03-02&bogus=1');
    await screen.findByText('Nenhuma entrada corresponde a estes filtros.');
    expect(screen.getByLabelText('Quem')).toHaveValue('ana@example.com');
    expect(screen.getByLabelText('Ação', { selector: 'input' })).toHaveValue('Entradas e sessões (todas)');
    expect(screen.getByLabelText('Período')).toHaveValue('01/03/2025 – 02/03/2025');
    expect(lastQuery()).toEqual({
      action: 'session.',
      actor: 'ana@example.com',
      from: localStart('2025-03-01'),
      to: localEnd('2025-03-02'),
      limit: '50',
    });
  });

  it('writes applied filters into the URL, and clearing them empties it', async () => {
    const page = renderAt('/admin/audit');
    await screen.findByText('Nenhuma entrada');
    await page.user.type(screen.getByLabelText('Código do pedido ou orçamento'), 'PED-4242');
    // The call's id is a technical filter, out of the way until asked for.
    expect(screen.getByLabelText(/^Identificador da chamada/)).not.toBeVisible();
    await page.user.click(screen.getByRole('button', { name: 'Filtro técnico' }));
    await page.user.type(screen.getByLabelText(/^Identificador da chamada/), 'req-77');
    // Typed as a Brazilian writes it: from 10 February on, no end.
    await page.user.type(screen.getByLabelText('Período'), '10/02/2025 –');
    await page.user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() =>
      expect(page.search()).toEqual({ requestCode: 'PED-4242', requestId: 'req-77', from: '2025-02-10' }),
    );
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        requestCode: 'PED-4242',
        requestId: 'req-77',
        from: localStart('2025-02-10'),
        limit: '50',
      }),
    );

    // Back in history: the fields follow the URL.
    page.router.history.back();
    await waitFor(() => expect(page.search()).toEqual({}));
    await waitFor(() => expect(screen.getByLabelText('Código do pedido ou orçamento')).toHaveValue(''));

    page.router.history.forward();
    await waitFor(() =>
      expect(screen.getByLabelText('Código do pedido ou orçamento')).toHaveValue('PED-4242'),
    );
    await page.user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(page.search()).toEqual({}));
    expect(lastQuery()).toEqual({ limit: '50' });
  });

  it('refuses an end date before the start date instead of searching', async () => {
    const page = renderAt('/admin/audit');
    await screen.findByText('Nenhuma entrada');
    await page.user.type(screen.getByLabelText('Período'), '05/03/2025 – 01/03/2025');
    await page.user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText('A data final é anterior à inicial.')).toBeInTheDocument();
    expect(page.search()).toEqual({});
  });

  it('offers the CSV export of exactly the filters in force', async () => {
    renderAt('/admin/audit?actor=ana@example.com&action=request.&requestCode=PED-1&from=2025-03-01');
    const link = await screen.findByRole('link', { name: 'Exportar CSV' });
    const href = new URL(link.getAttribute('href') ?? '', 'http://painel.test');
    expect(href.pathname).toBe('/api/admin/audit/export.csv');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      actor: 'ana@example.com',
      action: 'request.',
      requestCode: 'PED-1',
      from: localStart('2025-03-01'),
    });
    expect(link).toHaveAttribute('download');
  });

  it('lists newest first and loads older entries by the cursor until the end', async () => {
    answer = (query) =>
      query.get('before') === '101'
        ? {
            entries: [
              entry(100, {
                action: 'user.create',
                description: said({
                  event: 'userCreated',
                  subject: 'Bruno Lima',
                  roles: ['sales', 'finance'],
                }),
              }),
            ],
            nextCursor: null,
          }
        : {
            entries: [
              entry(102, { action: 'session.logout', description: said({ event: 'signOut' }) }),
              entry(101),
            ],
            nextCursor: '101',
          };
    const page = renderAt('/admin/audit');
    const table = await screen.findByRole('table', { name: /registro de auditoria/ });
    const actions = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).queryAllByRole('cell')[1]?.textContent);
    expect(actions()).toEqual(['Saiu', 'Entrou']);

    await page.user.click(screen.getByRole('button', { name: 'Carregar entradas mais antigas' }));
    await waitFor(() =>
      expect(actions()).toEqual(['Saiu', 'Entrou', 'Criou o usuário Bruno Lima (Vendas e Financeiro)']),
    );
    expect(lastQuery()).toMatchObject({ before: '101' });
    expect(screen.queryByRole('button', { name: 'Carregar entradas mais antigas' })).not.toBeInTheDocument();
  });

  it('opens an entry to show its details as key/values, never as HTML', async () => {
    answer = () => ({
      entries: [
        entry(7, {
          action: 'request.payment.update',
          outcome: 'failed',
          requestCode: 'PED-7',
          target: null,
          description: said({ event: 'requestPaymentUpdated', subject: 'PED-7', requestType: 'order' }),
          details: {
            before: { status: 'requested' },
            after: { status: 'received', note: '<img src=x onerror="alert(1)">' },
            files: [{ name: 'nota.pdf', size: 1024 }],
            vendor: null,
            retried: false,
          },
        }),
      ],
      nextCursor: null,
    });
    const page = renderAt('/admin/audit');
    const toggle = await screen.findByRole('button', { name: 'Detalhes da entrada 7' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Falhou')).toBeInTheDocument();
    // A write that did not go through was tried; its code and call id wait behind the toggle.
    expect(screen.getByText('Tentou atualizar o pagamento do pedido PED-7')).toBeInTheDocument();
    expect(screen.queryByText('request.payment.update')).not.toBeInTheDocument();
    expect(screen.queryByText('req-7')).not.toBeInTheDocument();

    await page.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(details).not.toBeNull();
    const panel = within(details as HTMLElement);
    expect(panel.getByText('req-7')).toBeInTheDocument();
    expect(panel.getByText('request.payment.update')).toBeInTheDocument();
    expect(panel.getByText('<img src=x onerror="alert(1)">')).toBeInTheDocument();
    expect(details?.querySelector('img')).toBeNull();
    expect(panel.getByText('nota.pdf')).toBeInTheDocument();
    expect(panel.getByText('1024')).toBeInTheDocument();
    expect(panel.getByText('não')).toBeInTheDocument();
    // Absent values (no target, the vendor's answer missing) read as "not provided".
    expect(panel.getAllByText('não informado').length).toBeGreaterThanOrEqual(2);

    await page.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('nota.pdf')).not.toBeInTheDocument();
  });

  it('says why the log could not be loaded', async () => {
    server.use(
      http.get('*/api/admin/audit', () =>
        HttpResponse.json(
          { type: 'about:blank', title: 'forbidden', status: 403, code: 'forbidden', detail: 'Only admins.' },
          { status: 403 },
        ),
      ),
    );
    renderAt('/admin/audit');
    expect(await screen.findByText('Não foi possível carregar o registro de auditoria')).toBeInTheDocument();
    expect(screen.getByText('Only admins.')).toBeInTheDocument();
  });

  it('says who acted as a person reads it, never a setting’s name', async () => {
    answer = () => ({
      entries: [
        entry(3, {
          action: 'session.login_failed',
          outcome: 'refused',
          actor: { kind: 'anonymous', id: null, label: 'bia@example.com', name: null },
          description: said({ event: 'signInRefused', reason: 'wrongPassword' }),
        }),
        entry(2, {
          action: 'user.create',
          actor: { kind: 'system', id: null, label: 'BOOTSTRAP_ADMIN_EMAIL', name: null },
          description: said({ event: 'userCreated', subject: 'Admin', roles: ['admin'] }),
        }),
        entry(1, { action: 'report.export', description: said({ event: 'other' }) }),
      ],
      nextCursor: null,
    });
    renderAt('/admin/audit');
    const table = await screen.findByRole('table', { name: /registro de auditoria/ });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [1, 2].map((cell) => within(row).getAllByRole('cell')[cell]?.textContent));
    expect(rows).toEqual([
      ['Entrada recusada: senha errada', 'bia@example.comSem sessão'],
      ['Criou o usuário Admin (Administração)', 'Primeiro administrador (configuração)Sistema'],
      ['Ação não reconhecida: report.export', 'Ana Souzaana@example.com'],
    ]);
    expect(screen.queryByText(/BOOTSTRAP_ADMIN_EMAIL/)).not.toBeInTheDocument();
  });

  it('speaks of a custom field by its name, never by its vendor code', async () => {
    answer = () => ({
      entries: [
        entry(2, {
          action: 'custom_field.clear',
          description: said({ event: 'customFieldNameRemoved', subject: 'Origem do cliente' }),
        }),
        entry(1, {
          action: 'custom_field.update',
          description: said({ event: 'customFieldNamed', subject: 'origemLead', to: 'Origem do cliente' }),
        }),
      ],
      nextCursor: null,
    });
    renderAt('/admin/audit');
    const table = await screen.findByRole('table', { name: /registro de auditoria/ });
    const sentences = sentencesIn(table);
    expect(sentences).toEqual([
      'Tirou o nome “Origem do cliente” de um campo personalizado',
      'Deu o nome “Origem do cliente” a um campo personalizado',
    ]);
  });

  it('says how many sessions a passkey removal ended, and nothing of it for older entries', async () => {
    const removal = (id: number, count: number | null) =>
      entry(id, {
        action: 'account.passkey_remove',
        description: said({ event: 'passkeyRemoved', subject: 'Celular', count }),
      });
    answer = () => ({
      entries: [removal(4, 2), removal(3, 1), removal(2, 0), removal(1, null)],
      nextCursor: null,
    });
    renderAt('/admin/audit');
    const table = await screen.findByRole('table', { name: /registro de auditoria/ });
    const sentences = sentencesIn(table);
    expect(sentences).toEqual([
      'Removeu a chave de acesso “Celular” e encerrou as 2 sessões abertas com ela',
      'Removeu a chave de acesso “Celular” e encerrou a sessão aberta com ela',
      'Removeu a chave de acesso “Celular” (nenhuma sessão aberta com ela)',
      'Removeu a chave de acesso “Celular”',
    ]);
  });

  it('on a phone lists each entry as its sentence with when, who and the outcome under it', async () => {
    const matchMedia = mockPhoneMedia();
    try {
      answer = () => ({
        entries: [entry(5, { details: { reason: 'x' } })],
        nextCursor: null,
      });
      const page = renderAt('/admin/audit');
      const list = await screen.findByRole('list', { name: /registro de auditoria/ });
      expect(screen.queryByRole('table')).toBeNull();
      const [item] = within(list).getAllByRole('listitem');
      const row = within(item as HTMLElement);
      expect(row.getByText('Entrou')).toBeInTheDocument();
      expect(row.getAllByRole('term').map((term) => term.textContent)).toEqual([
        'Quando',
        'Resultado',
        'Quem',
      ]);
      await page.user.click(row.getByRole('button', { name: 'Detalhes da entrada 5' }));
      expect(row.getByText('req-5')).toBeInTheDocument();
      await expectNoAxeViolations(page.container);
    } finally {
      matchMedia.mockRestore();
    }
  });

  it('has no axe violations with entries and one of them open', async () => {
    answer = () => ({
      entries: [
        entry(1, { details: { before: 'a', after: 'b' } }),
        entry(2, { actor: { kind: 'system', id: null, label: null, name: null } }),
      ],
      nextCursor: '1',
    });
    const page = renderAt('/admin/audit?action=session.');
    await page.user.click(await screen.findByRole('button', { name: 'Detalhes da entrada 1' }));
    await expectNoAxeViolations(page.container);
  });
});
