import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RequestPage } from '../../../contract/api/requests';
import { emptySummary, page, problem, summaries, summary } from '../../lib/testing/apiFixtures';
import { expectNoAxeViolations } from '../../test/expectNoAxeViolations';
import { renderWithProviders } from '../../test/renderWithProviders';
import { readRequestsSearch, type RequestsSearch } from './requestsSearch';
import { RequestsWorkspace } from './RequestsWorkspace';

let answer: () => Promise<Response> | Response = () => HttpResponse.json(page([summary()]));
let listCalls = 0;
const server = setupServer(
  http.get('*/api/requests/:type', () => {
    listCalls += 1;
    return answer();
  }),
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
afterEach(() => {
  window.localStorage.clear();
  listCalls = 0;
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
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Código↕',
      'Nome↕',
      'Empresa↕',
      'Responsável↕',
      'Criado em↕',
      'Status↕',
      'Estoque↕',
      'Pagamento↕',
      'Potência↕',
      'Valor final↕',
      'Entrega↕',
    ]);
    const [code, name, company, responsible, created, status, stock, paymentStatus, power, value, freight] =
      cellsOf('ORD-1001');
    expect([code, name, company, responsible, status, stock, paymentStatus, power, value, freight]).toEqual([
      'ORD-1001',
      'Kit Residencial 5,45 kWp',
      'Solar Sul Ltda',
      'Bruno Lima',
      'Em análise',
      'Disponível',
      'Solicitado',
      '5,45 kWp',
      'R$ 19.876,50',
      'Campinas/SP',
    ]);
    expect(created).toMatch(/^01\/05\/2024, \d\d:04$/);
    expect(screen.getByRole('link', { name: 'ORD-1001' })).toHaveAttribute('href', '/orders/ORD-1001');

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
    const panel = await screen.findByRole('region', { name: 'Colunas visíveis' }, { timeout: 10_000 });
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

  it('saves a named view and brings it back', async () => {
    answerWith(page([summary()]));
    const seen: RequestsSearch[] = [];
    const { user } = renderWorkspace({
      initial: readRequestsSearch({ uf: 'SP', paymentStatus: 'received', sort: 'finalValue', dir: 'desc' }),
      seen,
    });
    await screen.findByText('1 pedido encontrado');
    await user.click(screen.getByRole('button', { name: 'Visões salvas' }));
    const panel = await screen.findByRole('region', { name: 'Visões salvas' }, { timeout: 10_000 });
    expect(within(panel).getByText(/Nenhuma visão salva ainda/)).toBeInTheDocument();
    await user.type(within(panel).getByLabelText('Nome da visão atual'), 'SP recebidos');
    await user.click(within(panel).getByRole('button', { name: 'Salvar' }));
    expect(within(panel).getByRole('button', { name: 'SP recebidos' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(seen.at(-1)).toMatchObject({ uf: undefined, paymentStatus: undefined });
    await user.click(within(panel).getByRole('button', { name: 'SP recebidos' }));
    expect(seen.at(-1)).toEqual(
      readRequestsSearch({ uf: 'SP', paymentStatus: 'received', sort: 'finalValue', dir: 'desc' }),
    );

    await user.click(within(panel).getByRole('button', { name: 'Excluir a visão SP recebidos' }));
    expect(within(panel).queryByRole('button', { name: 'SP recebidos' })).toBeNull();
  });

  it('renders only the rows near the viewport on a long page', async () => {
    answerWith(page(summaries(150), 150, 1, 200));
    renderWorkspace({ initial: readRequestsSearch({ pageSize: '200' }) });
    await screen.findByText('150 pedidos encontrados');
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-rowcount', '151');
    await waitFor(
      () => {
        const rendered = within(table)
          .getAllByRole('row')
          .filter((tr) => tr.hasAttribute('data-row-index'));
        expect(rendered.length).toBeGreaterThan(10);
        expect(rendered.length).toBeLessThan(100);
        // The first paint may hold a full batch until the virtualiser has measured; slow machines
        // take longer than waitFor's default second to get there.
      },
      { timeout: 5_000 },
    );
    expect(listCalls).toBe(1);
  });
});
