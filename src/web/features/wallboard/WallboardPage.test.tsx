import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Board } from '../../../contract/api/board';
import { problem } from '../../lib/testing/apiFixtures';
import { expectNoAxeViolations } from '../../testing/expectNoAxeViolations';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { boardOf, card, column } from '../../lib/testing/boardFixtures';
import { HIGHLIGHT_MS } from './changedCards';
import { WallboardPage } from './WallboardPage';
import type { WallboardSettings } from './wallboardSearch';

const orders = () =>
  boardOf(
    column('Aguardando pagamento', 10, [
      card('10001', 'Aguardando pagamento'),
      card('10002', 'Aguardando pagamento'),
    ]),
    column('Faturado', 40, [card('10003', 'Faturado')]),
  );
const budgets = () =>
  boardOf(column('Novo', 10, [card('20001', 'Novo', { type: 'budget' })]), column('Aprovado', 50, []));

let answers: Record<string, () => Response> = {};
const calls: Record<string, number> = { order: 0, budget: 0 };
const server = setupServer(
  http.get('*/api/board/:type', ({ params }) => {
    const type = String(params.type);
    calls[type] = (calls[type] ?? 0) + 1;
    return answers[type]?.() ?? HttpResponse.json(type === 'order' ? orders() : budgets());
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  // Timers run on their own as well, so Testing Library's polling and MSW's answers go on.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  answers = {};
  calls.order = 0;
  calls.budget = 0;
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => server.close());

const settings = (overrides: Partial<WallboardSettings> = {}): WallboardSettings => ({
  types: ['order', 'budget'],
  cycleSeconds: 20,
  cardsPerColumn: 8,
  ...overrides,
});

const STATUS = 'Atualizado há 1 min · Ao vivo';

function renderWall(overrides: Partial<WallboardSettings> = {}, reload = vi.fn()) {
  // The app fills the status (freshness, live stream: app/routes/WallboardStatus); the page places it.
  const view = renderWithProviders(
    <WallboardPage settings={settings(overrides)} status={<span>{STATUS}</span>} reload={reload} />,
  );
  return { ...view, reload };
}

const shownBoard = () => screen.getByRole('main').getAttribute('data-board');
const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const cardElement = (code: string) => document.querySelector<HTMLElement>(`[data-code="${code}"]`);
const columnOf = (code: string) => cardElement(code)?.closest('[data-column]')?.getAttribute('data-column');

/** What a live update does: the card moves to its new column in the cached board. */
function moveInCache(client: ReturnType<typeof renderWall>['client'], code: string, to: string) {
  act(() => {
    client.setQueriesData<Board>({ queryKey: ['board', 'order'] }, (board) => {
      if (!board) return board;
      const moving = board.columns.flatMap((each) => each.cards).find((each) => each.code === code);
      if (!moving) return board;
      return {
        ...board,
        columns: board.columns.map((each) => {
          const cards = each.cards.filter((other) => other.code !== code);
          return each.name === to
            ? { ...each, count: each.count + 1, cards: [{ ...moving, dealStatus: to }, ...cards] }
            : { ...each, count: cards.length === each.cards.length ? each.count : each.count - 1, cards };
        }),
      };
    });
  });
}

// Minutes of a wall's life pass in each test, in many one-second clock ticks: slow in jsdom.
describe('the wall screen', () => {
  it('switches between the orders and the budgets every N seconds', async () => {
    renderWall({ cycleSeconds: 20 });
    await screen.findByText('3 pedidos no quadro');
    expect(shownBoard()).toBe('order');
    expect(heading()).toBe('Quadro de pedidos');
    // The other board is kept fresh while it waits its turn.
    await waitFor(() => expect(calls.budget).toBe(1));

    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(shownBoard()).toBe('budget');
    expect(heading()).toBe('Quadro de orçamentos');
    expect(screen.getByText('1 orçamento no quadro')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Quadros exibidos' })).getByText('Quadro de orçamentos'),
    ).toHaveAttribute('aria-current', 'true');

    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(shownBoard()).toBe('order');
  });

  it('stays on one board when asked to', async () => {
    renderWall({ types: ['budget'], cycleSeconds: 20 });
    await screen.findByText('1 orçamento no quadro');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(shownBoard()).toBe('budget');
    expect(calls.order).toBe(0);
  });

  it('highlights a card that moved to another column, for a while', async () => {
    const { client } = renderWall({ cycleSeconds: 0 });
    await screen.findByText('3 pedidos no quadro');
    expect(document.querySelectorAll('[data-changed]')).toHaveLength(0);

    moveInCache(client, '10001', 'Faturado');
    await waitFor(() => expect(columnOf('10001')).toBe('Faturado'));
    expect(cardElement('10001')).toHaveAttribute('data-changed', 'true');
    expect(cardElement('10001')).toHaveTextContent('(mudou agora)');
    expect(cardElement('10002')).not.toHaveAttribute('data-changed');
    expect(cardElement('10003')).not.toHaveAttribute('data-changed');

    await act(() => vi.advanceTimersByTimeAsync(HIGHLIGHT_MS + 100));
    expect(cardElement('10001')).not.toHaveAttribute('data-changed');
  });

  it('highlights, when a board comes back, what moved while the other was showing', async () => {
    const { client } = renderWall({ cycleSeconds: 20 });
    await screen.findByText('3 pedidos no quadro');
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(shownBoard()).toBe('budget');

    moveInCache(client, '10002', 'Faturado');
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(shownBoard()).toBe('order');
    expect(columnOf('10002')).toBe('Faturado');
    expect(cardElement('10002')).toHaveAttribute('data-changed', 'true');
    expect(cardElement('10001')).not.toHaveAttribute('data-changed');
  });

  it('keeps trying when the server does not answer, and shows the board once it does', async () => {
    answers.order = () => HttpResponse.json(problem(503, 'unavailable', 'Indisponível.'), { status: 503 });
    renderWall({ types: ['order'] });
    expect(
      await screen.findByRole('status', { name: 'Sem conexão com o Painel; tentando de novo…' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Colunas do quadro' })).toBeNull();

    delete answers.order;
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(await screen.findByText('3 pedidos no quadro')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('status', { name: 'Sem conexão com o Painel; tentando de novo…' }),
      ).toBeNull(),
    );
  });

  it('keeps the last good board on screen while the server is away', async () => {
    renderWall({ types: ['order'] });
    await screen.findByText('3 pedidos no quadro');
    answers.order = () => HttpResponse.error();
    // The next periodic refresh fails.
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    expect(
      await screen.findByRole('status', { name: 'Sem conexão com o Painel; tentando de novo…' }),
    ).toBeInTheDocument();
    expect(screen.getByText('3 pedidos no quadro')).toBeInTheDocument();
    expect(cardElement('10001')).not.toBeNull();
  });

  it('is dark while it shows, without touching the reader’s own choice', async () => {
    document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
    const { unmount } = renderWall({ types: ['order'] });
    await screen.findByText('3 pedidos no quadro');
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    // A system theme change would switch it back: it stays dark.
    document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
    await waitFor(() =>
      expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark'),
    );
    unmount();
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  it('shows the clock and the data status it is given, offers full screen and keeps the screen awake', async () => {
    const request = vi.fn(() => Promise.resolve({ released: false, release: () => Promise.resolve() }));
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
    const requestFullscreen = vi.fn(() => Promise.resolve());
    document.documentElement.requestFullscreen = requestFullscreen;
    try {
      vi.setSystemTime(new Date(2024, 4, 1, 14, 7, 0));
      const { container } = renderWall({ types: ['order'] });
      await screen.findByText('3 pedidos no quadro');
      expect(within(screen.getByRole('group', { name: 'Agora' })).getByText('14:07')).toBeInTheDocument();
      const fresh = screen.getByRole('region', { name: 'Atualização dos dados' });
      expect(within(fresh).getByText(STATUS)).toBeInTheDocument();
      expect(request).toHaveBeenCalledWith('screen');

      await act(async () => {
        screen.getByRole('button', { name: 'Tela cheia' }).click();
        await Promise.resolve();
      });
      expect(requestFullscreen).toHaveBeenCalled();
      await expectNoAxeViolations(container, { wholePage: true });
    } finally {
      Reflect.deleteProperty(navigator, 'wakeLock');
      Reflect.deleteProperty(document, 'fullscreenEnabled');
    }
  });
});
