import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '../../../contract/api/session';
import type { RequestType } from '../../../contract/upstream/enums';
import { requestRecord } from '../../../contract/upstream/requestRecord';
import { expectNoAxeViolations } from '../../testing/expectNoAxeViolations';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { RequestDrawer } from '../../features/request-detail/RequestDrawer';
import { detailOf } from '../../lib/testing/detailFixtures';
import { paymentActions } from './paymentActionsSlot';
import { fillJsdomGaps } from '../../features/payments/testing/jsdomGaps';
import { outcome, partialPayment, sessionWith } from '../../features/payments/testing/paymentFixtures';

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
});
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

/** The slot in both its places: the drawer's header (with a panel for its form) and the payment section. */
function renderSlot(session: SessionResponse, type: RequestType = 'order') {
  const request = { type, code: 'ORD-1' };
  const revision = { version: 1, history: [] };
  const panel = { target: null, reveal: () => {} };
  return renderWithProviders(
    <div>
      <div data-testid="header">
        {paymentActions(partialPayment, request, revision, { where: 'header', panel })}
      </div>
      <div data-testid="section">
        {paymentActions(partialPayment, request, revision, { where: 'section' })}
      </div>
    </div>,
    { queryClient: clientWith(session) },
  );
}

describe('the payment-actions slot', () => {
  it.each([
    ['a viewer', sessionWith('viewer')],
    ['sales', sessionWith('sales')],
    ['a wallboard device', device],
  ])('shows nothing to %s', async (_who, session) => {
    const denied = renderSlot(session).container;
    // Finance's slot, rendered after it, shows its lazy part: the denied one had the same time.
    const allowed = renderSlot(sessionWith('finance')).container;
    expect(await within(allowed).findByRole('button', { name: 'Atualizar pagamento' })).toBeInTheDocument();
    expect(within(denied).queryAllByRole('button')).toEqual([]);
  });

  it.each([
    ['finance', sessionWith('finance')],
    ['an admin', sessionWith('admin')],
  ])('gives %s the payment update of an order and the record actions', async (_who, session) => {
    renderSlot(session);
    const header = screen.getByTestId('header');
    const section = screen.getByTestId('section');
    expect(await within(header).findByRole('button', { name: 'Atualizar pagamento' })).toBeInTheDocument();
    expect(await within(section).findByRole('button', { name: 'Excluir registro' })).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /Atualizar/ })).not.toBeInTheDocument();
  });

  it("offers a budget's payment update through its record, and the record's other actions", async () => {
    renderSlot(sessionWith('finance'), 'budget');
    expect(
      await within(screen.getByTestId('header')).findByRole('button', { name: 'Atualizar pagamento' }),
    ).toBeInTheDocument();
    expect(
      await within(screen.getByTestId('section')).findByRole('button', { name: 'Ver registro' }),
    ).toBeInTheDocument();
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
    const section = await screen.findByRole('region', { name: 'Pagamento' });
    expect(within(section).getByText('Solicitado')).toBeInTheDocument();
    // The button sits in the drawer's header, the form opens in the panel above the sections.
    const open = await screen.findByRole('button', { name: 'Atualizar pagamento' });
    expect(section).not.toContainElement(open);
    await user.click(open);
    const panel = await screen.findByRole('region', { name: 'Atualizar o pagamento' });
    const form = await within(panel).findByRole('form', { name: 'Atualizar o pagamento' });
    expect(section).not.toContainElement(form);
    await user.click(within(form).getByRole('combobox', { name: 'Status do pagamento' }));
    await user.click(await screen.findByRole('option', { name: 'Recebido' }));
    await user.click(within(form).getByRole('button', { name: 'Enviar atualização' }));

    const saved = await screen.findByRole('status');
    expect(saved).toHaveTextContent('Pagamento atualizado');
    expect(screen.queryByRole('form', { name: 'Atualizar o pagamento' })).not.toBeInTheDocument();
    expect(open).toHaveFocus();
    await waitFor(() => expect(within(section).getByText('Recebido')).toBeInTheDocument());
    expect(detailReads).toBeGreaterThanOrEqual(2);
    await expectNoAxeViolations(screen.getByRole('dialog'));
  });
});
