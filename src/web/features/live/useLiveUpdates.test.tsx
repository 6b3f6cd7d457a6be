import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequestPage, RequestSummary } from '../../../contract/api/requests';
import { governor, page, salesManager, summary } from '../../lib/testing/apiFixtures';
import { expectNoAxeViolations } from '../../test/expectNoAxeViolations';
import { renderWithProviders } from '../../test/renderWithProviders';
import { LiveStatus } from './LiveStatus';
import { FakeEventSource } from './testing/FakeEventSource';

const server = setupServer(http.get('*/api/session', () => HttpResponse.json(salesManager)));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const ANA = salesManager.kind === 'user' ? salesManager.user.email : '';
const mine = (code: string, overrides: Partial<RequestSummary> = {}) =>
  summary({ code, responsibleEmail: ANA.toUpperCase(), dealStatus: 'Pago', ...overrides });
const pageKey = ['requests', 'order', 'page', { page: 1, pageSize: 25 }] as const;

/** What a person would see: the shell's indicator and the app's notifications. */
async function renderLive({ notify }: { notify?: boolean } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['session'], salesManager);
  queryClient.setQueryData(['governor'], governor());
  queryClient.setQueryData(pageKey, page([summary({ code: 'ORD-1' })]));
  const view = renderWithProviders(
    <>
      <Notifications />
      <LiveStatus notify={notify} />
    </>,
    { queryClient },
  );
  await screen.findByRole('status');
  const source = FakeEventSource.latest();
  act(() => source.open());
  return { ...view, source, queryClient };
}

/** Past the window in which notifications about requests are gathered. */
const afterGrouping = () => act(() => vi.advanceTimersByTime(3_000));

describe('useLiveUpdates (through LiveStatus)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('EventSource', FakeEventSource);
    FakeEventSource.reset();
  });
  afterEach(() => {
    act(() => notifications.clean());
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the connection going live and writes events into the cache', async () => {
    const { source, queryClient } = await renderLive();
    expect(screen.getByRole('status')).toHaveTextContent('Ao vivo');
    act(() =>
      source.send(
        { kind: 'request.changed', request: summary({ code: 'ORD-1', name: 'Novo' }), fields: ['name'] },
        1,
      ),
    );
    expect(queryClient.getQueryData<RequestPage>(pageKey)?.items[0]?.name).toBe('Novo');
    act(() => source.fail());
    expect(screen.getByRole('status')).toHaveTextContent(/Reconectando em \d s/);
  });

  it('notifies the person responsible of a status change of their request, and no one else', async () => {
    const { source, container } = await renderLive();
    act(() => {
      source.send(
        {
          kind: 'request.changed',
          request: summary({ code: 'ORD-7', dealStatus: 'Pago' }),
          fields: ['dealStatus'],
        },
        1,
      );
      source.send(
        { kind: 'request.changed', request: mine('ORD-8', { name: 'Kit' }), fields: ['stockStatus'] },
        2,
      );
    });
    afterGrouping();
    expect(screen.queryByText(/ORD-7|ORD-8/)).toBeNull();

    act(() => source.send({ kind: 'request.changed', request: mine('ORD-9'), fields: ['dealStatus'] }, 3));
    afterGrouping();
    expect(await screen.findByText('Seu pedido ORD-9 mudou de status')).toBeInTheDocument();
    expect(screen.getByText('Novo status: Pago.')).toBeInTheDocument();
    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });

  it('tells a person when a request is handed to them', async () => {
    const { source } = await renderLive();
    act(() =>
      source.send(
        {
          kind: 'request.changed',
          request: mine('B-2', { type: 'budget', name: 'Usina' }),
          fields: ['responsible.email'],
        },
        1,
      ),
    );
    afterGrouping();
    expect(await screen.findByText('Você agora é responsável pelo orçamento B-2')).toBeInTheDocument();
    expect(screen.getByText('Usina')).toBeInTheDocument();
  });

  it('gathers a burst into one notification', async () => {
    const { source } = await renderLive();
    act(() => {
      for (let i = 1; i <= 5; i += 1) {
        source.send({ kind: 'request.changed', request: mine(`ORD-${i}`), fields: ['dealStatus'] }, i);
      }
      // The same request twice counts once.
      source.send({ kind: 'request.changed', request: mine('ORD-5'), fields: ['dealStatus'] }, 6);
    });
    afterGrouping();
    expect(await screen.findByText('5 novidades nos seus pedidos e orçamentos')).toBeInTheDocument();
    expect(screen.getByText('Em: ORD-1, ORD-2, ORD-3 e mais 2.')).toBeInTheDocument();
    expect(screen.queryByText(/mudou de status/)).toBeNull();
  });

  it('tells everyone at once when the vendor circuit opens', async () => {
    const { source } = await renderLive();
    act(() =>
      source.send({ kind: 'governor.status', governor: governor({ state: 'open', cause: '429' }) }, 1),
    );
    expect(await screen.findByText('O fornecedor suspendeu o acesso do Painel')).toBeInTheDocument();
  });

  it('notifies nobody where notifications are off (a wall screen)', async () => {
    const { source } = await renderLive({ notify: false });
    act(() => {
      source.send({ kind: 'request.changed', request: mine('ORD-9'), fields: ['dealStatus'] }, 1);
      source.send({ kind: 'governor.status', governor: governor({ state: 'open' }) }, 2);
    });
    afterGrouping();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/ORD-9|fornecedor/)).toBeNull();
  });
});
