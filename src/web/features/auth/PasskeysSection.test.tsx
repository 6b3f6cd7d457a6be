import { notifications, notificationsStore } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PasskeyRemoved } from '../../../contract/api/passkeys';
import { sessionQueryKey } from '../../lib/session/sessionQuery';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { PasskeysSection } from './PasskeysSection';

const PASSKEY = {
  id: '5b0f3c2d-1e10-4a57-9a43-0b5f1d3c8f6e',
  name: 'Celular perdido',
  createdAt: '2026-11-01T12:00:00.000Z',
  lastUsedAt: null,
};

let removal: PasskeyRemoved = { sessionsEnded: 0, signedOut: false };
const server = setupServer(
  http.get('*/api/account/passkeys', () => HttpResponse.json({ passkeys: [PASSKEY] })),
  http.get('*/api/account/security', () =>
    HttpResponse.json({ totp: false, recoveryCodesLeft: 0, passkeys: 1, required: false }),
  ),
  http.post(`*/api/account/passkeys/${PASSKEY.id}/remove`, () => HttpResponse.json(removal)),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  act(() => notifications.clean());
});
afterAll(() => server.close());

/** The section on the account page, with a login page to be sent to. */
function renderAtAccount() {
  const rootRoute = createRootRoute();
  const accountRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/account',
    component: PasskeysSection,
  });
  const loginRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/login',
    validateSearch: (search: Record<string, unknown>) => search,
    component: () => <p>Entrar</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([accountRoute, loginRoute]),
    history: createMemoryHistory({ initialEntries: ['/account'] }),
  });
  const user = userEvent.setup({ delay: null });
  const view = renderWithProviders(<RouterProvider<typeof router> router={router} />);
  return { ...view, router, user };
}

async function removeWithPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Remover' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText(/Sua senha/), 'a long password');
  await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
}

describe('PasskeysSection: removing a passkey (ADR 096)', () => {
  it('says how many other sessions the removal ended, and stays on the page', async () => {
    removal = { sessionsEnded: 2, signedOut: false };
    const { router, user, client } = renderAtAccount();
    client.setQueryData(sessionQueryKey, { kind: 'user' });
    await removeWithPassword(user);
    expect(
      await screen.findByText(
        'Chave de acesso removida; as 2 sessões abertas com ela em outros lugares terminaram.',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
    expect(client.getQueryData(sessionQueryKey)).toEqual({ kind: 'user' });
  });

  it('when it ended this very session, says why and goes to the sign-in, back here after', async () => {
    removal = { sessionsEnded: 1, signedOut: true };
    const { router, user, client } = renderAtAccount();
    client.setQueryData(sessionQueryKey, { kind: 'user' });
    await removeWithPassword(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/account' });
    expect(client.getQueryData(sessionQueryKey)).toBeNull();
    expect(notificationsStore.getState().notifications.map((shown) => shown.message)).toEqual([
      'Chave de acesso removida. Esta sessão tinha sido aberta com ela e terminou: entre de novo.',
    ]);
  });
});
