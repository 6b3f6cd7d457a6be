import { QueryClient } from '@tanstack/react-query';
import { isNotFound } from '@tanstack/react-router';
import { within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '../../../contract/api/session';
import { adminDevicesApi } from '../../features/admin-devices/testing/adminDevicesApi';
import { adminSession, adminUsersApi } from '../../features/admin-users/testing/adminUsersApi';
import { sessionQueryKey } from '../../lib/session/sessionQuery';
import { loadWholeDictionary } from '../../i18n/dictionaryStore';
import { salesManager } from '../../lib/testing/apiFixtures';
import { renderApp } from '../testing/renderApp';
import { workspaceApi } from '../testing/workspaceApi';
import { holdsAnyRole, requireRole } from './requireRole';

const wallboard: SessionResponse = {
  kind: 'device',
  device: { id: '0e1f2a3b-4c5d-4e6f-8a7b-8c9d0e1f2a3b', name: 'TV da expedição' },
  expiresAt: '2030-01-01T12:00:00.000Z',
  idleTimeoutSeconds: 604800,
};

describe('holdsAnyRole', () => {
  it('admits a person holding one of the roles, and an admin everywhere, as the server does', () => {
    expect(holdsAnyRole(['sales', 'finance'], ['finance'])).toBe(true);
    expect(holdsAnyRole(['admin'], ['finance'])).toBe(true);
    expect(holdsAnyRole(['viewer', 'sales'], ['admin'])).toBe(false);
    expect(holdsAnyRole([], ['viewer'])).toBe(false);
  });
});

describe('requireRole', () => {
  const guardWith = (session: SessionResponse | null) => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(sessionQueryKey, session);
    return requireRole('admin')({ context: { queryClient } });
  };

  it('lets an admin through', async () => {
    await expect(guardWith(adminSession)).resolves.toBeUndefined();
  });

  it('answers "not found" to a person without the role, a wallboard and nobody', async () => {
    for (const session of [salesManager, wallboard, null]) {
      const refusal: unknown = await guardWith(session).then(
        () => 'let through',
        (error: unknown) => error,
      );
      expect(isNotFound(refusal), JSON.stringify(session)).toBe(true);
    }
  });
});

describe('the admin pages in the app', () => {
  const workspace = workspaceApi({ session: adminSession });
  const users = adminUsersApi(() => workspace.state.session);
  const devices = adminDevicesApi();
  const server = setupServer(...workspace.handlers, ...users.handlers, ...devices.handlers);
  const adminCalls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/api/admin/')) adminCalls.push(`${request.method} ${pathname}`);
  });
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    // The pages are lazy chunks, and so is the dictionary; transforming them on first use can
    // outlast findBy's wait on a busy machine.
    await Promise.all([
      import('../../features/admin-users/AdminUsersPage'),
      import('../../features/admin-devices/AdminDevicesPage'),
      loadWholeDictionary('pt-BR'),
    ]);
  });
  afterEach(() => {
    workspace.state.session = adminSession;
    adminCalls.length = 0;
    window.localStorage.clear();
  });
  afterAll(() => server.close());

  it('are in the navigation of an admin and open', async () => {
    const { screen, user, location } = renderApp('/admin/users');
    expect(await screen.findByRole('heading', { level: 2, name: 'Usuários' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: /Contas do Painel/ })).toBeInTheDocument();
    const navigation = screen.getByRole('navigation', { name: 'Navegação principal' });
    expect(within(navigation).getByRole('link', { name: 'Usuários' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(navigation).getByRole('link', { name: 'Painéis de parede' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Painéis de parede' })).toBeInTheDocument();
    expect(location().pathname).toBe('/admin/devices');
    expect(await screen.findByRole('table', { name: /Painéis de parede, com situação/ })).toBeInTheDocument();
  });

  for (const [who, session] of [
    ['a sales manager', salesManager],
    ['a wallboard device', wallboard],
  ] as const) {
    for (const path of ['/admin/users', '/admin/devices']) {
      it(`are not reachable for ${who} at ${path}: page not found, nothing asked of the admin API`, async () => {
        workspace.state.session = session;
        const { screen, location } = renderApp(path);
        expect(
          await screen.findByRole('heading', { level: 2, name: 'Página não encontrada' }),
        ).toBeInTheDocument();
        expect(location().pathname).toBe(path);
        const navigation = screen.getByRole('navigation', { name: 'Navegação principal' });
        expect(within(navigation).queryByRole('link', { name: 'Usuários' })).toBeNull();
        expect(within(navigation).queryByRole('link', { name: 'Painéis de parede' })).toBeNull();
        expect(adminCalls).toEqual([]);
      });
    }
  }
});
