import { http, HttpResponse } from 'msw';
import type { AdminSession, SessionResponse } from '../../../../contract/api/session';
import type { AdminUser } from '../../../../contract/api/users';
import { problem } from '../../../lib/testing/apiFixtures';

export const adminId = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';
export const salesId = '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';
const deviceId = '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f';

/** The signed-in admin, as GET /api/session answers. */
export const adminSession: SessionResponse = {
  kind: 'user',
  user: { id: adminId, email: 'carla.admin@example.com.br', name: 'Carla Mendes', roles: ['admin'] },
  expiresAt: '2030-01-01T12:00:00.000Z',
  idleTimeoutSeconds: 1800,
};

export function initialUsers(): AdminUser[] {
  return [
    {
      id: adminId,
      email: 'carla.admin@example.com.br',
      name: 'Carla Mendes',
      roles: ['admin'],
      disabled: false,
      demo: false,
      createdAt: '2024-01-10T09:00:00.000Z',
      lastSignedInAt: '2024-05-01T11:00:00.000Z',
      activeSessions: 1,
      totp: true,
      passkeys: 2,
      sso: true,
    },
    {
      id: salesId,
      email: 'bruno.vendas@example.com.br',
      name: 'Bruno Lima',
      roles: ['sales'],
      disabled: false,
      demo: false,
      createdAt: '2024-02-01T09:00:00.000Z',
      lastSignedInAt: '2024-05-01T10:00:00.000Z',
      activeSessions: 2,
      totp: false,
      passkeys: 0,
      sso: false,
    },
    {
      id: '3d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a',
      email: 'nova@example.com.br',
      name: '',
      roles: ['viewer'],
      disabled: true,
      demo: true,
      createdAt: '2024-03-01T09:00:00.000Z',
      lastSignedInAt: null,
      activeSessions: 0,
      totp: false,
      passkeys: 0,
      sso: false,
    },
  ];
}

export function initialSessions(): AdminSession[] {
  return [
    {
      id: '4e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a7b',
      kind: 'user',
      user: { id: adminId, email: 'carla.admin@example.com.br' },
      device: null,
      createdAt: '2024-05-01T11:00:00.000Z',
      lastSeenAt: '2024-05-01T11:20:00.000Z',
      expiresAt: '2024-05-01T23:00:00.000Z',
      address: '10.0.0.5',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
      client: { browser: 'Firefox', version: '128', os: 'Linux' },
      current: true,
    },
    {
      id: '5f6a7b8c-9d0e-4f1a-8b2c-3d4e5f6a7b8c',
      kind: 'device',
      user: null,
      device: { id: deviceId, name: 'TV da expedição' },
      createdAt: '2024-04-20T08:00:00.000Z',
      lastSeenAt: '2024-05-01T11:19:00.000Z',
      expiresAt: '2024-07-19T08:00:00.000Z',
      address: null,
      userAgent: null,
      client: null,
      current: false,
    },
  ];
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  csrf: string | null;
}

/**
 * MSW handlers for the admin's account endpoints over mutable state, behaving as the BFF does
 * (src/bff/auth/adminUserRoutes.ts): duplicate addresses refused with `email_taken`, the last
 * admin protected, sessions ended on role changes, disabling and new passwords.
 */
export function adminUsersApi(session: () => SessionResponse | null = () => adminSession) {
  const state = {
    users: initialUsers(),
    sessions: initialSessions(),
    secondFactor: { requiredRoles: ['admin', 'finance'] as string[] },
    calls: [] as RecordedCall[],
  };
  const record = async (request: Request, path: string) => {
    const text = await request.text();
    state.calls.push({
      method: request.method,
      path,
      body: text === '' ? undefined : JSON.parse(text),
      csrf: request.headers.get('x-csrf'),
    });
    return text === '' ? undefined : (JSON.parse(text) as Record<string, unknown>);
  };
  const notAdmin = () => {
    const current = session();
    if (!current) return HttpResponse.json(problem(401, 'unauthenticated', 'Sign in.'), { status: 401 });
    if (current.kind !== 'user' || !current.user.roles.includes('admin')) {
      return HttpResponse.json(problem(403, 'forbidden', 'Admins only.'), { status: 403 });
    }
    return null;
  };
  const endSessionsOf = (id: string) => {
    const before = state.sessions.length;
    state.sessions = state.sessions.filter((live) => live.user?.id !== id);
    state.users = state.users.map((user) => (user.id === id ? { ...user, activeSessions: 0 } : user));
    return before - state.sessions.length;
  };
  const find = (id: unknown) => state.users.find((user) => user.id === id);
  const notFound = (id: unknown) =>
    HttpResponse.json(problem(404, 'user_not_found', `There is no user ${String(id)}.`), { status: 404 });

  const handlers = [
    http.get('*/api/admin/users', () => notAdmin() ?? HttpResponse.json({ users: state.users })),
    http.get('*/api/admin/sessions', () => notAdmin() ?? HttpResponse.json({ sessions: state.sessions })),
    http.get('*/api/admin/settings/second-factor', () => notAdmin() ?? HttpResponse.json(state.secondFactor)),
    http.put('*/api/admin/settings/second-factor', async ({ request }) => {
      const refused = notAdmin();
      if (refused) return refused;
      const body = (await record(request, '/api/admin/settings/second-factor')) as {
        requiredRoles: string[];
      };
      state.secondFactor = { requiredRoles: body.requiredRoles };
      return HttpResponse.json(state.secondFactor);
    }),
    http.post('*/api/admin/users', async ({ request }) => {
      const refused = notAdmin();
      if (refused) return refused;
      const body = (await record(request, '/api/admin/users')) as {
        email: string;
        name: string;
        roles: AdminUser['roles'];
      };
      if (state.users.some((user) => user.email === body.email)) {
        return HttpResponse.json(
          {
            ...problem(409, 'email_taken', `There is already an account for ${body.email}.`),
            errors: [{ path: 'email', message: 'is already used by another account' }],
          },
          { status: 409 },
        );
      }
      const created: AdminUser = {
        id: crypto.randomUUID(),
        email: body.email,
        name: body.name,
        roles: body.roles,
        disabled: false,
        demo: false,
        createdAt: '2024-05-01T12:00:00.000Z',
        lastSignedInAt: null,
        activeSessions: 0,
        totp: false,
        passkeys: 0,
        sso: false,
      };
      state.users = [...state.users, created];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.patch('*/api/admin/users/:id', async ({ request, params }) => {
      const refused = notAdmin();
      if (refused) return refused;
      const body = (await record(request, `/api/admin/users/${String(params.id)}`)) as Partial<AdminUser>;
      const user = find(params.id);
      if (!user) return notFound(params.id);
      const next = { ...user, ...body };
      const admins = state.users.filter(
        (other) => other.id !== user.id && other.roles.includes('admin') && !other.disabled,
      );
      if (admins.length === 0 && (!next.roles.includes('admin') || next.disabled)) {
        return HttpResponse.json(problem(409, 'last_admin', 'The change would leave no enabled admin.'), {
          status: 409,
        });
      }
      state.users = state.users.map((other) => (other.id === user.id ? next : other));
      if (body.roles !== undefined || body.disabled === true) endSessionsOf(user.id);
      return HttpResponse.json(find(user.id));
    }),
    http.post('*/api/admin/users/:id/password', async ({ request, params }) => {
      const refused = notAdmin();
      if (refused) return refused;
      await record(request, `/api/admin/users/${String(params.id)}/password`);
      if (!find(params.id)) return notFound(params.id);
      endSessionsOf(String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete('*/api/admin/users/:id/sessions', async ({ request, params }) => {
      const refused = notAdmin();
      if (refused) return refused;
      await record(request, `/api/admin/users/${String(params.id)}/sessions`);
      if (!find(params.id)) return notFound(params.id);
      // The fixture's sessions list only part of them; the answer counts what the user row says.
      const ended = find(params.id)?.activeSessions ?? 0;
      endSessionsOf(String(params.id));
      return HttpResponse.json({ ended });
    }),
    http.delete('*/api/admin/sessions/:id', async ({ request, params }) => {
      const refused = notAdmin();
      if (refused) return refused;
      await record(request, `/api/admin/sessions/${String(params.id)}`);
      const before = state.sessions.length;
      state.sessions = state.sessions.filter((live) => live.id !== params.id);
      if (state.sessions.length === before) {
        return HttpResponse.json(problem(404, 'session_not_found', 'No such session.'), { status: 404 });
      }
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  return { state, handlers };
}
