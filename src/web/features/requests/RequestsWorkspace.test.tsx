import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RequestPage } from '../../../contract/api/requests';
import type { SavedView } from '../../../contract/api/savedViews';
import { emptySummary, page, problem, summaries, summary, freshness } from '../../lib/testing/apiFixtures';
import { expectNoAxeViolations } from '../../testing/expectNoAxeViolations';
import { mockPhoneMedia } from '../../testing/mockPhoneMedia';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { readRequestsSearch, type RequestsSearch } from './requestsSearch';
import { RequestsWorkspace } from './RequestsWorkspace';
import { COLUMN_WIDTHS } from './requestColumns';

let answer: () => Promise<Response> | Response = () => HttpResponse.json(page([summary()]));
let listCalls = 0;
/** The query strings the list was asked with, in order. */
let listQueries: URLSearchParams[] = [];
/** The server's saved views, as the views API keeps them (one person, "user-a"). */
let views: SavedView[] = [];
const server = setupServer(
  http.get('*/api/requests/:type', ({ request }) => {
    listCalls += 1;
    listQueries.push(new URL(request.url).searchParams);
    return answer();
  }),
  http.get('*/api/views', () => HttpResponse.json({ views })),
  http.post('*/api/views', async ({ request }) => {
    const body = (await request.json()) as Pick<
      SavedView,
      'type' | 'name' | 'query' | 'shared' | 'isDefault'
    >;
    const view: SavedView = {
      ...body,
      id: `00000000-0000-4000-8000-${String(views.length + 1).padStart(12, '0')}`,
      owner: { id: '10000000-0000-4000-8000-00000000000a', name: 'Ana' },
      mine: true,
      canEdit: true,
      createdAt: '2026-11-26T10:00:00.000Z',
      updatedAt: '2026-11-26T10:00:00.000Z',
    };
    views = [...views, view];
    return HttpResponse.json(view, { status: 201 });
  }),
  http.patch('*/api/views/:id', async ({ request, params }) => {
    const changes = (await request.json()) as Partial<SavedView>;
    views = views.map((view) => (view.id === params.id ? { ...view, ...changes } : view));
    return HttpResponse.json(views.find((view) => view.id === params.id));
  }),
  http.delete('*/api/views/:id', ({ params }) => {
    views = views.filter((view) => view.id !== params.id);
    return new HttpResponse(null, { status: 204 });
  }),
  // The history is complete: the list says nothing of old requests on their way.
  http.get('*/api/freshness', () => HttpResponse.json(freshness())),
  http.get('*/api/statuses/:type', () =>
    HttpResponse.json({
      type: 'order',
      statuses: [],
      fetchedAt: '2024-05-01T12:00:00.000Z',
      expiresAt: '2024-05-01T13:00:00.000Z',
      stale: false,
      staleReason: null,
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The columns and saved-views panels load on first use (their own chunks). Loaded here, their first
// transform on a busy machine is not spent inside a step's wait for the panel.
beforeAll(() => Promise.all([import('./toolbar/ColumnsPanel'), import('./views/SavedViewsPanel')]));
afterEach(() => {
  window.localStorage.clear();
  listCalls = 0;
  listQueries = [];
  views = [];
});
afterAll(() => server.close());

function answerWith(body: RequestPage) {
  answer = () => HttpResponse.json(body);
}

interface HarnessProps {
  initial?: RequestsSearch;
  userId?: string;
  seen?: RequestsSearch[];
}

/** The workspace with its URL state held in memory, as the router would hold it. */
function Harness({ initial = {}, userId = 'user-a', seen = [] }: HarnessProps) {
  const [search, setSearch] = useState(initial);
  const [opened, setOpened] = useState<string | null>(null);
  return (
    <RequestsWorkspace
      type="order"
      userId={userId}
      search={search}
      onSearchChange={(update) =>
        setSearch((current) => {
          const next = update(current);
          seen.push(next);
          return next;
        })
      }
      openCode={opened}
      onOpen={setOpened}
      rowHref={(code) => `/orders/${code}`}
    />
  );
}

function renderWorkspace(props: HarnessProps = {}) {
  const user = userEvent.setup({ delay: null });
  const view = renderWithProviders(<Harness {...props} />);
  return { user, ...view };
}

function cellsOf(code: string): string[] {
  const row = within(screen.getByRole('table')).getByText(code).closest('tr');
  if (!row) throw new Error(`no row for ${code}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => (cell.textContent ?? '').replace(/\u00a0|\u202f/g, ' '));
}

describe('the requests table', () => {
  it('shows each column in its format, and missing values as not provided', async () => {
    answerWith(page([summary(), { ...emptySummary('ORD-2002'), removed: true }], 2));
    const { container } = renderWorkspace();
    expect(await screen.findByText('2 pedidos encontrados')).toBeInTheDocument();
    // jsdom's window is 1024 px wide: the set that fits a laptop (wider screens add columns).
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Código↕',
      'Nome↕',
      'Empresa↕',
      'Responsável↕',
      'Status↕',
      'Pagamento↕',
      'Valor final↕',
    ]);
    expect(cellsOf('ORD-1001')).toEqual([
      'ORD-1001',
      'Kit Residencial 5,45 kWp',
      'Solar Sul Ltda',
      'Bruno Lima',
      'Em análise',
      'Solicitado',
      'R$ 19.876,50',
    ]);
    expect(screen.getByRole('link', { name: 'ORD-1001' })).toHaveAttribute('href', '/orders/ORD-1001');
    // A name cut to its column reads whole on hover.
    expect(screen.getByText('Kit Residencial 5,45 kWp')).toHaveAttribute('title', 'Kit Residencial 5,45 kWp');

    const absent = cellsOf('ORD-2002');
    expect(absent[0]).toBe('ORD-2002(removido)');
    for (const cell of absent.slice(1)) expect(cell).toBe('—não informado');
    await expectNoAxeViolations(container);
  });

  it('shows skeleton rows while the first answer loads', async () => {
    answer = async () => {
      await delay('infinite');
      return HttpResponse.json(page([]));
    };
    renderWorkspace();
    expect(await screen.findByText('Carregando pedidos…')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).queryAllByRole('cell')).toHaveLength(0);
  });

  it('suggests clearing the filters when none match', async () => {
    answerWith(page([], 0));
    const seen: RequestsSearch[] = [];
    const { user } = renderWorkspace({ initial: readRequestsSearch({ uf: 'AC', sort: 'code' }), seen });
    expect(await screen.findByText('Nenhum pedido corresponde a estes filtros')).toBeInTheDocument();
    // One beside the chips, one in the empty state.
    const [, emptyStateClear] = screen.getAllByRole('button', { name: 'Limpar filtros' });
    if (!emptyStateClear) throw new Error('the empty state offers no way out');
    await user.click(emptyStateClear);
    expect(seen.at(-1)).toMatchObject({ uf: undefined, sort: 'code' });
    expect(await screen.findByText('Ainda não há pedidos na cópia local')).toBeInTheDocument();
  });

  it('says what went wrong and lets the reader retry', async () => {
    answer = () =>
      HttpResponse.json(problem(503, 'mirror_unavailable', 'A cópia local está sendo reiniciada.'), {
        status: 503,
      });
    const { user } = renderWorkspace();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar os pedidos');
    expect(alert).toHaveTextContent('A cópia local está sendo reiniciada.');
    expect(alert).toHaveTextContent('Tente de novo em alguns instantes.');

    answerWith(page([summary()]));
    await user.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText('1 pedido encontrado')).toBeInTheDocument();
  });

  it('explains a network failure in the reader language', async () => {
    answer = () => HttpResponse.error();
    renderWorkspace();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível falar com o servidor.Verifique sua conexão e tente de novo.',
    );
  });

  it('remembers the chosen columns and density for each user', async () => {
    answerWith(page([summary()]));
    const first = renderWorkspace({ userId: 'user-a' });
    await screen.findByText('1 pedido encontrado');
    await first.user.click(screen.getByRole('button', { name: 'Colunas' }));
    const panel = await screen.findByRole('region', { name: 'Colunas visíveis' });
    expect(within(panel).getByRole('checkbox', { name: 'Código' })).toBeDisabled();
    await first.user.click(within(panel).getByRole('checkbox', { name: 'Empresa' }));
    await first.user.click(within(panel).getByRole('checkbox', { name: 'CNPJ' }));
    await first.user.selectOptions(
      screen.getByRole('combobox', { name: 'Densidade das linhas' }),
      'Compacta',
    );
    expect(screen.queryByRole('columnheader', { name: /Empresa/ })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'CNPJ' })).toBeInTheDocument();
    expect(cellsOf('ORD-1001')).toContain('12.345.678/0001-95');
    expect(screen.getByRole('table')).toHaveAttribute('data-density', 'compact');
    first.unmount();

    // The same person, another visit: their choice; someone else: the defaults.
    renderWorkspace({ userId: 'user-a' });
    await screen.findByText('1 pedido encontrado');
    expect(screen.getByRole('columnheader', { name: 'CNPJ' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('data-density', 'compact');
  });

  it('keeps the defaults for a different user', async () => {
    window.localStorage.setItem(
      'painel-requests-preferences:user-a',
      JSON.stringify({ columns: { order: ['code', 'companyCnpj'] }, density: 'compact' }),
    );
    answerWith(page([summary()]));
    renderWorkspace({ userId: 'user-b' });
    await screen.findByText('1 pedido encontrado');
    expect(screen.queryByRole('columnheader', { name: 'CNPJ' })).toBeNull();
    expect(screen.getByRole('table')).toHaveAttribute('data-density', 'comfortable');
  });

  it('saves a named view on the server and brings it back, marked as the active one', async () => {
    answerWith(page([summary()]));
    const seen: RequestsSearch[] = [];
    const { user } = renderWorkspace({
      initial: readRequestsSearch({ uf: 'SP', paymentStatus: 'received', sort: 'finalValue', dir: 'desc' }),
      seen,
    });
    await screen.findByText('1 pedido encontrado');
    await user.click(screen.getByRole('button', { name: 'Visões salvas' }));
    const panel = await screen.findByRole('region', { name: 'Visões salvas' });
    expect(await within(panel).findByText(/Nenhuma visão salva ainda/)).toBeInTheDocument();
    await user.type(within(panel).getByLabelText('Nome da visão atual'), 'SP recebidos');
    await user.click(within(panel).getByRole('button', { name: 'Salvar' }));
    expect(await within(panel).findByRole('button', { name: 'SP recebidos' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(views).toMatchObject([
      { name: 'SP recebidos', query: 'uf=SP&paymentStatus=received&sort=finalValue&dir=desc' },
    ]);
    expect(screen.getByText('Visão: SP recebidos')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(seen.at(-1)).toMatchObject({ uf: undefined, paymentStatus: undefined });
    await user.click(within(panel).getByRole('button', { name: 'SP recebidos' }));
    expect(seen.at(-1)).toEqual(
      readRequestsSearch({ uf: 'SP', paymentStatus: 'received', sort: 'finalValue', dir: 'desc' }),
    );

    await user.click(within(panel).getByRole('button', { name: 'Renomear a visão SP recebidos' }));
    const rename = within(panel).getByRole('textbox', { name: 'Novo nome da visão SP recebidos' });
    await user.clear(rename);
    await user.type(rename, 'Recebidos SP{Enter}');
    expect(await within(panel).findByRole('button', { name: 'Recebidos SP' })).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Excluir a visão Recebidos SP' }));
    await waitFor(() => expect(within(panel).queryByRole('button', { name: 'Recebidos SP' })).toBeNull());
    expect(views).toEqual([]);
  });

  it('opens the default view when the page opens without parameters', async () => {
    answerWith(page([summary()]));
    views = [
      {
        id: '00000000-0000-4000-8000-000000000001',
        type: 'order',
        name: 'Meus em SP',
        query: 'uf=SP&mine=1',
        shared: false,
        isDefault: true,
        owner: { id: '10000000-0000-4000-8000-00000000000a', name: 'Ana' },
        mine: true,
        canEdit: true,
        createdAt: '2026-11-26T10:00:00.000Z',
        updatedAt: '2026-11-26T10:00:00.000Z',
      },
    ];
    const seen: RequestsSearch[] = [];
    renderWorkspace({ seen });
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ uf: ['SP'], mine: true }));
  });

  it('offers the views this browser kept before to the server, once', async () => {
    window.localStorage.setItem(
      'painel-requests-preferences:user-a',
      JSON.stringify({ views: { order: [{ id: 'x', name: 'Antiga', search: 'uf=RJ' }] } }),
    );
    answerWith(page([summary()]));
    const { user } = renderWorkspace();
    await screen.findByText('1 pedido encontrado');
    await user.click(screen.getByRole('button', { name: 'Visões salvas' }));
    const panel = await screen.findByRole('region', { name: 'Visões salvas' });
    await user.click(within(panel).getByRole('button', { name: 'Importar para o servidor' }));
    expect(await within(panel).findByRole('button', { name: 'Antiga' })).toBeInTheDocument();
    expect(views).toMatchObject([{ name: 'Antiga', query: 'uf=RJ', shared: false }]);
    expect(within(panel).queryByTestId('local-views-offer')).toBeNull();
    expect(window.localStorage.getItem('painel-requests-preferences:user-a')).not.toContain('Antiga');
  });

  it('renders only the rows near the visible part of the frame on a long page', async () => {
    // jsdom lays nothing out: the frame is given the height a screen would give it.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    answerWith(page(summaries(150), 150, 1, 200));
    renderWorkspace({ initial: readRequestsSearch({ pageSize: '200' }) });
    await screen.findByText('150 pedidos encontrados');
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-rowcount', '151');
    await waitFor(() => {
      const rendered = within(table)
        .getAllByRole('row')
        .filter((tr) => tr.hasAttribute('data-row-index'));
      expect(rendered.length).toBeGreaterThan(10);
      expect(rendered.length).toBeLessThan(100);
      // The first paint may hold a full batch until the virtualiser has measured.
    });
    expect(listCalls).toBe(1);
    vi.restoreAllMocks();
  });
});

describe('the table model', () => {
  it('asks the server for the sort (a status sorts in its configured sequence there, not here)', async () => {
    answerWith(
      page([
        summary({ code: 'ORD-1', dealStatus: 'Faturado' }),
        summary({ code: 'ORD-2', dealStatus: 'Aguardando pagamento' }),
      ]),
    );
    const { user } = renderWorkspace();
    await screen.findByText('2 pedidos encontrados');
    await user.click(screen.getByRole('button', { name: 'Status' }));
    await waitFor(() => expect(listQueries.at(-1)?.get('sort')).toBe('dealStatus'));
    expect(listQueries.at(-1)?.get('dir')).toBe('asc');
    // The rows stay in the server's order: the table never sorts them itself.
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.dataset.code),
    ).toEqual(['ORD-1', 'ORD-2']);
    await user.click(screen.getByRole('button', { name: 'Status' }));
    await waitFor(() => expect(listQueries.at(-1)?.get('dir')).toBe('desc'));
    expect(screen.getByRole('columnheader', { name: 'Status' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('sorts the newer server-side columns too: time in status, CNPJ, original value', async () => {
    answerWith(page([summary()]));
    const { user } = renderWorkspace({
      initial: readRequestsSearch({ cols: 'code,statusSince,companyCnpj,originalValue,paymentType,kind' }),
    });
    await screen.findByText('1 pedido encontrado');
    await user.click(screen.getByRole('button', { name: 'CNPJ' }));
    await waitFor(() => expect(listQueries.at(-1)?.get('sort')).toBe('cnpj'));
    await user.click(screen.getByRole('button', { name: 'No status desde' }));
    await waitFor(() => expect(listQueries.at(-1)?.get('sort')).toBe('statusSince'));
  });

  it('keeps the code pinned first and visible whatever columns are chosen, in the chosen order', async () => {
    answerWith(page([summary()]));
    renderWorkspace({ initial: readRequestsSearch({ cols: 'finalValue,name' }) });
    await screen.findByText('1 pedido encontrado');
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => header.dataset.column)).toEqual(['code', 'finalValue', 'name']);
    expect(headers[0]?.className).toMatch(/pinned/);
  });

  it('reorders the columns from the chooser, in the URL and for the person on the next visit', async () => {
    answerWith(page([summary()]));
    const seen: RequestsSearch[] = [];
    const first = renderWorkspace({
      userId: 'user-a',
      seen,
      initial: readRequestsSearch({ cols: 'name,finalValue,dealStatus' }),
    });
    await screen.findByText('1 pedido encontrado');
    await first.user.click(screen.getByRole('button', { name: 'Colunas' }));
    await first.user.click(await screen.findByRole('button', { name: 'Mover a coluna Status para cima' }));
    const order = () => screen.getAllByRole('columnheader').map((header) => header.dataset.column);
    expect(order()).toEqual(['code', 'name', 'dealStatus', 'finalValue']);
    expect(seen.at(-1)?.cols).toEqual(['code', 'name', 'dealStatus', 'finalValue']);
    first.unmount();

    renderWorkspace({ userId: 'user-a' });
    await screen.findByText('1 pedido encontrado');
    expect(order()).toEqual(['code', 'name', 'dealStatus', 'finalValue']);
  });

  it('remembers a dragged column width for the person, on the next visit too', async () => {
    answerWith(page([summary()]));
    const first = renderWorkspace({ userId: 'user-a' });
    await screen.findByText('1 pedido encontrado');
    const nameHeader = screen.getByRole('columnheader', { name: 'Nome' });
    const handle = nameHeader.querySelector('[aria-hidden="true"][class*="resizer"]');
    if (!handle) throw new Error('no resize handle on the name column');
    fireEvent.mouseDown(handle, { clientX: 100 });
    fireEvent.mouseMove(document, { clientX: 160 });
    fireEvent.mouseUp(document, { clientX: 160 });
    await waitFor(() =>
      expect(
        JSON.parse(window.localStorage.getItem('painel-requests-preferences:user-a') ?? '{}'),
      ).toMatchObject({
        sizes: { name: COLUMN_WIDTHS.name + 60 },
      }),
    );
    first.unmount();

    const { container } = renderWorkspace({ userId: 'user-a' });
    await screen.findByText('1 pedido encontrado');
    const widths = [...container.querySelectorAll('col')].map((col) => col.style.width);
    expect(widths[1]).toBe(`${COLUMN_WIDTHS.name + 60}px`);
  });
});

describe('the list around the table', () => {
  it('shows the totals of the whole filter, not only the page', async () => {
    answerWith({
      ...page([summary()], 1234),
      totals: { count: 1234, finalValue: 12_345_678.9, totalPower: 5_450_000 },
    });
    renderWorkspace();
    const totals = await screen.findByTestId('requests-totals');
    const text = (totals.textContent ?? '').replace(/\u00a0|\u202f/g, ' ');
    expect(text).toContain('1.234 pedidos');
    expect(text).toContain('R$ 12,3 mi');
    expect(text).toContain('5.450 kWp');
    expect(within(totals).getByText(/^5\.450\skWp$/)).toHaveAttribute('title', '5.450,00\u00a0kWp');
  });

  it('opens my requests and the stalled ones in one click each', async () => {
    answerWith(page([summary({ stalled: true, statusSince: '2024-04-01T00:00:00.000Z' })]));
    const { user } = renderWorkspace();
    await screen.findByText('1 pedido encontrado');
    const mine = screen.getByRole('button', { name: 'Meus pedidos' });
    await user.click(mine);
    await waitFor(() => expect(listQueries.at(-1)?.get('mine')).toBe('1'));
    expect(mine).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Parados' }));
    await waitFor(() => expect(listQueries.at(-1)?.get('stalled')).toBe('1'));
    expect(listQueries.at(-1)?.get('mine')).toBe('1');
    // A stalled row says so, and for how long.
    expect(screen.getByTestId('stalled-badge')).toHaveTextContent(/Parado há \d+ dias/);
    await user.click(mine);
    await waitFor(() => expect(listQueries.at(-1)?.has('mine')).toBe(false));
  });
  it('narrows to the requests in progress from the queues, beside the stalled ones', async () => {
    answerWith(page([summary()]));
    const { user } = renderWorkspace();
    await screen.findByText('1 pedido encontrado');
    const queues = screen.getByRole('group', { name: 'Filas de trabalho' });
    const open = within(queues).getByRole('button', { name: 'Em andamento' });
    expect(open).toHaveAttribute('aria-pressed', 'false');
    await user.click(open);
    await waitFor(() => expect(listQueries.at(-1)?.get('open')).toBe('1'));
    expect(open).toHaveAttribute('aria-pressed', 'true');
    // The same filter as the chip the home's links bring, removable from either place.
    const chips = screen.getByRole('list', { name: 'Filtros ativos' });
    expect(within(chips).getByText('Em andamento')).toBeInTheDocument();
    // In progress and stalled combine: the stalled ones in progress.
    await user.click(within(queues).getByRole('button', { name: 'Parados' }));
    await waitFor(() => expect(listQueries.at(-1)?.get('stalled')).toBe('1'));
    expect(listQueries.at(-1)?.get('open')).toBe('1');
    await user.click(open);
    await waitFor(() => expect(listQueries.at(-1)?.has('open')).toBe(false));
    expect(open).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('on a phone (48em and below)', () => {
  it('lists requests as cards with what a person on the move needs', async () => {
    const matchMedia = mockPhoneMedia();
    answerWith(page([summary()]));
    const { container } = renderWorkspace();
    const cards = await screen.findByRole('list', { name: 'Lista de pedidos' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(cards).getByRole('link');
    expect(card).toHaveAttribute('href', '/orders/ORD-1001');
    const text = (card.textContent ?? '').replace(/\u00a0|\u202f/g, ' ');
    for (const part of [
      'ORD-1001',
      'Kit Residencial 5,45 kWp',
      'Solar Sul Ltda',
      'Em análise',
      'R$ 19.876,50',
      'Bruno Lima',
    ]) {
      expect(text).toContain(part);
    }
    await expectNoAxeViolations(container);
    matchMedia.mockRestore();
  });

  it('keeps the search named "Buscar", with a hint short enough to read whole in the field', async () => {
    const matchMedia = mockPhoneMedia();
    answerWith(page([summary()]));
    renderWorkspace();
    await screen.findByRole('list', { name: 'Lista de pedidos' });
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveAttribute(
      'placeholder',
      'Código, nome, empresa, CNPJ…',
    );
    matchMedia.mockRestore();
  });
});
