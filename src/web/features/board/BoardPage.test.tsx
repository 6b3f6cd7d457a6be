import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Board } from '../../../contract/api/board';
import { emptySummary, problem } from '../../lib/testing/apiFixtures';
import { expectNoAxeViolations } from '../../testing/expectNoAxeViolations';
import { mockPhoneMedia } from '../../testing/mockPhoneMedia';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { BoardPage } from './BoardPage';
import type { BoardSearch } from '../../lib/board/boardSearch';
import { boardOf, card, column } from '../../lib/testing/boardFixtures';

let answer: () => Response = () => HttpResponse.json(boardOf());
const boardQueries: URLSearchParams[] = [];
const server = setupServer(
  http.get('*/api/board/:type', ({ request }) => {
    boardQueries.push(new URL(request.url).searchParams);
    return answer();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  // "Neste status há 3 dias" must not depend on when the test runs.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2024-05-04T09:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
  boardQueries.length = 0;
});
afterAll(() => server.close());

function answerWith(board: Board) {
  answer = () => HttpResponse.json(board);
}

interface HarnessProps {
  initial?: BoardSearch;
  opened?: string[];
  listed?: string[];
}

function Harness({ initial = {}, opened = [], listed = [] }: HarnessProps) {
  const [search, setSearch] = useState(initial);
  return (
    <BoardPage
      type="order"
      search={search}
      onSearchChange={(update) => setSearch(update)}
      openCode={null}
      onOpen={(code) => opened.push(code)}
      cardHref={(code) => `/board/orders/${code}`}
      listLink={(status) => ({
        href: `/orders?status=${encodeURIComponent(status)}`,
        onOpen: () => listed.push(status),
      })}
    />
  );
}

function renderBoard(props: HarnessProps = {}) {
  const user = userEvent.setup({ delay: null });
  return { user, ...renderWithProviders(<Harness {...props} />) };
}

const normalise = (text: string | null) => (text ?? '').replace(/\u00a0|\u202f/g, ' ');

function columnNamed(name: string): HTMLElement {
  return screen.getByRole('listitem', { name });
}

function columnNames(): string[] {
  const columns = within(screen.getByRole('list', { name: 'Colunas do quadro' }));
  return columns.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent ?? '');
}

const threeColumns = () =>
  boardOf(
    column('Faturado', 40, [card('10003', 'Faturado', { finalValue: 1000, totalPower: 2000 })]),
    column('Aguardando pagamento', 10, [
      card('10001', 'Aguardando pagamento', { finalValue: 19876.5, totalPower: 5450 }),
      card('10002', 'Aguardando pagamento', { finalValue: 123.45, totalPower: 550 }),
    ]),
    { ...column('', undefined, [card('10009', 'Status antigo')]), status: null },
    column('Em separação', 30, [], { count: 0 }),
  );

// A board of cards renders slowly in jsdom on a loaded machine.
describe('the status board', () => {
  it('shows a column per configured status in sequence order, other statuses last', async () => {
    answerWith(threeColumns());
    renderBoard();
    // The first render of a run also loads the language's messages.
    expect(await screen.findByText('4 pedidos no quadro')).toBeInTheDocument();
    expect(columnNames()).toEqual(['Aguardando pagamento', 'Em separação', 'Faturado', 'Outros status']);
    expect(within(columnNamed('Em separação')).getByText('Nada neste status.')).toBeInTheDocument();
  });

  it('gives each column its count and the sums of final value and power', async () => {
    answerWith(
      boardOf(
        column(
          'Aguardando pagamento',
          10,
          [card('10001', 'Aguardando pagamento'), card('10002', 'Aguardando pagamento')],
          { count: 57, sumFinalValue: 1234567.89, sumTotalPower: 312450 },
        ),
      ),
    );
    const listed: string[] = [];
    const { user } = renderBoard({ listed });
    const header = within(await screen.findByRole('listitem', { name: 'Aguardando pagamento' }));
    expect(header.getByTestId('column-count')).toHaveTextContent('57 pedidos');
    expect(normalise(header.getByTestId('column-sum-value').textContent)).toBe('R$ 1.234.567,89');
    expect(normalise(header.getByTestId('column-sum-power').textContent)).toBe('312,45 kWp');
    // 57 counted, 2 shown.
    expect(header.getByText(/e mais 55 não mostrados/)).toBeInTheDocument();
    // The rest are a link away: the table, filtered to this status.
    const seeAll = header.getByRole('link', { name: /^Ver todos na lista\s*\(Aguardando pagamento\)$/ });
    expect(seeAll).toHaveAttribute('href', '/orders?status=Aguardando%20pagamento');
    await user.click(seeAll);
    expect(listed).toEqual(['Aguardando pagamento']);
  });

  it('shows code, company, responsible, value, power, payment and time in status on each card', async () => {
    answerWith(
      boardOf(
        column('Aguardando pagamento', 10, [
          card('10001', 'Aguardando pagamento', { statusSince: '2024-05-01T09:00:00.000Z' }),
          { ...emptySummary('10002'), dealStatus: 'Aguardando pagamento' },
        ]),
      ),
    );
    const { container } = renderBoard();
    const full = await screen.findByRole('link', { name: /^10001/ });
    expect(full).toHaveAttribute('href', '/board/orders/10001');
    expect(normalise(full.textContent)).toBe(
      '10001Pagamento: SolicitadoEmpresa: Solar Sul LtdaResponsável: Bruno LimaValor final: R$ 19.876,50Potência: 5,45 kWpNeste status há 3 dias',
    );
    // Every vendor field missing: the card still shows, each value as not provided, no badge.
    const bare = screen.getByRole('link', { name: /^10002/ });
    expect(normalise(bare.textContent)).toBe(
      '10002Empresa: —não informadoResponsável: —não informadoValor final: —não informadoPotência: —não informadoDesde quando está neste status: não informado—',
    );
    await expectNoAxeViolations(container);
  });

  it('opens a card with a click or the keyboard, and leaves modified clicks to the browser', async () => {
    answerWith(threeColumns());
    const opened: string[] = [];
    const { user } = renderBoard({ opened });
    await user.click(await screen.findByRole('link', { name: /^10003/ }));
    expect(opened).toEqual(['10003']);

    // A card is a link: in the tab order, Enter opens it.
    screen.getByRole('link', { name: /^10001/ }).focus();
    await user.keyboard('{Enter}');
    expect(opened).toEqual(['10003', '10001']);

    // Ctrl+click is "open in a new tab": the browser's, not the drawer's (jsdom cannot follow it).
    const leftToBrowser: boolean[] = [];
    const browser = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', browser);
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: /^10002/ }));
    await user.keyboard('{/Control}');
    document.removeEventListener('click', browser);
    expect(opened).toEqual(['10003', '10001']);
    expect(leftToBrowser).toEqual([true]);
  });

  it('collapses a column, and remembers it', async () => {
    answerWith(threeColumns());
    const { user, unmount } = renderBoard();
    const toggle = await screen.findByRole('button', { name: 'Recolher a coluna Aguardando pagamento' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);

    const collapsed = screen.getByRole('button', { name: 'Expandir a coluna Aguardando pagamento' });
    expect(collapsed).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: /^10001/ })).toBeNull();
    // Its count and sums stay in view.
    expect(within(columnNamed('Aguardando pagamento')).getByTestId('column-count')).toHaveTextContent(
      '2 pedidos',
    );
    expect(screen.getByRole('link', { name: /^10003/ })).toBeInTheDocument();

    unmount();
    renderBoard();
    expect(
      await screen.findByRole('button', { name: 'Expandir a coluna Aguardando pagamento' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^10001/ })).toBeNull();
  });

  it('asks the server with the filters it is given', async () => {
    answerWith(threeColumns());
    renderBoard({ initial: { uf: ['SP', 'RJ'], responsible: 'ana', createdFrom: '2024-01-01' } });
    await screen.findByText('4 pedidos no quadro');
    expect(Object.fromEntries(boardQueries.at(-1) ?? [])).toEqual({
      uf: 'SP,RJ',
      responsible: 'ana',
      createdFrom: '2024-01-01',
      cardsPerColumn: '30',
    });
    expect(screen.getByRole('textbox', { name: 'Responsável contém' })).toHaveValue('ana');
    expect(screen.getByRole('textbox', { name: 'Criado entre' })).toHaveValue('01/01/2024 –');
  });

  it('on a phone keeps the search and folds the other filters behind "Filtros", saying how many are set', async () => {
    const matchMedia = mockPhoneMedia();
    try {
      answerWith(threeColumns());
      const { user } = renderBoard({
        initial: { uf: ['SP'], createdFrom: '2024-01-01', createdTo: '2024-01-15' },
      });
      await screen.findByText('4 pedidos no quadro');
      expect(screen.getByRole('searchbox', { name: 'Buscar no quadro' })).toBeVisible();
      const fold = screen.getByRole('button', { name: 'Filtros (2)' });
      expect(fold).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByRole('textbox', { name: 'Responsável contém', hidden: true })).not.toBeVisible();
      await user.click(fold);
      expect(fold).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('textbox', { name: 'Responsável contém' })).toBeVisible();
      expect(screen.getByRole('textbox', { name: 'Criado entre' })).toHaveValue('01/01/2024 – 15/01/2024');
    } finally {
      matchMedia.mockRestore();
    }
  });

  it('says what went wrong and retries on request', async () => {
    answer = () =>
      HttpResponse.json(problem(503, 'unavailable', 'O banco de dados não responde.'), { status: 503 });
    const { user } = renderBoard();
    expect(await screen.findByText('O banco de dados não responde.')).toBeInTheDocument();
    answerWith(threeColumns());
    await user.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    await waitFor(() => expect(screen.getByText('4 pedidos no quadro')).toBeInTheDocument());
  });
});
