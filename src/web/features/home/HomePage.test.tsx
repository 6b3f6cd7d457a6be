import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../contract/api/roles';
import type { Locale } from '../../i18n/locales';
import { freshness, governor, page, summary } from '../../lib/testing/apiFixtures';
import { insightsFixture } from '../../lib/testing/insightsFixture';
import { toQueryString } from '../../lib/queryString';
import { expectNoAxeViolations } from '../../testing/expectNoAxeViolations';
import { mockPhoneMedia } from '../../testing/mockPhoneMedia';
import { renderWithProviders } from '../../testing/renderWithProviders';
import type { HomeLinks } from './homeLinks';
import type { HomeSearch } from './homePeriod';
import { HomePage, type HomePageProps } from './HomePage';

/** The router's own format for a list's URL (router.tsx stringifySearch), without a router. */
const links: HomeLinks = {
  list: ({ type, filters }) => `/${type === 'order' ? 'orders' : 'budgets'}?${toQueryString(filters)}`,
  request: (type, code) => `/${type === 'order' ? 'orders' : 'budgets'}/${code}`,
  page: (path) => path,
};

const TODAY = new Date(2024, 4, 20, 10, 0);

let answer = insightsFixture();
let queue = {
  stalled: page(
    [summary({ code: 'ORD-9', dealStatus: 'Novo', stalled: true, statusSince: '2024-04-01T10:00:00Z' })],
    3,
  ),
  all: page(
    [
      summary({ code: 'ORD-1', dealStatus: 'Em análise', stalled: false }),
      summary({ code: 'ORD-9', dealStatus: 'Novo', stalled: true }),
    ],
    14,
  ),
};
const defaultQueueAll = queue.all;
const insightQueries: URLSearchParams[] = [];
const server = setupServer(
  http.get('*/api/insights', ({ request }) => {
    insightQueries.push(new URL(request.url).searchParams);
    return HttpResponse.json(answer);
  }),
  http.get('*/api/requests/order', ({ request }) =>
    HttpResponse.json(new URL(request.url).searchParams.get('stalled') ? queue.stalled : queue.all),
  ),
  http.get('*/api/activity', () =>
    HttpResponse.json({
      items: [
        {
          id: 'h1',
          at: '2024-05-19T14:00:00.000Z',
          source: 'write',
          actor: { kind: 'person', id: 'u1', name: 'Fernanda Reis' },
          changes: [{ field: 'payment.status', from: 'requested', to: 'received' }],
          type: 'order',
          code: 'ORD-77',
          name: null,
          companyName: null,
          createdAt: null,
        },
      ],
      nextCursor: null,
    }),
  ),
  http.get('*/api/governor', () => HttpResponse.json(governor())),
  http.get('*/api/freshness', () => HttpResponse.json(freshness({ upToDateAt: '2024-05-20T12:59:00.000Z' }))),
  http.get('*/api/admin/inbox', () =>
    HttpResponse.json({
      counts: { pending: 2, processed: 40, failed: 1, unknownKind: 0, duplicates: 0 },
      oldestPendingAt: null,
      lastReceivedAt: null,
      recentFailures: [],
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  answer = insightsFixture();
  insightQueries.length = 0;
});
afterAll(() => server.close());

function renderHome(
  roles: Role[],
  locale: Locale = 'pt-BR',
  {
    search = {},
    onSearchChange = () => undefined,
  }: Partial<Pick<HomePageProps, 'search' | 'onSearchChange'>> = {},
) {
  return renderWithProviders(
    <HomePage roles={roles} today={TODAY} search={search} onSearchChange={onSearchChange} links={links} />,
    { locale },
  );
}

describe('the home of a sales person', () => {
  it('shows their figures of this month against the previous period, each linking to its list', async () => {
    const { container } = renderHome(['sales']);
    const mine = within(await screen.findByRole('region', { name: 'Meus números' }));
    const orders = await mine.findByRole('link', { name: /Pedidos criados/ });
    expect(orders).toHaveTextContent('12');
    expect(orders).toHaveTextContent('Melhorou 20% sobre o período anterior');
    expect(orders).toHaveAttribute('href', '/orders?mine=1&createdFrom=2024-05-01&createdTo=2024-05-20');
    expect(mine.getByRole('link', { name: /Valor dos pedidos/ })).toHaveTextContent('R$ 1,3 mi');
    expect(mine.getByRole('link', { name: /Potência dos pedidos/ })).toHaveTextContent('60,00 kWp');
    const budgets = mine.getByRole('link', { name: /Orçamentos criados/ });
    expect(budgets).toHaveTextContent('Sem base no período anterior');
    expect(budgets).toHaveAttribute('href', '/budgets?mine=1&createdFrom=2024-05-01&createdTo=2024-05-20');
    // The month runs: its previous figures stop at the time of day it was read at.
    expect(
      mine.getByText(/Comparados com 01\/04\/2024 a 30\/04\/2024, até este mesmo horário\./),
    ).toBeVisible();
    // Their own figures: the insights were asked with mine=1, for the month so far.
    expect(
      insightQueries.some((query) => query.get('mine') === '1' && query.get('from') === '2024-05-01'),
    ).toBe(true);

    // Their queue: stalled first, each code once; the heading's counts open the same lists.
    const queueRegion = within(screen.getByRole('region', { name: 'Minha fila' }));
    const rows = within(
      await queueRegion.findByRole('table', { name: 'Minha fila de pedidos' }),
    ).getAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('link')[0]?.textContent)).toEqual([
      'ORD-9',
      'ORD-1',
    ]);
    expect(queueRegion.getByRole('link', { name: '3 parados' })).toHaveAttribute(
      'href',
      '/orders?mine=1&stalled=1',
    );
    expect(queueRegion.getByRole('link', { name: '14 pedidos seus em andamento' })).toHaveAttribute(
      'href',
      '/orders?mine=1&open=1',
    );

    // The team's pipeline: a status and its stalled count open the list with that filter.
    const pipeline = within(screen.getByRole('region', { name: 'Funil da equipe' }));
    const table = within(
      await pipeline.findByRole('table', { name: 'Dados de “Pedidos do período por status (quantidade)”' }),
    );
    // The status and its count are one choice: both open the list of that status.
    const novo = '/orders?createdFrom=2024-05-01&createdTo=2024-05-20&status=Novo';
    expect(table.getByRole('link', { name: 'Novo' })).toHaveAttribute('href', novo);
    expect(table.getByRole('link', { name: 'Novo — Quantidade: 5' })).toHaveAttribute('href', novo);
    expect(table.getByRole('link', { name: 'Novo — Parados: 2' })).toHaveAttribute(
      'href',
      `${novo}&stalled=1`,
    );
    expect(
      pipeline.getByRole('button', { name: 'Baixar CSV de “Pedidos do período por status (quantidade)”' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'A receber em aberto hoje' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('says so when nothing was created in the period and the queue is empty', async () => {
    answer = insightsFixture({
      pipeline: { rows: [], withoutStatus: { count: 0, value: 0, power: 0 } },
    });
    const saved = queue;
    queue = { stalled: page([], 0), all: page([], 0) };
    try {
      const asked: HomeSearch[] = [];
      renderHome(['sales'], 'pt-BR', { onSearchChange: (search) => asked.push(search) });
      const pipeline = within(screen.getByRole('region', { name: 'Funil da equipe' }));
      expect(await pipeline.findByText('Nenhum pedido criado neste período.')).toBeInTheDocument();
      expect(
        await screen.findByText('Nenhum pedido seu em andamento (os de status final saem da fila).'),
      ).toBeInTheDocument();
      // Early in a month this month may hold nothing yet: the month before is one click away.
      await userEvent.click(pipeline.getByRole('button', { name: 'Ver o mês passado' }));
      expect(asked).toEqual([{ period: 'lastMonth' }]);
    } finally {
      queue = saved;
    }
  });

  it('speaks English to an English reader, money still in reais', async () => {
    renderHome(['sales'], 'en');
    const mine = within(await screen.findByRole('region', { name: 'My figures' }));
    expect(await mine.findByRole('link', { name: /Value of orders/ })).toHaveTextContent('R$1.3M');
    expect(mine.getByRole('link', { name: /Orders created/ })).toHaveTextContent(
      'Better by 20% than the previous period',
    );
    expect(await screen.findByRole('link', { name: '3 stalled' })).toBeInTheDocument();
  });
});

describe('an empty period other than this month', () => {
  it('says so without offering another month', async () => {
    answer = insightsFixture({
      pipeline: { rows: [], withoutStatus: { count: 0, value: 0, power: 0 } },
    });
    renderHome(['admin'], 'pt-BR', { search: { period: 'lastMonth' } });
    const pipeline = within(screen.getByRole('region', { name: 'Funil da equipe' }));
    expect(await pipeline.findByText('Nenhum pedido criado neste período.')).toBeInTheDocument();
    expect(pipeline.queryByRole('button')).toBeNull();
  });
});

describe('the home of a sales person on a phone (48em and below)', () => {
  it('lists the queue and the pipeline as items that keep every figure and the whole company name', async () => {
    const matchMedia = mockPhoneMedia();
    queue = {
      ...queue,
      all: page(
        [
          summary({
            code: 'ORD-1',
            dealStatus: 'Em análise',
            companyFantasyName: 'Vale do Sol Energia Renovável',
          }),
        ],
        1,
      ),
    };
    try {
      const { container } = renderHome(['sales']);
      const queueRegion = within(screen.getByRole('region', { name: 'Minha fila' }));
      const items = within(
        await queueRegion.findByRole('list', { name: 'Minha fila de pedidos' }),
      ).getAllByRole('listitem');
      expect(queueRegion.queryByRole('table')).toBeNull();
      const first = within(items[0] as HTMLElement);
      expect(first.getByRole('link', { name: 'ORD-9' })).toHaveAttribute('href', '/orders/ORD-9');
      const second = items[1] as HTMLElement;
      expect(second).toHaveTextContent('Vale do Sol Energia Renovável');
      expect(second).toHaveTextContent('Em análise');
      expect(second).toHaveTextContent(/No status desde \d{2}\/\d{2}\/\d{4}/);
      expect(second.textContent?.replace(/\u00a0/g, ' ')).toContain('R$ 19.876,50');

      // The pipeline's rows: the status on its line, each figure labelled under it, links kept.
      const pipeline = within(screen.getByRole('region', { name: 'Funil da equipe' }));
      const statuses = within(
        await pipeline.findByRole('list', { name: 'Dados de “Pedidos do período por status (quantidade)”' }),
      );
      expect(pipeline.queryByRole('table')).toBeNull();
      const novo = '/orders?createdFrom=2024-05-01&createdTo=2024-05-20&status=Novo';
      expect(statuses.getByRole('link', { name: 'Novo' })).toHaveAttribute('href', novo);
      expect(statuses.getByRole('link', { name: 'Novo — Parados: 2' })).toHaveAttribute(
        'href',
        `${novo}&stalled=1`,
      );
      const row = statuses.getAllByRole('listitem')[0] as HTMLElement;
      expect(within(row).getByText('Quantidade')).toBeInTheDocument();
      expect(within(row).getByText('Valor')).toBeInTheDocument();
      await expectNoAxeViolations(container);
    } finally {
      matchMedia.mockRestore();
      queue = { ...queue, all: defaultQueueAll };
    }
  });
});

describe('the home of finance', () => {
  it('shows the money to receive by age, the period payments and who changed a payment lately', async () => {
    const { container } = renderHome(['finance']);
    const outstanding = within(await screen.findByRole('region', { name: 'A receber em aberto hoje' }));
    const total = await outstanding.findByRole('link', { name: /A receber/ });
    expect(total).toHaveTextContent('R$ 550,0 mil');
    expect(total).toHaveTextContent('6 pedidos');
    // About two years back from today (the longest window one answer covers).
    expect(total).toHaveAttribute(
      'href',
      '/orders?paymentStatus=requested,partial&createdFrom=2022-05-20&createdTo=2024-05-20',
    );
    expect(outstanding.getByRole('link', { name: 'Até 7 dias' })).toHaveAttribute(
      'href',
      '/orders?paymentStatus=requested,partial&createdFrom=2024-05-01&createdTo=2024-05-28',
    );

    const payments = within(screen.getByRole('region', { name: 'Pagamentos do período' }));
    // Payments that became received in the period, whenever their order was created (ADR 046).
    const received = payments.getByRole('link', { name: /Recebidos no período/ });
    expect(received).toHaveTextContent('R$ 640,0 mil');
    expect(received).toHaveAttribute(
      'href',
      '/orders?paymentReceivedFrom=2024-05-01&paymentReceivedTo=2024-05-20',
    );

    const changes = within(screen.getByRole('region', { name: 'Últimas mudanças de pagamento' }));
    const row = within(await changes.findByRole('row', { name: /ORD-77/ }));
    expect(row.getByText('Solicitado → Recebido')).toBeInTheDocument();
    expect(row.getByText(/Fernanda Reis/)).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'ORD-77' })).toHaveAttribute('href', '/orders/ORD-77');

    // Finance alone sees no pipeline or sales figures.
    expect(screen.queryByRole('region', { name: 'Funil da equipe' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('says so when nothing is waiting for a payment', async () => {
    answer = insightsFixture({
      payments: { ...insightsFixture().payments, outstanding: { count: 0, value: 0, power: 0 } },
    });
    renderHome(['finance']);
    expect(
      await screen.findByText('Nada a receber: nenhum pedido com pagamento solicitado ou parcial.'),
    ).toBeInTheDocument();
  });
});

describe('the home of an admin', () => {
  it("adds Painel's health to the team's figures and the finance view", async () => {
    renderHome(['admin']);
    const health = within(await screen.findByRole('region', { name: 'Saúde do Painel' }));
    expect(await health.findByText('Normal')).toBeInTheDocument();
    expect(await health.findByText('2 a processar, 1 com falha')).toBeInTheDocument();
    expect(health.getByRole('link', { name: 'Abrir a página do sistema' })).toHaveAttribute(
      'href',
      '/admin/system',
    );
    const team = within(screen.getByRole('region', { name: 'Números da equipe' }));
    expect(await team.findByRole('link', { name: /Pedidos criados/ })).toHaveAttribute(
      'href',
      '/orders?createdFrom=2024-05-01&createdTo=2024-05-20',
    );
    expect(screen.getByRole('region', { name: 'A receber em aberto hoje' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Minha fila' })).toBeNull();
  });
});
