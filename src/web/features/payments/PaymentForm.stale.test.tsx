import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { VersionedHistoryEntry } from '../../../contract/api/requests';
import type { StaleWriteProblem } from '../../../contract/api/staleWrite';
import type { Locale } from '../../i18n/locales';
import { expectNoAxeViolations } from '../../testing/expectNoAxeViolations';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { PaymentForm } from './PaymentForm';
import { outcome, requestedPayment } from './testing/paymentFixtures';
import { startPaymentServer } from './testing/paymentServer';

const { recordUpdates } = startPaymentServer();

const ME = 'u-ana';
const brunoCancelled: VersionedHistoryEntry = {
  id: 'h-4',
  version: 4,
  at: '2026-11-26T13:05:00.000Z',
  source: 'write',
  actor: { kind: 'person', id: 'u-bruno', name: 'Bruno Lima' },
  changes: [{ field: 'payment.status', from: 'requested', to: 'cancelled' }],
};
const myOwnChange: VersionedHistoryEntry = {
  ...brunoCancelled,
  id: 'h-4-mine',
  actor: { kind: 'person', id: ME, name: 'Ana Souza' },
};

function staleProblem(): StaleWriteProblem {
  return {
    type: 'https://painel.local/problems/request_changed_since_opened',
    title: 'Conflict',
    status: 409,
    code: 'request_changed_since_opened',
    detail: 'The order ORD-1 changed after the form was opened (version 3, now 4).',
    baseVersion: 3,
    currentVersion: 4,
    changes: [brunoCancelled],
  };
}

const words = {
  'pt-BR': {
    status: 'Status do pagamento',
    received: 'Recebido',
    cancelled: 'Cancelado',
    submit: 'Enviar atualização',
    refused: 'Não salvo: Bruno Lima alterou este pedido depois que você abriu o formulário',
    reapply: 'Aplicar mesmo assim sobre a versão atual',
    live: 'Este pedido foi alterado por Bruno Lima agora',
    nothingSent: /Nada foi enviado ao fornecedor/,
  },
  en: {
    status: 'Payment status',
    received: 'Received',
    cancelled: 'Cancelled',
    submit: 'Send update',
    refused: 'Not saved: Bruno Lima changed this request after you opened the form',
    reapply: 'Re-apply on the current version',
    live: 'This request was just changed by Bruno Lima',
    nothingSent: /Nothing was sent to the vendor/,
  },
} as const;

function renderForm(locale: Locale, history: readonly VersionedHistoryEntry[] = []) {
  const user = userEvent.setup({ delay: null });
  const onSaved = vi.fn();
  const form = (entries: readonly VersionedHistoryEntry[]) => (
    <PaymentForm
      code="ORD-1"
      payment={requestedPayment}
      version={3}
      history={entries}
      meId={ME}
      onSaved={onSaved}
      onCancel={() => {}}
    />
  );
  const view = renderWithProviders(form(history), { locale });
  return { user, onSaved, rerenderWith: (entries: VersionedHistoryEntry[]) => view.rerender(form(entries)) };
}

describe.each(['pt-BR', 'en'] as const)('PaymentForm on a request that changed, in %s', (locale) => {
  const w = words[locale];

  it('shows a refused save with who changed what and when, keeps the values, and re-applies only when asked', async () => {
    const sent = recordUpdates((call) =>
      call === 1
        ? HttpResponse.json(staleProblem(), {
            status: 409,
            headers: { 'content-type': 'application/problem+json' },
          })
        : HttpResponse.json(outcome()),
    );
    const { user, onSaved } = renderForm(locale);
    await user.click(screen.getByRole('combobox', { name: w.status }));
    await user.click(await screen.findByRole('option', { name: w.received }));
    await user.click(screen.getByRole('button', { name: w.submit }));

    const alert = await screen.findByRole('alert', { name: w.refused });
    expect(alert).toHaveTextContent(w.nothingSent);
    expect(alert).toHaveTextContent('Bruno Lima');
    const changes = within(alert).getByRole('list', { name: /./ });
    expect(changes).toHaveTextContent(w.cancelled);
    expect(changes).toHaveTextContent(/13:05|1:05/);
    // The person's own value is still in the form, and nothing more was sent.
    expect(screen.getByRole('combobox', { name: w.status })).toHaveValue(w.received);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.fields.baseVersion).toBe('3');
    expect(onSaved).not.toHaveBeenCalled();
    await expectNoAxeViolations(document.body);

    await user.click(within(alert).getByRole('button', { name: w.reapply }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(sent).toHaveLength(2);
    expect(sent[1]?.fields).toEqual({ baseVersion: '4', status: 'received' });
    expect(sent[1]?.key).not.toBe(sent[0]?.key);
  });

  it("says at once, before any save, that someone else changed the request, and not for the person's own change", async () => {
    const sent = recordUpdates(() => HttpResponse.json(outcome()));
    const { rerenderWith } = renderForm(locale);
    expect(screen.queryByRole('status', { name: w.live })).toBeNull();

    rerenderWith([myOwnChange]);
    expect(screen.queryByRole('status', { name: w.live })).toBeNull();

    rerenderWith([brunoCancelled, myOwnChange]);
    const alert = await screen.findByRole('status', { name: w.live });
    expect(alert).toHaveTextContent(w.cancelled);
    expect(within(alert).queryByRole('button')).toBeNull();
    expect(sent).toHaveLength(0);
    await expectNoAxeViolations(document.body);
  });
});
