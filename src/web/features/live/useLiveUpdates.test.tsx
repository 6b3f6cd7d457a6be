import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChangeActor } from '../../../contract/api/changeActor';
import type { RequestSummary } from '../../../contract/api/requests';
import { governor, page, salesManager, summary } from '../../lib/testing/apiFixtures';
import { expectNoAxeViolations } from '../../testing/expectNoAxeViolations';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { LiveStatus } from './LiveStatus';
import { FakeEventSource } from './testing/FakeEventSource';

const server = setupServer(http.get('*/api/session', () => HttpResponse.json(salesManager)));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const ANA = salesManager.kind === 'user' ? salesManager.user.email : '';
const ANA_ID = salesManager.kind === 'user' ? salesManager.user.id : '';
const vendor: ChangeActor = { kind: 'sync', source: 'webhook' };
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

  it('shows the connection going live and makes what an event touches stale', async () => {
    const { source, queryClient } = await renderLive();
    expect(screen.getByRole('status')).toHaveTextContent('Ao vivo');
    act(() =>
      source.send(
        {
          kind: 'request.changed',
          request: summary({ code: 'ORD-1', name: 'Novo' }),
          fields: ['name'],
          actor: vendor,
        },
        1,
      ),
    );
    await vi.waitFor(() => expect(queryClient.getQueryState(pageKey)?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(['governor'])?.isInvalidated).toBe(false);
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
          actor: vendor,
        },
        1,
      );
      source.send(
        {
          kind: 'request.changed',
          request: mine('ORD-8', { name: 'Kit' }),
          fields: ['stockStatus'],
          actor: vendor,
        },
        2,
      );
    });
    afterGrouping();
    expect(screen.queryByText(/ORD-7|ORD-8/)).toBeNull();

    act(() =>
      source.send(
        { kind: 'request.changed', request: mine('ORD-9'), fields: ['dealStatus'], actor: vendor },
        3,
      ),
    );
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
          actor: vendor,
        },
        1,
      ),
    );
    afterGrouping();
    expect(await screen.findByText('Você agora é responsável pelo orçamento B-2')).toBeInTheDocument();
    expect(screen.getByText('Usina')).toBeInTheDocument();
  });

  it('says which colleague handed a request over, and nothing of what the person did themselves', async () => {
    const { source } = await renderLive();
    const handedOver = (code: string, actor: ChangeActor) => ({
      kind: 'request.changed' as const,
      request: mine(code),
      fields: ['responsible.email'],
      actor,
    });
    act(() => {
      source.send(handedOver('ORD-20', { kind: 'person', id: ANA_ID, name: 'Ana' }), 1);
      source.send(handedOver('ORD-21', { kind: 'person', id: 'u-bruno', name: 'Bruno Lima' }), 2);
    });
    afterGrouping();
    expect(await screen.findByText('Bruno Lima passou o pedido ORD-21 para você')).toBeInTheDocument();
    expect(screen.queryByText(/ORD-20/)).toBeNull();
  });

  it('gathers a burst into one notification', async () => {
    const { source } = await renderLive();
    act(() => {
      for (let i = 1; i <= 5; i += 1) {
        source.send(
          { kind: 'request.changed', request: mine(`ORD-${i}`), fields: ['dealStatus'], actor: vendor },
          i,
        );
      }
      // The same request twice counts once.
      source.send(
        { kind: 'request.changed', request: mine('ORD-5'), fields: ['dealStatus'], actor: vendor },
        6,
      );
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
    expect(
      await screen.findByText('Não é possível enviar alterações à plataforma do fornecedor agora'),
    ).toBeInTheDocument();
  });

  it('notifies nobody where notifications are off (a wall screen)', async () => {
    const { source } = await renderLive({ notify: false });
    act(() => {
      source.send(
        { kind: 'request.changed', request: mine('ORD-9'), fields: ['dealStatus'], actor: vendor },
        1,
      );
      source.send({ kind: 'governor.status', governor: governor({ state: 'open' }) }, 2);
    });
    afterGrouping();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/ORD-9|fornecedor/)).toBeNull();
  });
});
