import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RequestType } from '../../../contract/upstream/enums';
import { expectNoAxeViolations } from '../../testing/expectNoAxeViolations';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { PaymentActions } from './PaymentActions';
import { fillJsdomGaps } from './testing/jsdomGaps';
import { outcome, partialPayment, problemBody } from './testing/paymentFixtures';

const server = setupServer();
beforeAll(async () => {
  fillJsdomGaps();
  server.listen({ onUnhandledRequest: 'error' });
  // The lazy forms, transformed once up front: on a busy machine the first transform can outlast findBy.
  await Promise.all([import('./PaymentForm'), import('./PaymentRecordForm')]);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const recordPath = '*/api/payments/:paymentId';

/** The drawer's two places for the payment: its header (with the panel under it) and its section. */
function Drawer({ type, onFormOpen }: { type: RequestType; onFormOpen: () => void }) {
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const request = { type, code: 'ORD-1' };
  const revision = { version: 3, history: [] };
  return (
    <>
      <header>
        <PaymentActions
          payment={partialPayment}
          request={request}
          revision={revision}
          meId={null}
          placement={{ where: 'header', formTarget: panel, onFormOpen }}
        />
      </header>
      <div ref={setPanel} data-testid="panel" />
      <section aria-label="Pagamento">
        <PaymentActions
          payment={partialPayment}
          request={request}
          revision={revision}
          meId={null}
          placement={{ where: 'section' }}
        />
      </section>
    </>
  );
}

function renderDrawer(type: RequestType) {
  const onFormOpen = vi.fn();
  const user = userEvent.setup({ delay: null });
  const view = renderWithProviders(<Drawer type={type} onFormOpen={onFormOpen} />);
  return { user, onFormOpen, ...view };
}

describe('PaymentActions', () => {
  it("gives an order one way to change its payment: the header's form, opened in the panel and focused", async () => {
    const { user, onFormOpen } = renderDrawer('order');
    const section = screen.getByRole('region', { name: 'Pagamento' });
    // The record's own update would edit the same status beside it: it is not offered.
    expect(within(section).queryByRole('button', { name: /Atualizar/ })).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Excluir registro' })).toBeInTheDocument();

    const open = screen.getByRole('button', { name: 'Atualizar pagamento' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(onFormOpen).toHaveBeenCalledTimes(1);
    const panel = screen.getByTestId('panel');
    const form = await within(panel).findByRole('form', { name: 'Atualizar o pagamento' });
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(open.getAttribute('aria-controls') ?? '')).toContainElement(form);
    expect(panel).toHaveTextContent('status, forma, condição, descrição e anexos');
    expect(within(form).getByRole('combobox', { name: 'Status do pagamento' })).toHaveFocus();
    // One form with a payment status in the whole drawer.
    expect(screen.getAllByRole('combobox', { name: 'Status do pagamento' })).toHaveLength(1);

    // The same button closes it and keeps the focus.
    await user.click(open);
    expect(within(panel).queryByRole('form')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it("changes a budget's payment through its record, saying that only status and condition can change", async () => {
    const writes: unknown[] = [];
    const keys: (string | null)[] = [];
    server.use(
      http.put(recordPath, async ({ request, params }) => {
        keys.push(request.headers.get('idempotency-key'));
        writes.push({
          paymentId: params.paymentId,
          body: await request.json(),
          csrf: request.headers.get('x-csrf'),
        });
        return keys.length === 1
          ? HttpResponse.json(
              problemBody(503, 'vendor_budget_exhausted', 'The vendor budget is used up.', {
                retryAt: '2030-01-01T14:05:00.000Z',
              }),
              { status: 503 },
            )
          : HttpResponse.json(outcome({ kind: 'paymentRecordUpdate', request: null, paymentId: 'pay_1' }));
      }),
    );
    const { user, client } = renderDrawer('budget');
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    expect(
      within(screen.getByRole('region', { name: 'Pagamento' })).queryByRole('button', { name: /Atualizar/ }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Atualizar pagamento' }));
    const panel = screen.getByTestId('panel');
    const form = await within(panel).findByRole('form', { name: /Atualizar status e condição/ });
    expect(panel).toHaveTextContent('Num orçamento, a plataforma aceita mudar só o status e a condição');
    expect(within(form).getByRole('combobox', { name: 'Status do pagamento' })).toHaveFocus();
    expect(within(form).queryByRole('textbox', { name: /Descrição/ })).not.toBeInTheDocument();

    await user.click(within(form).getByRole('combobox', { name: 'Status do pagamento' }));
    await user.click(await screen.findByRole('option', { name: 'Recebido' }));
    await user.click(within(form).getByRole('button', { name: 'Enviar' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('A atualização cabe no limite de novo a partir de');
    await user.click(within(alert).getByRole('button', { name: 'Enviar de novo' }));

    expect(await within(panel).findByRole('status')).toHaveTextContent('Pagamento atualizado');
    expect(within(panel).queryByRole('form')).not.toBeInTheDocument();
    expect(writes).toEqual([
      { paymentId: 'pay_1', body: { status: 'received' }, csrf: '1' },
      { paymentId: 'pay_1', body: { status: 'received' }, csrf: '1' },
    ]);
    expect(keys[1]).toBe(keys[0]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['requests', 'budget', 'detail', 'ORD-1'] });
  });

  it('has no axe violations with the form open', async () => {
    const { user, container } = renderDrawer('order');
    await user.click(screen.getByRole('button', { name: 'Atualizar pagamento' }));
    await screen.findByRole('form', { name: 'Atualizar o pagamento' });
    await expectNoAxeViolations(container);
  });
});
