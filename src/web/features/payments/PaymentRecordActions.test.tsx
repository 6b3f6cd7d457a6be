import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentRecordView } from '../../../contract/api/payments';
import { payment as paymentSchema, type Payment } from '../../../contract/upstream/payment';
import { expectNoAxeViolations } from '../../testing/expectNoAxeViolations';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { PaymentRecordActions } from './PaymentRecordActions';
import { fillJsdomGaps } from './testing/jsdomGaps';
import { outcome, partialPayment, requestedPayment } from './testing/paymentFixtures';

const server = setupServer();
beforeAll(() => {
  fillJsdomGaps();
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const recordPath = '*/api/payments/:paymentId';

function renderActions(payment: Payment | undefined) {
  const user = userEvent.setup({ delay: null });
  const view = renderWithProviders(
    <PaymentRecordActions payment={payment} request={{ type: 'order', code: 'ORD-1' }} />,
  );
  return { user, ...view };
}

function buttonNames(): string[] {
  return screen.queryAllByRole('button').map((button) => button.textContent ?? '');
}

interface Write {
  method: string;
  paymentId: string;
  body: unknown;
  csrf: string | null;
  key: string | null;
}

function recordWrites() {
  const writes: Write[] = [];
  const record = async (request: Request, paymentId: string) => {
    const text = await request.text();
    writes.push({
      method: request.method,
      paymentId,
      body: text === '' ? undefined : JSON.parse(text),
      csrf: request.headers.get('x-csrf'),
      key: request.headers.get('idempotency-key'),
    });
  };
  server.use(
    http.put(recordPath, async ({ request, params }) => {
      await record(request, String(params.paymentId));
      return HttpResponse.json(outcome({ kind: 'paymentRecordUpdate', request: null, paymentId: 'pay_1' }));
    }),
    http.delete(recordPath, async ({ request, params }) => {
      await record(request, String(params.paymentId));
      return HttpResponse.json(
        outcome({ kind: 'paymentRecordDelete', request: null, paymentId: 'pay_1', changed: {} }),
      );
    }),
  );
  return writes;
}

describe('PaymentRecordActions', () => {
  it('offers exactly the operations the payment links allow', () => {
    const { unmount } = renderActions(partialPayment);
    expect(screen.getByText('Registro de pagamento pay_1')).toBeInTheDocument();
    // The record's update (PUT) is the header's one payment form (ADR 057), never a second one here.
    expect(buttonNames()).toEqual(['Ver registro', 'Excluir registro']);
    unmount();

    renderActions(requestedPayment);
    expect(buttonNames()).toEqual(['Ver registro']);
  });

  it('offers nothing when the vendor links to no operation', () => {
    const { unmount } = renderActions(paymentSchema.parse({ status: 'received', links: [] }));
    expect(screen.queryByText(/Registro de pagamento/)).not.toBeInTheDocument();
    expect(buttonNames()).toEqual([]);
    unmount();
    renderActions(undefined);
    expect(buttonNames()).toEqual([]);
  });

  it("reads the vendor's record when asked, saying that it costs a call", async () => {
    const reads: string[] = [];
    const view: PaymentRecordView = {
      paymentId: 'pay_2',
      record: paymentSchema.parse({
        status: 'received',
        type: 'pix',
        description: 'Pago',
        files: [{ originalName: 'pix.png' }],
      }),
      unreadable: [],
      fetchedAt: '2024-05-05T13:00:00.000Z',
    };
    server.use(
      http.get(recordPath, ({ params }) => {
        reads.push(String(params.paymentId));
        return HttpResponse.json(view);
      }),
    );
    const { user } = renderActions(requestedPayment);
    expect(reads).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Ver registro' }));
    expect(await screen.findByText('Recebido')).toBeInTheDocument();
    expect(screen.getByText('Pix')).toBeInTheDocument();
    expect(screen.getByText('pix.png')).toBeInTheDocument();
    expect(screen.getByText(/cada leitura usa uma chamada do limite por hora/)).toBeInTheDocument();
    expect(reads).toEqual(['pay_2']);
  });

  it('deletes only once the record id is typed out', async () => {
    const writes = recordWrites();
    const { user } = renderActions(partialPayment);
    await user.click(screen.getByRole('button', { name: 'Excluir registro' }));
    const form = screen.getByRole('form', { name: 'Excluir o registro de pagamento pay_1' });
    expect(form).toHaveTextContent('Não há como desfazer.');
    const confirmation = within(form).getByRole('textbox', {
      name: 'Para confirmar, digite o código do registro: pay_1',
    });
    const remove = within(form).getByRole('button', { name: 'Excluir definitivamente' });

    await user.click(remove);
    expect(confirmation).toHaveAccessibleDescription('Digite exatamente pay_1 para confirmar a exclusão.');
    await user.type(confirmation, 'pay_2');
    await user.click(remove);
    expect(confirmation).toHaveAccessibleDescription('Digite exatamente pay_1 para confirmar a exclusão.');
    expect(writes).toEqual([]);

    await user.clear(confirmation);
    await user.type(confirmation, 'pay_1');
    await user.click(remove);
    expect(await screen.findByRole('status')).toHaveTextContent('Registro pay_1 excluído.');
    expect(writes).toEqual([
      { method: 'DELETE', paymentId: 'pay_1', body: undefined, csrf: '1', key: expect.any(String) },
    ]);
  });

  it('has no axe violations with the delete form', async () => {
    const { user, container } = renderActions(partialPayment);
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Excluir registro' }));
    await user.click(screen.getByRole('button', { name: 'Excluir definitivamente' }));
    await expectNoAxeViolations(container);
  });
});
