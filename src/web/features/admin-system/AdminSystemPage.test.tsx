import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Freshness } from '../../../contract/api/freshness';
import type { GovernorHistory, GovernorHistoryBucket } from '../../../contract/api/governorHistory';
import type { GovernorStatus } from '../../../contract/api/governorStatus';
import type { InboxSummary } from '../../../contract/api/inboxSummary';
import type { StalledSettings } from '../../../contract/api/stalledSettings';
import type { StatusesResponse } from '../../../contract/api/statuses';
import { freshness, governor } from '../../lib/testing/apiFixtures';
import { expectNoAxeViolations } from '../../testing/expectNoAxeViolations';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { AdminSystemPage } from './AdminSystemPage';

const OPEN = governor({
  state: 'open',
  openedAt: '2025-03-03T07:40:00.000Z',
  cause: '429 hardLimit on "PUT payment"',
});

function bucket(start: string, write: number, backfill: number): GovernorHistoryBucket {
  const zero = { calls: 0, seconds: 0 };
  return {
    start,
    calls: write + backfill,
    seconds: (write + backfill) / 2,
    byPriority: {
      write: { calls: write, seconds: write / 2 },
      refresh: zero,
      bulk: zero,
      webhook: zero,
      reconcile: zero,
      backfill: { calls: backfill, seconds: backfill / 2 },
    },
  };
}

function history(hours: number): GovernorHistory {
  return {
    from: '2025-03-03T07:10:00.000Z',
    to: '2025-03-03T08:05:00.000Z',
    bucketMinutes: 10,
    buckets: [bucket('2025-03-03T07:50:00.000Z', 3, 40), bucket('2025-03-03T08:00:00.000Z', 1, hours)],
  };
}

const INBOX: InboxSummary = {
  counts: { pending: 2, processed: 1500, failed: 1, unknownKind: 0, duplicates: 7 },
  oldestPendingAt: '2025-03-03T07:00:00.000Z',
  lastReceivedAt: '2025-03-03T08:00:00.000Z',
  recentFailures: [
    {
      id: 9,
      receivedAt: '2025-03-03T07:30:00.000Z',
      event: 'order.updated',
      requestType: 'order',
      requestCode: 'PED-77',
      attempts: 5,
      error: 'DeliveryUnusable: no code',
    },
  ],
};

function statuses(type: 'order' | 'budget', names: (string | undefined)[]): StatusesResponse {
  return {
    type,
    statuses: names.map((name, index) => ({ id: `${type}-${index}`, name, sequence: index + 1 })),
    fetchedAt: '2025-03-03T06:00:00.000Z',
    expiresAt: '2025-03-03T12:00:00.000Z',
    stale: false,
    staleReason: null,
  };
}

interface Api {
  governor: GovernorStatus;
  freshness: Freshness;
  inbox: InboxSummary;
  statuses: Record<'order' | 'budget', StatusesResponse>;
  historyHours: string[];
  resets: { body: unknown; csrf: string | null }[];
  stalled: StalledSettings;
  stalledPuts: { body: unknown; csrf: string | null }[];
}
let api: Api;
function resetApi() {
  api = {
    governor: governor(),
    freshness: freshness(),
    inbox: INBOX,
    statuses: { order: statuses('order', ['Novo', 'Em análise']), budget: statuses('budget', ['Aberto']) },
    historyHours: [],
    resets: [],
    stalled: { defaultDays: 7, byStatus: { 'Em análise': 3 } },
    stalledPuts: [],
  };
}
resetApi();

const server = setupServer(
  http.get('*/api/governor', () => HttpResponse.json(api.governor)),
  http.get('*/api/freshness', () => HttpResponse.json(api.freshness)),
  http.get('*/api/admin/inbox', () => HttpResponse.json(api.inbox)),
  http.get('*/api/statuses/:type', ({ params }) =>
    HttpResponse.json(api.statuses[params.type === 'budget' ? 'budget' : 'order']),
  ),
  http.get('*/api/admin/governor/history', ({ request }) => {
    const hours = new URL(request.url).searchParams.get('hours') ?? '';
    api.historyHours.push(hours);
    return HttpResponse.json(history(Number(hours)));
  }),
  http.get('*/api/settings/stalled', () => HttpResponse.json(api.stalled)),
  http.put('*/api/settings/stalled', async ({ request }) => {
    const body = (await request.json()) as StalledSettings;
    api.stalledPuts.push({ body, csrf: request.headers.get('x-csrf') });
    api.stalled = body;
    return HttpResponse.json(body);
  }),
  http.post('*/api/admin/governor/reset', async ({ request }) => {
    api.resets.push({ body: await request.json(), csrf: request.headers.get('x-csrf') });
    api.governor = governor({ resetAt: '2025-03-03T08:06:00.000Z', resetBy: 'admin@example.com' });
    return HttpResponse.json(api.governor);
  }),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // jsdom lays nothing out; give elements a size so the chart really draws (and axe sees it).
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 640, 240));
});
afterEach(() => {
  server.resetHandlers();
  resetApi();
});
afterAll(() => {
  server.close();
  vi.restoreAllMocks();
});

function renderPage() {
  const user = userEvent.setup({ delay: null });
  return { user, ...renderWithProviders(<AdminSystemPage />) };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('AdminSystemPage', () => {
  it('shows an open circuit with when and why, and resets it only after the typed confirmation', async () => {
    api.governor = OPEN;
    const { user } = renderPage();
    const circuit = await screen.findByRole('region', { name: 'Acesso ao fornecedor' });
    expect(await within(circuit).findByText('Suspenso pelo fornecedor')).toBeInTheDocument();
    expect(within(circuit).getByText('429 hardLimit on "PUT payment"')).toBeInTheDocument();
    expect(
      within(circuit).getByText('Suspenso em').nextElementSibling?.querySelector('time'),
    ).toHaveAttribute('datetime', '2025-03-03T07:40:00.000Z');

    await user.click(within(circuit).getByRole('button', { name: 'Confirmar a reativação…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar que o fornecedor reativou a conta' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar a reativação' });
    expect(confirm).toBeDisabled();
    await expectNoAxeViolations(dialog);
    // Pasted: each typed key re-renders the whole page in jsdom; the word is typed to its end below.
    await user.click(within(dialog).getByLabelText(/^Observação/));
    await user.paste('Chamado 4821');
    await user.click(within(dialog).getByLabelText(/^Digite REATIVAR para confirmar/));
    await user.paste('reativa');
    expect(confirm).toBeDisabled();
    await user.click(confirm);
    expect(api.resets).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Digite REATIVAR para confirmar/), 'r');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await waitFor(() => expect(api.resets).toHaveLength(1));
    expect(api.resets[0]).toEqual({ body: { confirm: true, note: 'Chamado 4821' }, csrf: '1' });
    expect(await within(circuit).findByText('Normal')).toBeInTheDocument();
    expect(
      within(circuit).getByText('Reativação confirmada: o Painel voltou a chamar o fornecedor.'),
    ).toBeInTheDocument();
    expect(within(circuit).getByText('admin@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open and says why when the reset is refused', async () => {
    api.governor = OPEN;
    server.use(
      http.get('*/api/settings/stalled', () => HttpResponse.json(api.stalled)),
      http.put('*/api/settings/stalled', async ({ request }) => {
        const body = (await request.json()) as StalledSettings;
        api.stalledPuts.push({ body, csrf: request.headers.get('x-csrf') });
        api.stalled = body;
        return HttpResponse.json(body);
      }),
      http.post('*/api/admin/governor/reset', () =>
        HttpResponse.json(
          {
            type: 'about:blank',
            title: 'forbidden',
            status: 403,
            code: 'forbidden',
            detail: 'Only admins may do this.',
          },
          { status: 403 },
        ),
      ),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Confirmar a reativação…' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Digite REATIVAR/), 'REATIVAR');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar a reativação' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only admins may do this.');
    expect(within(section('Acesso ao fornecedor')).getByText('Suspenso pelo fornecedor')).toBeInTheDocument();
  });

  it('shows the budget used and left, per class', async () => {
    api.governor = {
      ...governor(),
      classes: [
        {
          priority: 'write',
          background: false,
          share: 1,
          callsLeft: 490,
          secondsLeft: 44,
          fitsAt: '2024-05-01T16:00:00.000Z',
        },
        {
          priority: 'backfill',
          background: true,
          share: 0.5,
          callsLeft: 0,
          secondsLeft: 0,
          fitsAt: '2024-05-01T16:20:00.000Z',
        },
      ],
    };
    renderPage();
    const budget = await screen.findByRole('region', { name: 'Cota do fornecedor' });
    expect(await within(budget).findByText('10 de 500 usados')).toBeInTheDocument();
    expect(within(budget).getByText(/490 restantes/)).toBeInTheDocument();
    expect(within(budget).getByText('1 de 45 usados')).toBeInTheDocument();
    expect(
      within(budget).getByRole('progressbar', { name: 'Chamadas: 10 de 500 usados' }),
    ).toBeInTheDocument();
    const classes = within(budget).getByRole('table', { name: 'O que cada prioridade ainda pode usar' });
    const write = within(classes).getByRole('row', { name: /Alterações de pessoas/ });
    expect(within(write).getByText('agora')).toBeInTheDocument();
    const backfill = within(classes).getByRole('row', { name: /Carga do histórico/ });
    expect(within(backfill).getByText('50%')).toBeInTheDocument();
    expect(backfill.querySelector('time')).toHaveAttribute('datetime', '2024-05-01T16:20:00.000Z');
  });

  it('charts the use of the last hours and gives the same numbers as a table', async () => {
    const { user } = renderPage();
    const usage = await screen.findByRole('region', { name: 'Uso nas últimas horas' });
    expect(await within(usage).findByText(/50 chamadas e 25 s no período/)).toBeInTheDocument();
    expect(api.historyHours).toEqual(['6']);
    // The chart comes in its own chunk, once there is something to draw.
    expect(
      await within(usage).findByText('Chamadas ao fornecedor por intervalo, empilhadas por prioridade'),
    ).toBeInTheDocument();
    // Drawn with a legend naming each priority in the reader's language.
    const legend = await waitFor(() => {
      const found = usage.querySelector('.recharts-legend-wrapper');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(legend).toHaveTextContent('Alterações de pessoas');
    expect(legend).toHaveTextContent('Carga do histórico');

    await user.click(within(usage).getByRole('button', { name: 'Ver como tabela' }));
    const table = within(usage).getByRole('table', {
      name: 'Chamadas ao fornecedor por intervalo e prioridade',
    });
    const [, first] = within(table).getAllByRole('row');
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '0', '0', '0', '0', '40', '43']);

    await user.click(within(usage).getByRole('radio', { name: 'Segundos' }));
    expect(
      within(usage).getByRole('table', { name: 'Segundos ao fornecedor por intervalo e prioridade' }),
    ).toBeInTheDocument();

    await user.click(within(usage).getByRole('radio', { name: '1 hora' }));
    await waitFor(() => expect(api.historyHours).toContain('1'));
    expect(await within(usage).findByText(/45 chamadas/)).toBeInTheDocument();
  });

  it('shows the sync, the backfill and the webhook inbox with its failures', async () => {
    api.freshness = freshness({
      lastWebhookAt: '2025-03-03T08:00:00.000Z',
      backfill: {
        state: 'running',
        records: 600,
        pages: 12,
        expectedRecords: 1200,
        estimatedSecondsLeft: 600,
        waitingUntil: null,
      },
    });
    renderPage();
    const sync = await screen.findByRole('region', { name: 'Sincronização' });
    expect(await within(sync).findByText('Carga do histórico: em andamento')).toBeInTheDocument();
    expect(within(sync).getByText('600 de 1.200')).toBeInTheDocument();
    expect(within(sync).getByText('cerca de 10 minutos')).toBeInTheDocument();
    expect(
      within(sync).getByRole('progressbar', { name: 'Progresso da carga do histórico' }),
    ).toHaveAttribute('aria-valuenow', '50');

    const inbox = section('Avisos do fornecedor (webhooks)');
    expect(await within(inbox).findByText('1.500')).toBeInTheDocument();
    expect(
      within(inbox).getByText('Aguardando desde').nextElementSibling?.querySelector('time'),
    ).toHaveAttribute('datetime', '2025-03-03T07:00:00.000Z');
    const failures = within(inbox).getByRole('table', { name: 'Avisos mais recentes com falha' });
    expect(within(failures).getByText('PED-77')).toBeInTheDocument();
    expect(within(failures).getByText('DeliveryUnusable: no code')).toBeInTheDocument();
  });

  it('says when a long first copy should end, in hours, and what the estimate rests on', async () => {
    api.freshness = freshness({
      backfill: {
        state: 'running',
        records: 9_000,
        pages: 180,
        expectedRecords: 40_000,
        estimatedSecondsLeft: 7 * 3_600 + 600,
        estimatedDoneAt: '2025-03-03T15:10:00.000Z',
        waitingUntil: null,
      },
    });
    renderPage();
    const sync = await screen.findByRole('region', { name: 'Sincronização' });
    expect(await within(sync).findByText('cerca de 7 horas')).toBeInTheDocument();
    expect(
      within(sync).getByText('Conclusão prevista').nextElementSibling?.querySelector('time'),
    ).toHaveAttribute('datetime', '2025-03-03T15:10:00.000Z');
    expect(within(sync).getByText(/^A previsão segue o ritmo observado/)).toBeInTheDocument();
  });

  it('says in words whether background work uses the idle allowance, and what the estimate counts on', async () => {
    const idle = {
      afterMinutes: 10,
      lastPersonCallAt: '2024-05-01T15:48:00.000Z',
      active: true,
      from: null,
      backgroundCalls: 480,
      backgroundSeconds: 27,
      reserveCalls: 20,
      reserveSeconds: 18,
    };
    api.governor = { ...governor(), idle };
    api.freshness = freshness({
      backfill: {
        state: 'running',
        records: 9_000,
        pages: 180,
        expectedRecords: 40_000,
        estimatedSecondsLeft: 7 * 3_600,
        estimatedDoneAt: '2025-03-03T15:00:00.000Z',
        waitingUntil: null,
      },
    });
    renderPage();
    const budget = await screen.findByRole('region', { name: 'Cota do fornecedor' });
    expect(
      await within(budget).findByText(
        'Sem uso por pessoas há 12 min: as tarefas de fundo usam a folga da hora, até 480 chamadas e 27 s por hora. 20 chamadas e 18 s ficam guardados para as pessoas.',
      ),
    ).toBeInTheDocument();
    const sync = section('Sincronização');
    expect(
      await within(sync).findByText('Sem uso por pessoas há 12 min: a cópia usa a folga da hora.'),
    ).toBeInTheDocument();
    expect(
      within(sync).getByText(/Ela conta só com a parte normal da cota para tarefas de fundo \(50%\)/),
    ).toBeInTheDocument();
  });

  it('says the copy keeps to its share while people use Painel, and when the allowance is off', async () => {
    api.governor = {
      ...governor(),
      idle: {
        afterMinutes: 10,
        lastPersonCallAt: '2024-05-01T15:57:00.000Z',
        active: false,
        from: '2024-05-01T16:07:00.000Z',
        backgroundCalls: 480,
        backgroundSeconds: 27,
        reserveCalls: 20,
        reserveSeconds: 18,
      },
    };
    api.freshness = freshness({
      backfill: {
        state: 'paused',
        records: 9_000,
        pages: 180,
        expectedRecords: 40_000,
        estimatedSecondsLeft: null,
        waitingUntil: '2025-03-03T09:00:00.000Z',
      },
    });
    const { unmount } = renderPage();
    const sync = await screen.findByRole('region', { name: 'Sincronização' });
    expect(
      await within(sync).findByText(
        'Pessoas usaram o Painel há 3 min: a cópia fica na parte normal da cota (50%) até passarem 10 min sem uso por pessoas.',
      ),
    ).toBeInTheDocument();
    unmount();

    api.governor = { ...governor(), idle: null };
    renderPage();
    const budget = await screen.findByRole('region', { name: 'Cota do fornecedor' });
    expect(
      await within(budget).findByText(/^Folga da hora desligada: as tarefas de fundo ficam sempre em 50%/),
    ).toBeInTheDocument();
  });

  it('says when a finished first copy ended, with no estimate left', async () => {
    api.freshness = freshness({
      backfill: {
        state: 'done',
        records: 40_000,
        pages: 800,
        expectedRecords: 40_000,
        estimatedSecondsLeft: 0,
        estimatedDoneAt: '2025-03-03T06:00:00.000Z',
        waitingUntil: null,
      },
    });
    renderPage();
    const sync = await screen.findByRole('region', { name: 'Sincronização' });
    await within(sync).findByText('Carga do histórico: concluída');
    expect(within(sync).getByText('Concluída em').nextElementSibling?.querySelector('time')).toHaveAttribute(
      'datetime',
      '2025-03-03T06:00:00.000Z',
    );
    expect(within(sync).queryByText('Conclusão prevista')).not.toBeInTheDocument();
    expect(within(sync).queryByText(/^A previsão segue/)).not.toBeInTheDocument();
  });

  it('shows absent data as absent, never as a crash or a made-up value', async () => {
    api.freshness = freshness({
      backfill: {
        state: 'pending',
        records: 0,
        pages: 0,
        expectedRecords: null,
        estimatedSecondsLeft: null,
        waitingUntil: null,
      },
    });
    api.inbox = {
      counts: { pending: 0, processed: 0, failed: 0, unknownKind: 0, duplicates: 0 },
      oldestPendingAt: null,
      lastReceivedAt: null,
      recentFailures: [],
    };
    api.statuses = {
      order: { ...statuses('order', [undefined, ' ']), stale: true, staleReason: null },
      budget: statuses('budget', ['Aberto', undefined]),
    };
    renderPage();
    const sync = await screen.findByRole('region', { name: 'Sincronização' });
    await within(sync).findByText('Carga do histórico: não começou');
    for (const label of [
      'Em dia com o fornecedor em',
      'Último aviso recebido',
      'Última conferência',
      'Tempo estimado restante',
      'Conclusão prevista',
    ]) {
      expect(within(sync).getByText(label).nextElementSibling).toHaveTextContent('não informado');
    }
    expect(within(sync).queryByRole('progressbar')).not.toBeInTheDocument();

    const inbox = section('Avisos do fornecedor (webhooks)');
    expect(await within(inbox).findByText('nenhum aguardando')).toBeInTheDocument();
    expect(within(inbox).getByText('Último recebido').nextElementSibling).toHaveTextContent('não informado');
    expect(within(inbox).getByText('Nenhum aviso com falha.')).toBeInTheDocument();

    const statusesSection = section('Status configurados');
    expect(await within(statusesSection).findByText('Nenhum status configurado.')).toBeInTheDocument();
    expect(within(statusesSection).getByText('O fornecedor não pôde ser consultado.')).toBeInTheDocument();
    expect(within(statusesSection).getByRole('list', { name: 'Orçamentos' })).toHaveTextContent('Aberto');
  });

  it('says so when a part cannot be read, and the rest still shows', async () => {
    server.use(
      http.get('*/api/admin/inbox', () =>
        HttpResponse.json(
          {
            type: 'about:blank',
            title: 'x',
            status: 503,
            code: 'database_unavailable',
            detail: 'The database is not answering.',
          },
          { status: 503 },
        ),
      ),
    );
    renderPage();
    const inbox = await screen.findByRole('region', { name: 'Avisos do fornecedor (webhooks)' });
    expect(await within(inbox).findByText('Não foi possível ler a caixa de avisos')).toBeInTheDocument();
    expect(within(inbox).getByText('The database is not answering.')).toBeInTheDocument();
    expect(await within(section('Cota do fornecedor')).findByText('10 de 500 usados')).toBeInTheDocument();
  });

  it('sets the days after which a request counts as stalled, by default and per status', async () => {
    const { user } = renderPage();
    const stalled = await screen.findByRole('region', { name: 'Pedidos parados' });
    const defaultDays = await within(stalled).findByRole('textbox', { name: /Limite padrão/ });
    expect(defaultDays).toHaveValue('7');
    expect(await within(stalled).findByRole('textbox', { name: 'Em análise' })).toHaveValue('3');
    await user.clear(defaultDays);
    await user.type(defaultDays, '10');
    await user.type(within(stalled).getByRole('textbox', { name: 'Novo' }), '2');
    await user.click(within(stalled).getByRole('button', { name: 'Salvar limites' }));
    expect(await within(stalled).findByText('Limites salvos.')).toBeInTheDocument();
    expect(api.stalledPuts).toEqual([
      { body: { defaultDays: 10, byStatus: { 'Em análise': 3, Novo: 2 } }, csrf: expect.any(String) },
    ]);
  });

  it('has no axe violations with the circuit open and every section loaded', async () => {
    api.governor = OPEN;
    const { user, container } = renderPage();
    const usage = await screen.findByRole('region', { name: 'Uso nas últimas horas' });
    await within(usage).findByText('Chamadas ao fornecedor por intervalo, empilhadas por prioridade');
    await user.click(within(usage).getByRole('button', { name: 'Ver como tabela' }));
    await within(section('Avisos do fornecedor (webhooks)')).findByText('PED-77');
    await within(section('Status configurados')).findAllByText('Aberto');
    await expectNoAxeViolations(container);
  });
});
