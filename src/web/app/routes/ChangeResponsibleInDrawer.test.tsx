import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/expectNoAxeViolations';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ComposedRequestDrawer } from './ComposedRequestDrawer';
import {
  carla,
  clientWith,
  CODE,
  collaborators,
  detail,
  detailAfterChange,
  sessionWith,
} from '../../features/responsible/testing/responsibleFixtures';

const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // Lazy chunks (the drawer's body, the form), loaded up front so that findBy's waits measure the
  // component, not the transform of a busy machine.
  await Promise.all([
    import('../../features/request-detail/RequestDetailBody'),
    import('../../features/responsible/ChangeResponsibleForm'),
  ]);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('changing the responsible from the request drawer', () => {
  it('hands the order to a suggested collaborator and shows the change in the summary and the history', async () => {
    let written = false;
    server.use(
      http.get('*/api/collaborators', () => HttpResponse.json({ items: collaborators })),
      http.get('*/api/requests/:type/:code', () =>
        HttpResponse.json(written ? detailAfterChange(carla) : detail()),
      ),
      http.put('*/api/requests/:type/:code/responsible', () => {
        written = true;
        return HttpResponse.json({
          kind: 'responsible',
          request: { type: 'order', code: CODE },
          paymentId: null,
          at: '2026-11-21T18:00:00.000Z',
          changed: { email: carla.email },
          attachments: [],
          vendor: { status: 200, durationMs: 90, unreadableFields: 0 },
        });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ComposedRequestDrawer type="order" code={CODE} onClose={() => {}} />, {
      queryClient: clientWith(sessionWith(['sales'])),
    });
    const dialog = await screen.findByRole('dialog');
    const summary = await within(dialog).findByRole('region', { name: 'Resumo' });

    // The action sits in the drawer's header, not among the summary's fields; its form opens above them.
    const change = within(dialog).getByRole('button', { name: 'Trocar responsável' });
    expect(summary).not.toContainElement(change);
    await user.click(change);
    const email = await within(dialog).findByRole('combobox', { name: /E-mail do novo responsável/ });
    expect(email).toHaveFocus();
    expect(summary).not.toContainElement(email);
    await user.click(email);
    await user.paste('Carla');
    await user.click(await within(dialog).findByRole('option', { name: /Carla Dias/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    const confirmation = await within(dialog).findByRole('group', {
      name: `Passar o pedido ${CODE} de Bruno Lima (bruno.lima@example.com.br) para Carla Dias (${carla.email})?`,
    });
    await expectNoAxeViolations(dialog);
    await user.click(within(confirmation).getByRole('button', { name: 'Confirmar a troca' }));

    expect(await within(dialog).findByText(/agora é o responsável/)).toBeInTheDocument();
    expect(within(summary).getByText('Carla Dias')).toBeInTheDocument();
    const history = within(dialog).getByRole('region', { name: 'Histórico' });
    // The history says who made the change and what changed, in words, not field paths.
    await waitFor(() =>
      expect(within(history).getAllByText(/Ana Souza, no Painel/).length).toBeGreaterThan(0),
    );
    expect(
      within(history).getByText('Ana Souza mudou o responsável de Bruno Lima para Carla Dias'),
    ).toBeInTheDocument();
    expect(within(history).queryByText(/responsible/)).toBeNull();
    // axe over the whole drawer takes seconds in jsdom: once, with the form open, is the check here.
  });
});
