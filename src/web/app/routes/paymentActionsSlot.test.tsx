import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '../../../contract/api/session';
import type { RequestType } from '../../../contract/upstream/enums';
import { requestRecord } from '../../../contract/upstream/requestRecord';
import { expectNoAxeViolations } from '../../test/expectNoAxeViolations';
import { renderWithProviders } from '../../test/renderWithProviders';
import { RequestDrawer } from '../../features/request-detail/RequestDrawer';
import { detailOf } from '../../lib/testing/detailFixtures';
import { paymentActions } from './paymentActionsSlot';
import { fillJsdomGaps } from '../../features/payments/test/jsdomGaps';
import { outcome, partialPayment, sessionWith } from '../../features/payments/test/paymentFixtures';

const server = setupServer();
beforeAll(async () => {
  fillJsdomGaps();
  server.listen({ onUnhandledRequest: 'error' });
  // The lazy chunks, transformed once up front: on a busy machine the first transform of each can
  // outlast findBy's wait. Production fetches them like any chunk.
  await Promise.all([
    import('../../features/payments/PaymentActions'),
    import('../../features/payments/PaymentForm'),
    import('../../features/request-detail/RequestDetailBody'),
  ]);
}, 120_000);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const device: SessionResponse = {
  kind: 'device',
  device: { id: '5d7e1f2a-3b4c-4d5e-8f60-718293a4b5c6', name: 'TV do financeiro' },
  expiresAt: '2030-01-01T12:00:00.000Z',
  idleTimeoutSeconds: 1800,
};

function clientWith(session: SessionResponse) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['session'], session);
  return client;
}

function renderSlot(session: SessionResponse, type: RequestType = 'order') {
  return renderWithProviders(<div>{paymentActions(partialPayment, { type, code: 'ORD-1' })}</div>, {
    queryClient: clientWith(session),
  });
}

const loaded = { timeout: 10_000 };

describe('the payment-actions slot', { timeout: 120_000 }, () => {
  it.each([
    ['a viewer', sessionWith('viewer')],
    ['sales', sessionWith('sales')],
    ['a wallboard device', device],
  ])('shows nothing to %s', async (_who, session) => {
    renderSlot(session);
    // Long enough for the lazy part to have appeared, had it been allowed.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('heading', { name: 'Ações sobre o pagamento' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it.each([
    ['finance', sessionWith('finance')],
    ['an admin', sessionWith('admin')],
  ])('gives %s the payment update of an order and the record actions', async (_who, session) => {
    renderSlot(session);
    expect(
      await screen.findByRole('heading', { name: 'Ações sobre o pagamento' }, loaded),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Atualizar pagamento' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Excluir registro' })).toBeInTheDocument();
  });

  it("offers a budget's payment record actions but not the order-only payment update", async () => {
    renderSlot(sessionWith('finance'), 'budget');
    expect(
      await screen.findByRole('heading', { name: 'Ações sobre o pagamento' }, loaded),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Atualizar pagamento' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver registro' })).toBeInTheDocument();
  });

  it('updates the payment from the drawer, which then shows the new status', async () => {
    const record = (status: 'requested' | 'received') =>
      requestRecord.parse({
        code: 'ORD-1',
        name: 'Kit 5 kWp',
        payment: {
          type: 'pix',
          status,
          links: [{ id: 'pay_9', path: '/api/v2/payments/pay_9', method: 'PUT' }],
        },
      });
    let paid = false;
    let detailReads = 0;
    server.use(
      http.get('*/api/requests/:type/:code', () => {
        detailReads += 1;
        return HttpResponse.json(detailOf(record(paid ? 'received' : 'requested')));
      }),
      http.put('*/api/requests/order/:code/payment', async ({ request }) => {
        const form = await request.formData();
        paid = form.get('status') === 'received';
        return HttpResponse.json(outcome());
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <RequestDrawer type="order" code="ORD-1" onClose={() => {}} paymentActions={paymentActions} />,
      { queryClient: clientWith(sessionWith('finance')) },
    );
    const section = await screen.findByRole('region', { name: 'Pagamento' }, loaded);
    expect(within(section).getByText('Solicitado')).toBeInTheDocument();
    await user.click(await within(section).findByRole('button', { name: 'Atualizar pagamento' }, loaded));
    const form = await within(section).findByRole('form', { name: 'Atualizar o pagamento' }, loaded);
    await user.click(within(form).getByRole('combobox', { name: 'Status do pagamento' }));
    await user.click(await screen.findByRole('option', { name: 'Recebido' }));
    await user.click(within(form).getByRole('button', { name: 'Enviar atualização' }));

    expect(await within(section).findByRole('status', {}, loaded)).toHaveTextContent('Pagamento atualizado');
    expect(within(section).queryByRole('form')).not.toBeInTheDocument();
    await waitFor(() => expect(within(section).getByText('Recebido')).toBeInTheDocument(), loaded);
    expect(detailReads).toBeGreaterThanOrEqual(2);
    await expectNoAxeViolations(section);
  });
});
