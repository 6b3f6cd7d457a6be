import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_LIMITS } from '../../../contract/api/uploads';
import type { Payment } from '../../../contract/upstream/payment';
import { expectNoAxeViolations } from '../../testing/expectNoAxeViolations';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { PaymentForm } from './PaymentForm';
import { nodeFile, useNodeFormData } from './testing/nodeFiles';
import { outcome, partialPayment, problemBody, requestedPayment } from './testing/paymentFixtures';
import { startPaymentServer } from './testing/paymentServer';

const { server, recordUpdates } = startPaymentServer();

const paymentPath = '*/api/requests/order/:code/payment';

function renderForm(payment: Payment | undefined = partialPayment, options: { applyAccept?: boolean } = {}) {
  // No pause between keystrokes: the machines running this are busy enough.
  const user = userEvent.setup({ applyAccept: options.applyAccept ?? true, delay: null });
  const onSaved = vi.fn();
  const view = renderWithProviders(
    <PaymentForm
      code="ORD-1"
      payment={payment}
      version={3}
      history={[]}
      meId="u-me"
      onSaved={onSaved}
      onCancel={() => {}}
    />,
  );
  return { user, onSaved, ...view };
}

/** The picker's input: hidden from assistive technology (the button is the control), so found by type. */
const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};
const submitButton = () => screen.getByRole('button', { name: 'Enviar atualização' });
const pdf = (name: string, size = 2048) => nodeFile(name, 'application/pdf', { size });

async function pickStatus(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('combobox', { name: 'Status do pagamento' }));
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('PaymentForm', () => {
  // Every test builds forms with files the mock server can read; each sets that up itself rather
  // than relying on what an earlier test left (ADR 080).
  beforeEach(useNodeFormData);

  it('offers the four writable statuses by name and shows a current partial as such, not as a choice', async () => {
    const { user } = renderForm(partialPayment);
    const status = screen.getByRole('combobox', { name: 'Status do pagamento' });
    expect(status).toHaveValue('');
    expect(status).toHaveAttribute('placeholder', 'Manter: Parcial');
    expect(status).toHaveAccessibleDescription(/Status atual: Parcial O fornecedor não aceita “Parcial”/);
    await user.click(status);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Não solicitado',
      'Solicitado',
      'Recebido',
      'Cancelado',
    ]);
  });

  it('starts from a writable current status and the other current values', () => {
    renderForm(requestedPayment);
    expect(screen.getByRole('combobox', { name: 'Status do pagamento' })).toHaveValue('Solicitado');
    expect(screen.getByRole('combobox', { name: 'Forma de pagamento' })).toHaveValue('Boleto');
    expect(screen.getByRole('textbox', { name: 'Condição de pagamento' })).toHaveValue('À vista');
    expect(screen.getByRole('textbox', { name: 'Descrição' })).toHaveValue('Boleto emitido');
  });

  it("checks each field with the backend's rules and sends nothing while one is broken", async () => {
    const received = recordUpdates();
    const { user } = renderForm();
    const condition = screen.getByRole('textbox', { name: 'Condição de pagamento' });
    const description = screen.getByRole('textbox', { name: 'Descrição' });

    // A condition the vendor has cannot be cleared; nor can a description.
    await user.clear(condition);
    await user.clear(description);
    await user.click(submitButton());
    expect(await screen.findByText(/A condição não pode ficar em branco/)).toBeInTheDocument();
    expect(screen.getByText(/A descrição não pode ficar em branco/)).toBeInTheDocument();

    // Longer than the contract allows, and a condition on two lines.
    await user.click(condition);
    await user.paste('a'.repeat(201));
    await user.click(description);
    await user.paste('b'.repeat(2001));
    await user.click(submitButton());
    expect(await screen.findByText('A condição pode ter no máximo 200 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('A descrição pode ter no máximo 2.000 caracteres.')).toBeInTheDocument();
    expect(condition).toHaveAccessibleDescription(/201 de 200 caracteres/);

    await user.clear(condition);
    await user.paste('10x\tsem juros');
    await user.clear(description);
    await user.type(description, 'Saldo pago');
    await user.click(submitButton());
    expect(
      await screen.findByText('A condição deve ser uma linha de texto, sem quebras nem tabulações.'),
    ).toBeInTheDocument();
    expect(received).toHaveLength(0);
  });

  it('says there is nothing to send when nothing changed and no file is chosen', async () => {
    const received = recordUpdates();
    const { user } = renderForm();
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Nada a enviar');
    expect(received).toHaveLength(0);
  });

  it('states the upload limits before anything is chosen, from the contract', () => {
    renderForm();
    const group = screen.getByRole('group', { name: 'Anexos' });
    expect(group).toHaveTextContent(
      `Até ${UPLOAD_LIMITS.maxFiles} arquivos por atualização, de até 10 MiB cada e 50 MiB no total. Tipos aceitos: PDF, PNG, JPEG, WebP`,
    );
    expect(screen.getByRole('button', { name: 'Escolher arquivos' })).toHaveAccessibleDescription(
      /^Até 5 arquivos por atualização/,
    );
  });

  it('refuses a sixth file, an oversized file and a file of another type, each with its reason', async () => {
    const received = recordUpdates();
    const { user } = renderForm(requestedPayment, { applyAccept: false });
    const six = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => pdf(`recibo-${n}.pdf`)));
    await user.upload(fileInput(), six);
    const chosen = screen.getByRole('list', { name: 'Arquivos escolhidos' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(5);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'recibo-6.pdf (2 KiB): cabem no máximo 5 arquivos por atualização.',
    );

    await user.click(screen.getByRole('button', { name: 'Remover recibo-5.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Remover recibo-4.pdf' }));
    const big = await pdf('escaneado.pdf', UPLOAD_LIMITS.maxFileBytes + 1);
    const program = await nodeFile('boleto.exe', 'application/x-msdownload', { size: 300 });
    await user.upload(fileInput(), [big, program]);
    const refused = await screen.findByRole('alert');
    expect(refused).toHaveTextContent('2 arquivos não foram incluídos');
    expect(refused).toHaveTextContent('escaneado.pdf (10 MiB): é maior que 10 MiB, o máximo por arquivo.');
    expect(refused).toHaveTextContent('boleto.exe (300 B): não é de um tipo aceito (PDF, PNG, JPEG, WebP).');
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(3);
    expect(received).toHaveLength(0);
  });

  it('says so where a chosen file has the name of a current attachment, which it replaces', async () => {
    const { user } = renderForm(partialPayment);
    expect(
      screen.getByText(/Um arquivo com o mesmo nome de um anexo que o pagamento já tem/),
    ).toBeInTheDocument();
    await user.upload(fileInput(), [await pdf('comprovante.pdf'), await pdf('nota.pdf')]);
    const items = within(screen.getByRole('list', { name: 'Arquivos escolhidos' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Substitui o anexo atual “comprovante.pdf”.');
    expect(items[1]).not.toHaveTextContent('Substitui');
  });

  it('sends only what changed and the files, with the anti-forgery header and an Idempotency-Key', async () => {
    const received = recordUpdates(() =>
      HttpResponse.json(
        outcome({
          changed: { status: 'received', description: 'Saldo quitado' },
          attachments: [
            { name: 'a.pdf', size: 2048, mediaType: 'application/pdf' },
            { name: 'b.pdf', size: 4096, mediaType: 'application/pdf' },
          ],
        }),
      ),
    );
    const { user, onSaved } = renderForm();
    await pickStatus(user, 'Recebido');
    const description = screen.getByRole('textbox', { name: 'Descrição' });
    await user.clear(description);
    await user.type(description, 'Saldo quitado');
    await user.upload(fileInput(), [await pdf('a.pdf', 2048), await pdf('b.pdf', 4096)]);
    await user.click(submitButton());

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(received).toHaveLength(1);
    expect(received[0]?.fields).toEqual({
      baseVersion: '3',
      status: 'received',
      description: 'Saldo quitado',
    });
    expect(received[0]?.files).toEqual(['attachments:a.pdf:2048', 'attachments:b.pdf:4096']);
    expect(received[0]?.csrf).toBe('1');
    expect(received[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    // Each file's own bar, complete once the body has gone.
    expect(screen.getByRole('progressbar', { name: 'Envio de a.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.getByRole('progressbar', { name: 'Envio de b.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  it('shows each file advancing on its own bar while the body uploads', async () => {
    const requests: FakeUpload[] = [];
    vi.stubGlobal(
      'XMLHttpRequest',
      class extends FakeUpload {
        constructor() {
          super();
          requests.push(this);
        }
      },
    );
    try {
      const { user, onSaved } = renderForm(requestedPayment);
      await user.upload(fileInput(), [await pdf('a.pdf', 1000), await pdf('b.pdf', 1000)]);
      await user.click(submitButton());
      await waitFor(() => expect(requests).toHaveLength(1));
      const upload = requests[0] as FakeUpload;
      // 200 bytes of fields and part headers, then a.pdf, then b.pdf.
      upload.progress(700, 2200);
      const first = await screen.findByRole('progressbar', { name: 'Envio de a.pdf' });
      const second = screen.getByRole('progressbar', { name: 'Envio de b.pdf' });
      await waitFor(() => expect(first).toHaveAttribute('aria-valuenow', '50'));
      expect(second).toHaveAttribute('aria-valuenow', '0');
      upload.progress(1700, 2200);
      await waitFor(() => expect(first).toHaveAttribute('aria-valuenow', '100'));
      expect(second).toHaveAttribute('aria-valuenow', '50');
      expect(submitButton()).toBeDisabled();
      upload.respond(200, outcome());
      await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('maps the server’s field errors onto the field and onto the file they name', async () => {
    recordUpdates((call) =>
      call === 1
        ? HttpResponse.json(
            problemBody(400, 'invalid_input', 'The form is invalid: condition must be one line of text.', {
              errors: [{ path: 'condition', message: 'must be one line of text' }],
            }),
            { status: 400 },
          )
        : HttpResponse.json(
            problemBody(415, 'unsupported_file_type', 'The file "b.pdf" is a Windows program.', {
              errors: [{ path: 'attachments[1]', message: 'is a Windows program' }],
            }),
            { status: 415 },
          ),
    );
    const { user } = renderForm(requestedPayment);
    const condition = screen.getByRole('textbox', { name: 'Condição de pagamento' });
    await user.clear(condition);
    await user.type(condition, '12x');
    await user.click(submitButton());
    await waitFor(() =>
      expect(condition).toHaveAccessibleDescription(/O servidor recusou: must be one line of text/),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('O servidor recusou alguns dados');

    await user.upload(fileInput(), [await pdf('a.pdf'), await pdf('b.pdf')]);
    await user.click(submitButton());
    const items = within(screen.getByRole('list', { name: 'Arquivos escolhidos' })).getAllByRole('listitem');
    await waitFor(() => expect(items[1]).toHaveTextContent('O servidor recusou: is a Windows program'));
    expect(items[0]).not.toHaveTextContent('O servidor recusou');
  });

  it('sends a double-clicked or re-entered submission once', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const received = recordUpdates(async () => {
      await gate;
      return HttpResponse.json(outcome());
    });
    const { user, onSaved } = renderForm();
    await pickStatus(user, 'Recebido');
    // Two submits in the same tick, before any re-render could disable the button, then a double click.
    const form = screen.getByRole('form', { name: 'Atualizar o pagamento' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await user.dblClick(submitButton());
    await waitFor(() => expect(received).toHaveLength(1));
    release();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(received).toHaveLength(1);
  });

  it('keeps everything after the vendor budget refuses, says from when it fits, and retries with the same key', async () => {
    const received = recordUpdates((call) =>
      call === 1
        ? HttpResponse.json(
            problemBody(503, 'vendor_budget_exhausted', 'The vendor budget for this hour is used up.', {
              retryAt: '2030-01-01T14:05:00.000Z',
            }),
            { status: 503 },
          )
        : HttpResponse.json(outcome()),
    );
    const { user, onSaved } = renderForm();
    const condition = screen.getByRole('textbox', { name: 'Condição de pagamento' });
    await user.clear(condition);
    await user.type(condition, '12x com juros');
    await user.upload(fileInput(), [await pdf('a.pdf')]);
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('O limite de chamadas ao fornecedor desta hora acabou');
    const retryTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' }).format(
      new Date('2030-01-01T14:05:00.000Z'),
    );
    expect(alert).toHaveTextContent(`cabe no limite de novo a partir de ${retryTime}`);
    expect(alert).toHaveTextContent(
      'Tudo o que você preencheu e os arquivos escolhidos continuam no formulário.',
    );
    expect(condition).toHaveValue('12x com juros');
    expect(
      within(screen.getByRole('list', { name: 'Arquivos escolhidos' })).getByText('a.pdf'),
    ).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();

    await user.click(within(alert).getByRole('button', { name: 'Enviar de novo' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(received).toHaveLength(2);
    expect(received[1]?.key).toBe(received[0]?.key);
    expect(received[1]?.fields).toEqual(received[0]?.fields);
  });

  it('keeps everything after a network failure and says to send again when the connection is back', async () => {
    let calls = 0;
    const keys: (string | null)[] = [];
    server.use(
      http.put(paymentPath, ({ request }) => {
        calls += 1;
        keys.push(request.headers.get('idempotency-key'));
        return calls === 1 ? HttpResponse.error() : HttpResponse.json(outcome());
      }),
    );
    const { user, onSaved } = renderForm();
    const description = screen.getByRole('textbox', { name: 'Descrição' });
    await user.clear(description);
    await user.type(description, 'Pago por Pix');
    await user.upload(fileInput(), [await pdf('pix.pdf')]);
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sem resposta do servidor');
    expect(alert).toHaveTextContent('Envie de novo quando a conexão voltar');
    expect(description).toHaveValue('Pago por Pix');
    expect(screen.getByText('pix.pdf')).toBeInTheDocument();

    // A changed content is another submission, with another key.
    await user.type(description, '.');
    await user.click(submitButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it("says when to send again after Painel's own throttle refuses", async () => {
    server.use(
      http.put(paymentPath, () =>
        HttpResponse.json(problemBody(429, 'too_many_requests', 'Too many requests.'), {
          status: 429,
          headers: { 'retry-after': '60' },
        }),
      ),
    );
    const { user } = renderForm();
    await pickStatus(user, 'Cancelado');
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Muitos envios seguidos');
    expect(alert).toHaveTextContent(/Envie de novo a partir de \d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}/);
    expect(screen.getByRole('combobox', { name: 'Status do pagamento' })).toHaveValue('Cancelado');
  });

  it('has no axe violations with files chosen, a refusal and a field error', async () => {
    const { user, container } = renderForm(partialPayment, { applyAccept: false });
    await user.upload(fileInput(), [
      await pdf('comprovante.pdf'),
      await nodeFile('x.exe', 'application/x-msdownload'),
    ]);
    await user.clear(screen.getByRole('textbox', { name: 'Condição de pagamento' }));
    await user.click(submitButton());
    await screen.findByText(/A condição não pode ficar em branco/);
    await expectNoAxeViolations(container);
  });
});

/** An XMLHttpRequest whose upload progress and answer the test drives. */
class FakeUpload extends EventTarget {
  readonly upload = new EventTarget();
  status = 0;
  responseText = '';
  private headers = new Map<string, string>();
  open() {}
  setRequestHeader() {}
  send() {}
  abort() {}
  getResponseHeader(name: string) {
    return this.headers.get(name.toLowerCase()) ?? null;
  }
  progress(loaded: number, total: number) {
    const event = new ProgressEvent('progress', { loaded, total, lengthComputable: true });
    this.upload.dispatchEvent(event);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }
}
