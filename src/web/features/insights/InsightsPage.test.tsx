import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { setupServer } from 'msw/node';
import { freshness } from '../../lib/testing/apiFixtures';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Insights } from '../../../contract/api/insights';
import { FigureLinkOpener } from '../../components/charts/FigureLink';
import type { Locale } from '../../i18n/locales';
import { mockPhoneMedia } from '../../testing/mockPhoneMedia';
import { renderWithProviders } from '../../testing/renderWithProviders';
import type { InsightsSearch } from './insightsSearch';
import { InsightsPage } from './InsightsPage';
import { emptyInsightsFixture, insightsFixture } from './testing/insightsFixture';

const download = vi.hoisted(() => vi.fn());
vi.mock('../../lib/downloadText', () => ({ downloadText: download }));

let answer: Insights = insightsFixture();
const queries: URLSearchParams[] = [];
const server = setupServer(
  http.get('*/api/insights', ({ request }) => {
    queries.push(new URL(request.url).searchParams);
    return HttpResponse.json(answer);
  }),
  // The history is complete: the list says nothing of old requests on their way.
  http.get('*/api/freshness', () => HttpResponse.json(freshness())),
  http.get('*/api/statuses/:type', () =>
    HttpResponse.json({
      type: 'order',
      statuses: [{ id: 's1', name: 'Novo', sequence: 1 }],
      fetchedAt: '2026-11-26T12:00:00.000Z',
      expiresAt: '2026-11-26T13:00:00.000Z',
      stale: false,
      staleReason: null,
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  answer = insightsFixture();
  queries.length = 0;
  download.mockReset();
});
afterAll(() => server.close());

const today = new Date('2026-11-26T15:00:00.000Z');

function renderPage(
  search: InsightsSearch = { from: '2026-11-01', to: '2026-11-30', bucket: 'month', uf: ['SP', 'RJ'] },
  locale: Locale = 'pt-BR',
) {
  const opened: string[] = [];
  const view = renderWithProviders(
    <FigureLinkOpener.Provider value={(href) => opened.push(href)}>
      <InsightsPage search={search} onSearchChange={() => {}} today={today} />
    </FigureLinkOpener.Provider>,
    { locale },
  );
  return { ...view, opened };
}

const summary = () => screen.findByRole('list', { name: 'Resumo do período' });

describe('the insights page', () => {
  it('asks for the URL’s period and filters, and shows the fixture’s numbers against the previous period', async () => {
    renderPage();
    const kpis = within(await summary());
    expect(Object.fromEntries(queries[0] ?? [])).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      bucket: 'month',
      type: 'order',
      uf: 'SP,RJ',
    });
    expect(kpis.getByRole('link', { name: 'Valor dos pedidos: R$\u00a0150.000,50' })).toBeInTheDocument();
    expect(kpis.getByRole('link', { name: 'Pedidos criados: 12' })).toBeInTheDocument();
    expect(kpis.getByRole('link', { name: 'Potência dos pedidos: 54,50\u00a0kWp' })).toBeInTheDocument();
    expect(kpis.getAllByText('Melhorou 25% sobre o período anterior')).toHaveLength(1);
    // The conversion rate went from 36% to 45%: nine points, not 25%.
    expect(kpis.getByText('Melhorou 9 pontos percentuais sobre o período anterior')).toBeInTheDocument();
    expect(kpis.getByText('Antes: R$ 120.000,00')).toBeInTheDocument();
    expect(kpis.getByText('Piorou 20% sobre o período anterior')).toBeInTheDocument();
    expect(kpis.getByText('45%')).toBeInTheDocument();
    // November is running on the 26th: its days so far against the same days of October.
    expect(
      screen.getByText(/^Período: 01\/11\/2026 – 30\/11\/2026, com números até hoje \(26\/11\/2026\)/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Comparado com os mesmos dias do período anterior, até este mesmo horário: 01/10/2026 – 26/10/2026.',
      ),
    ).toBeInTheDocument();
    expect(document.title).toBe('Indicadores · Painel');
  });

  it('links every figure to the list with exactly its filter, the page’s filters kept', async () => {
    const { opened, user } = { ...renderPage(), user: userEvent.setup() };
    const kpis = within(await summary());
    expect(kpis.getByRole('link', { name: 'Valor dos pedidos: R$\u00a0150.000,50' })).toHaveAttribute(
      'href',
      '/orders?uf=SP,RJ&createdFrom=2026-11-01&createdTo=2026-11-30',
    );
    // Received in the period: payments that became received on those days, whenever created.
    expect(kpis.getByRole('link', { name: 'Recebido no período: R$\u00a045.000,00' })).toHaveAttribute(
      'href',
      '/orders?uf=SP,RJ&paymentReceivedFrom=2026-11-01&paymentReceivedTo=2026-11-30',
    );
    expect(kpis.getByText('Pagamentos que passaram a recebido no período')).toBeInTheDocument();
    // The conversion rate is a cohort: the period's budgets and how many became orders, the orders
    // from earlier budgets apart, and a note on what it counts.
    expect(kpis.getByText(/9 de 20 orçamentos do período já viraram pedido/)).toBeInTheDocument();
    expect(kpis.getByText(/\+ 2 pedidos de orçamentos anteriores ao período/)).toBeInTheDocument();
    expect(kpis.getByRole('note', { name: /Dos orçamentos criados no período/ })).toBeInTheDocument();
    const conversion = screen.getByRole('table', { name: 'Dados de “Conversão de orçamento em pedido”' });
    const current = within(within(conversion).getByRole('row', { name: /^Período atual/ }));
    expect(current.getByRole('link', { name: /Orçamentos criados: 20$/ })).toHaveAttribute(
      'href',
      '/budgets?uf=SP,RJ&createdFrom=2026-11-01&createdTo=2026-11-30',
    );
    expect(current.getByRole('link', { name: /Pedidos sem orçamento: 3$/ })).toHaveAttribute(
      'href',
      '/orders?uf=SP,RJ&createdFrom=2026-11-01&createdTo=2026-11-30&conversion=withoutBudget',
    );
    // The previous period runs up to the time of day November was read at: so does its list.
    const previous = within(within(conversion).getByRole('row', { name: /^Período anterior/ }));
    expect(previous.getByRole('link', { name: /Orçamentos criados: 20$/ })).toHaveAttribute(
      'href',
      '/budgets?uf=SP,RJ&createdFrom=2026-10-01&createdTo=2026-10-26&createdBefore=2026-10-26T14%3A30%3A00.000Z',
    );
    const map = screen.getByRole('list', { name: 'Mapa das 27 UFs, cada uma com seu valor' });
    expect(within(map).getAllByRole('link')).toHaveLength(27);
    const sp = within(map).getByRole('link', { name: 'SP: R$\u00a0120.000,50 · 9 pedidos' });
    expect(sp).toHaveAttribute('href', '/orders?uf=SP&createdFrom=2026-11-01&createdTo=2026-11-30');
    expect(within(map).getByRole('link', { name: 'AC: R$\u00a00,00 · nenhum pedido' })).toBeInTheDocument();

    const funnel = screen.getByRole('table', { name: 'Dados de “Funil por status (R$)”' });
    const novo = within(funnel).getByRole('row', { name: /^Novo/ });
    expect(within(novo).getByRole('link', { name: 'Novo — Parados: 2' })).toHaveAttribute(
      'href',
      '/orders?uf=SP,RJ&createdFrom=2026-11-01&createdTo=2026-11-30&status=Novo&stalled=1',
    );
    expect(within(novo).getByText('2,5 dias')).toBeInTheDocument();
    // A status no request has left yet says why its time is unknown, in words (ADR 065).
    const delivered = within(funnel).getByRole('row', { name: /^Entregue/ });
    expect(within(delivered).getByText('ainda sem dados')).toBeInTheDocument();
    expect(
      screen.getByText(/Tempo no status “ainda sem dados”: Painel acompanha desde 20\/11\/2026\./),
    ).toBeInTheDocument();

    const people = screen.getByRole('table', { name: 'Dados de “Por responsável”' });
    expect(within(people).getByRole('link', { name: 'Ana Souza' })).toHaveAttribute(
      'href',
      '/orders?uf=SP,RJ&createdFrom=2026-11-01&createdTo=2026-11-30&responsibleEmail=ana%40example.com',
    );
    expect(within(people).getByRole('row', { name: /Sem responsável/ })).toHaveTextContent('R$ 50.000,50');

    await user.click(sp);
    expect(opened).toEqual(['/orders?uf=SP&createdFrom=2026-11-01&createdTo=2026-11-30']);
  });

  it('keeps the shown figures’ links on their own filters while the new answer loads', async () => {
    const user = userEvent.setup();
    let releaseUnfiltered = () => {};
    const unfiltered = new Promise<void>((resolve) => (releaseUnfiltered = resolve));
    server.use(
      http.get('*/api/insights', async ({ request }) => {
        const params = new URL(request.url).searchParams;
        queries.push(params);
        if (!params.has('uf')) await unfiltered;
        return HttpResponse.json(answer);
      }),
    );
    function Routed() {
      const [search, setSearch] = useState<InsightsSearch>({
        from: '2026-11-01',
        to: '2026-11-30',
        bucket: 'month',
        uf: ['SP', 'RJ'],
      });
      return <InsightsPage search={search} onSearchChange={setSearch} today={today} />;
    }
    renderWithProviders(<Routed />);
    const valueLink = async () =>
      within(await summary()).getByRole('link', { name: 'Valor dos pedidos: R$\u00a0150.000,50' });
    expect(await valueLink()).toHaveAttribute(
      'href',
      '/orders?uf=SP,RJ&createdFrom=2026-11-01&createdTo=2026-11-30',
    );

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    // The unfiltered figures are asked for; the filtered ones stay, and still open their own list.
    await vi.waitFor(() => expect(queries.some((query) => !query.has('uf'))).toBe(true));
    expect(await valueLink()).toHaveAttribute(
      'href',
      '/orders?uf=SP,RJ&createdFrom=2026-11-01&createdTo=2026-11-30',
    );

    releaseUnfiltered();
    await vi.waitFor(async () =>
      expect(await valueLink()).toHaveAttribute(
        'href',
        '/orders?createdFrom=2026-11-01&createdTo=2026-11-30',
      ),
    );
  });

  it('gives the map and every chart a table, and a CSV in the reader’s language', async () => {
    const user = userEvent.setup();
    renderPage();
    await summary();
    for (const title of [
      'Valor dos pedidos criados (R$)',
      'Valor dos orçamentos criados (R$)',
      'Conversão de orçamento em pedido',
      'Funil por status (R$)',
      'Por UF de entrega (R$)',
      'Por responsável',
      'Por status do pagamento (R$)',
      'Por forma de pagamento (R$)',
      'A receber dos pedidos criados no período, por idade (R$)',
    ]) {
      expect(screen.getByRole('table', { name: `Dados de “${title}”` })).toBeInTheDocument();
    }
    // The running month is partial, beside the same days of October.
    await user.click(screen.getByRole('button', { name: 'Baixar CSV de “Valor dos pedidos criados (R$)”' }));
    expect(download).toHaveBeenCalledWith(
      'pedidos-criados-2026-11-01-2026-11-30.csv',
      '\uFEFFIntervalo;Quantidade;Valor (R$);Potência (kWp);Intervalo anterior;Quantidade antes;Valor antes (R$)\r\nnov. de 2026 (parcial);12;150000,5;54,5;01/10–26/10;10;120000\r\n',
      'text/csv;charset=utf-8',
    );
    expect(
      screen.getAllByText('Parcial: intervalo incompleto, cortado pelo período ou ainda em andamento'),
    ).toHaveLength(2);
    await user.click(
      screen.getByRole('button', { name: 'Mostrar a tabela de “Valor dos pedidos criados (R$)”' }),
    );
    expect(
      screen.getByRole('button', { name: 'Ocultar a tabela de “Valor dos pedidos criados (R$)”' }),
    ).toHaveAttribute('aria-expanded', 'true');
  });

  it("lists the funnel in the answer's order, which the backend keeps in the configured sequence", async () => {
    // The statuses endpoint lists Novo first; the answer's order wins.
    const fixture = insightsFixture();
    answer = { ...fixture, pipeline: { ...fixture.pipeline, rows: [...fixture.pipeline.rows].reverse() } };
    renderPage();
    await summary();
    const funnel = screen.getByRole('table', { name: 'Dados de “Funil por status (R$)”' });
    expect(
      within(funnel)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Entregue', 'Novo']);
  });

  it('names a single compared day once, on the 1st of a running month', async () => {
    answer = insightsFixture({
      period: { from: '2026-12-01', to: '2026-12-31' },
      comparedPeriod: { from: '2026-12-01', to: '2026-12-01' },
      previousPeriod: { from: '2026-11-01', to: '2026-11-01', before: '2026-11-01T08:00:00.000Z' },
    });
    renderPage({ from: '2026-12-01', to: '2026-12-31', bucket: 'week' });
    await summary();
    expect(
      screen.getByText(
        'Comparado com os mesmos dias do período anterior, até este mesmo horário: 01/11/2026.',
      ),
    ).toBeInTheDocument();
  });

  it('says so when the period has nothing, instead of empty charts', async () => {
    answer = emptyInsightsFixture();
    renderPage();
    await summary();
    expect(screen.getAllByText('Nada neste período com estes filtros.').length).toBeGreaterThanOrEqual(6);
    expect(
      screen.queryByRole('table', { name: 'Dados de “Valor dos pedidos criados (R$)”' }),
    ).not.toBeInTheDocument();
  });

  it('opens on the figures on a phone, the filters in a sheet that says how many are on', async () => {
    const matchMedia = mockPhoneMedia();
    try {
      const user = userEvent.setup();
      renderPage();
      await summary();
      expect(screen.queryByRole('region', { name: 'Filtros dos indicadores' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Filtros (1)' }));
      const sheet = await screen.findByRole('dialog', { name: 'Filtros dos indicadores' });
      expect(within(sheet).getByRole('region', { name: 'Filtros dos indicadores' })).toBeInTheDocument();
      // The sheet's header is no second banner of the page (axe reads a dialog's <header> as one).
      expect(sheet.querySelector('header:not([role])')).toBeNull();
      await user.click(within(sheet).getByRole('button', { name: 'Ver os números' }));
      await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    } finally {
      matchMedia.mockRestore();
    }
  });

  it('says which share of the requests the figures cover while older ones are still coming', async () => {
    server.use(
      http.get('*/api/freshness', () =>
        HttpResponse.json(
          freshness({
            backfill: {
              state: 'running',
              records: 1_561,
              pages: 20,
              expectedRecords: 3_000,
              estimatedSecondsLeft: null,
              estimatedDoneAt: null,
              waitingUntil: null,
            },
          }),
        ),
      ),
    );
    renderPage();
    await summary();
    expect(
      await screen.findByText(
        'Estes números cobrem 1.561 de 3.000 pedidos e orçamentos; ainda trazendo os mais antigos.',
      ),
    ).toBeInTheDocument();
  });

  it('speaks English, money still in reais, CSV with commas and a decimal point', async () => {
    const user = userEvent.setup();
    renderPage({}, 'en');
    const kpis = within(await screen.findByRole('list', { name: 'Summary of the period' }));
    // A plain link: the last 90 days up to today, by week.
    expect(Object.fromEntries(queries[0] ?? [])).toEqual({
      from: '2026-08-29',
      to: '2026-11-26',
      bucket: 'week',
      type: 'order',
    });
    expect(kpis.getByRole('link', { name: 'Value of orders: R$150,000.50' })).toBeInTheDocument();
    expect(kpis.getAllByText('Better by 25% than the previous period')).toHaveLength(1);
    expect(kpis.getByText('Better by 9 percentage points than the previous period')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Map of the 27 UFs, each with its value' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download CSV of “By delivery state (R$)”' }));
    const csv = String(download.mock.calls[0]?.[1]);
    expect(csv.split('\r\n').slice(0, 3)).toEqual([
      '\uFEFFUF,Count,Value (R$),Power (kWp)',
      'SP · São Paulo,9,120000.5,40',
      'RJ · Rio de Janeiro,3,30000,14.5',
    ]);
  });
});
