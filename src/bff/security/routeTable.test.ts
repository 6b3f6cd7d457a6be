import { rmSync } from 'node:fs';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../contract/api/roles';
import type { SessionStore } from '../auth/sessionStore';
import { access, type RouteAccess } from '../http/access';
import { installErrorHandler } from '../http/errorHandler';
import { createTestApp, type TestApp } from '../testing/testApp';
import { enforceAccess } from './enforceAccess';
import { PLUGIN_ROUTE_ALLOW_LIST, recordRoutes } from './routeTable';

/** The policy of the routes the security layer itself adds, written out by hand. */
const SECURITY_ROUTES: Record<string, 'public' | 'webhook' | 'board' | 'signedIn' | Role[]> = {
  'GET /api/health': 'public',
  'POST /api/session': 'public',
  'GET /api/session': 'board',
  'DELETE /api/session': 'signedIn',
  'POST /api/session/device': 'public',
  'GET /api/admin/users': ['admin'],
  'POST /api/admin/users': ['admin'],
  'PATCH /api/admin/users/:id': ['admin'],
  'POST /api/admin/users/:id/password': ['admin'],
  'DELETE /api/admin/users/:id/sessions': ['admin'],
  'GET /api/admin/sessions': ['admin'],
  'DELETE /api/admin/sessions/:id': ['admin'],
  'GET /api/admin/devices': ['admin'],
  'POST /api/admin/devices': ['admin'],
  'POST /api/admin/devices/:id/enrolment': ['admin'],
  'DELETE /api/admin/devices/:id': ['admin'],
  'GET /api/admin/audit': ['admin'],
  'POST /webhooks/upstream': 'webhook',
};

function describeAccess(value: RouteAccess | undefined): string {
  if (!value) return 'none';
  if (value.kind !== 'session') return value.kind;
  if (value === access.board || (value.devices && value.roles.length === 4)) return 'board';
  if (value === access.signedIn || value.roles.length === 4) return 'signedIn';
  return [...value.roles].sort().join(',');
}

describe('the route table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('has a declared access for every route of the app; only swagger-ui is allow-listed', () => {
    const entries = t.app.routeTable.entries();
    expect(t.app.routeTable.missing()).toEqual([]);
    const allowListed = entries.filter((entry) => entry.source === 'allow-listed');
    expect(allowListed.length).toBeGreaterThan(0);
    for (const entry of allowListed) expect(entry.url.startsWith('/api/docs')).toBe(true);
    const backend = entries.filter(
      (entry) =>
        (entry.url.startsWith('/api/') || entry.url.startsWith('/webhooks/')) &&
        !entry.url.startsWith('/api/docs'),
    );
    for (const entry of backend) expect(entry.source, `${entry.method} ${entry.url}`).toBe('declared');
    // The SPA's files are public because their scope says so, not by omission.
    const asset = entries.find((entry) => entry.url === '/assets/index-abc123.js' && entry.method === 'GET');
    expect(asset).toMatchObject({ source: 'declared', access: access.public });
    console.info(
      `route table: ${entries.length} routes (HEAD included), ${backend.length} under /api or /webhooks, ` +
        `${allowListed.length} allow-listed (${PLUGIN_ROUTE_ALLOW_LIST.map((item) => item.prefix).join(', ')}), 0 undeclared`,
    );
  });

  it('gives the security routes exactly the access written down for them', () => {
    const declared = new Map(
      t.app.routeTable
        .entries()
        .map((entry) => [`${entry.method} ${entry.url}`, describeAccess(entry.access)]),
    );
    for (const [route, expected] of Object.entries(SECURITY_ROUTES)) {
      expect(declared.get(route), route).toBe(
        Array.isArray(expected) ? [...expected].sort().join(',') : expected,
      );
    }
  });

  it('documents every security route in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const route of Object.keys(SECURITY_ROUTES)) {
      const [method = '', url = ''] = route.split(' ');
      const path = url.replace(/:([A-Za-z_]+)/g, '{$1}');
      expect(document.paths[path]?.[method.toLowerCase()], route).toBeDefined();
    }
  });

  it('refuses to start while any route declares no access, naming it', async () => {
    const other = await createTestApp();
    try {
      other.app.post('/api/forgotten', async () => ({ ok: true }));
      other.app.get('/webhooks/also-forgotten', async () => ({ ok: true }));
      await expect(other.app.ready()).rejects.toThrow(
        /refuses to start: 3 route\(s\) declare no access: POST \/api\/forgotten, GET \/webhooks\/also-forgotten, HEAD/,
      );
    } finally {
      await other.services.close();
      rmSync(other.webDir, { recursive: true, force: true });
    }
  });
});

describe('enforcement without a declaration', () => {
  it('closes a route that declares no access to everyone, signed in or not', async () => {
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    recordRoutes(app);
    const sessions = { resolve: async () => null } as unknown as SessionStore;
    app.addHook(
      'onRequest',
      enforceAccess({ sessions, publicUrl: 'http://localhost:8080', webhookSecret: undefined }),
    );
    app.get('/api/undeclared', async () => ({ secret: 'data' }));
    const response = await app.inject({ method: 'GET', url: '/api/undeclared' });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('data');
    await app.close();
  });
});
