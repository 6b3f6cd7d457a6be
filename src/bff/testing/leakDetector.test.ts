import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../http/access';
import { createTestApp, type TestApp } from './testApp';

const VENDOR_TOKEN = 'vendor-token-for-the-leak-scan-42';
const WEBHOOK_SECRET = 'webhook-secret-for-the-leak-scan-42';

describe('the leak scan every test app runs', () => {
  it('finds a secret in a response body, a response header and a log line, but not in the owner’s own Set-Cookie', async () => {
    const t = await createTestApp();
    t.secrets.add('planted-secret-value', 'planted secret');
    t.app.get('/api/test/echo-body', { config: { access: access.public } }, async () => ({
      value: 'planted-secret-value',
    }));
    t.app.get('/api/test/echo-header', { config: { access: access.public } }, async (_request, reply) => {
      reply.header('x-debug', 'planted-secret-value');
      return { ok: true };
    });
    t.app.get('/api/test/echo-log', { config: { access: access.public } }, async (request) => {
      request.log.info(`oops: planted-secret-value`);
      return { ok: true };
    });
    await t.services.users.create({
      email: 'owner@example.com',
      roles: ['viewer'],
      password: 'owner password 123',
    });
    await t.app.inject({ method: 'GET', url: '/api/test/echo-body' });
    await t.app.inject({ method: 'GET', url: '/api/test/echo-header' });
    await t.app.inject({ method: 'GET', url: '/api/test/echo-log' });
    // The owner's own cookie is allowed; the same value anywhere else is not.
    const login = await t.login('owner@example.com', 'owner password 123');
    expect(t.sessionTokenOf(login)).toMatch(/^[\w-]{43}$/);

    const found = t.leaks().map((leak) => `${leak.secret} in ${leak.where}`);
    expect(found.sort()).toEqual([
      'planted secret in log line',
      'planted secret in response body',
      'planted secret in response header x-debug',
    ]);
    expect(() => t.assertNoLeaks()).toThrow(/Secrets leaked 3 time\(s\)/);
    expect(() => t.assertNoLeaks()).not.toThrow(/planted-secret-value/);
    await expect(t.close()).rejects.toThrow(/planted secret in a response body/);
    expect(existsSync(t.webDir)).toBe(false);
  });
});

describe('a whole session of use, scanned for secrets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      UPSTREAM_BASE_URL: 'http://127.0.0.1:9',
      UPSTREAM_TOKEN: VENDOR_TOKEN,
      WEBHOOK_SECRET,
      BOOTSTRAP_ADMIN_EMAIL: 'boot@example.com',
      BOOTSTRAP_ADMIN_PASSWORD: 'bootstrap admin password',
    });
  });
  afterAll(() => t.close());

  it('shows no vendor token, password or session id anywhere but the owner’s cookie', async () => {
    const login = await t.login('boot@example.com', 'bootstrap admin password');
    expect(login.statusCode).toBe(200);
    const token = t.sessionTokenOf(login) ?? '';
    const headers = { cookie: `painel_session=${token}`, ...t.antiForgeryHeaders };
    await t.login('boot@example.com', 'a wrong password guess');
    await t.login('nobody@example.com', 'another wrong guess');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers,
      payload: { email: 'leaky@example.com', roles: ['viewer'], password: 'password that must stay hidden' },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: string };
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${id}/password`,
      headers,
      payload: { password: 'another hidden password' },
    });
    await t.app.inject({ method: 'GET', url: '/api/admin/sessions', headers });
    await t.app.inject({ method: 'GET', url: '/api/admin/audit?limit=200', headers });
    await t.app.inject({ method: 'GET', url: '/api/admin/users', headers });
    await t.app.inject({
      method: 'POST',
      url: '/webhooks/upstream',
      headers: { authorization: `Bearer ${WEBHOOK_SECRET}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ event: 'order.created', data: { code: 'PED-1' } }),
    });
    await t.app.inject({
      method: 'POST',
      url: '/webhooks/upstream',
      headers: { authorization: `Bearer wrong-${WEBHOOK_SECRET}`, 'content-type': 'application/json' },
      payload: '{}',
    });
    await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    await t.app.inject({ method: 'GET', url: '/' });
    await t.app.inject({ method: 'DELETE', url: '/api/session', headers });
    await t.app.inject({ method: 'GET', url: '/api/session', headers });

    const stats = t.leakStats();
    console.info(
      `leak scan: ${stats.secrets} secrets watched over ${stats.responses} responses (${stats.headersScanned} headers) and ${t.logs.length} log lines: ${stats.findings} found`,
    );
    expect(stats.secrets).toBeGreaterThanOrEqual(8);
    expect(t.logs.length).toBeGreaterThan(20);
    expect(t.leaks()).toEqual([]);
  });
});
