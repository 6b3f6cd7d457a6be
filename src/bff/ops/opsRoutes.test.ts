import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { governorStatus } from '../../contract/api/governorStatus';
import { readiness } from '../../contract/api/operations';
import { governorCircuit } from '../db/schema';
import { createTestApp, type TestApp, type TestSession } from '../testing/testApp';
import { startTestServer, type TestServer } from '../vendor/client/testing/startTestServer';

const METRICS_TOKEN = 'metrics-token-0123456789';

describe('the operations routes', () => {
  let vendor: TestServer;
  let t: TestApp;
  let admin: TestSession;

  beforeAll(async () => {
    vendor = await startTestServer({
      reply: (request) =>
        request.url.includes('/request/limit/')
          ? { status: 429, body: JSON.stringify({ error: 'timeLimit' }) }
          : { status: 200, body: JSON.stringify({ success: true }) },
    });
    t = await createTestApp({
      UPSTREAM_BASE_URL: vendor.baseUrl,
      UPSTREAM_TOKEN: 'ops-test-vendor-token',
      METRICS_TOKEN,
    });
    admin = await t.signIn('admin');
  });
  afterAll(async () => {
    await t.close();
    await vendor.close();
  });

  it('answers liveness and readiness without a session', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    const body = readiness.parse(ready.json());
    expect(body).toMatchObject({ status: 'ready', mode: 'vendor', circuit: 'closed' });
    expect(body.checks.migrations.ok).toBe(true);
    expect(body.checks.migrations.applied).toBe(body.checks.migrations.expected);
  });

  it('guards the metrics with METRICS_TOKEN when one is configured', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).toContain('application/problem+json');
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer metrics-token-0123456780' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('exposes HTTP latency, vendor calls by purpose and outcome, the budget and the circuit', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/requests/order/10001/responsible',
      payload: { email: 'a@b.co', baseVersion: 0 },
      headers: admin.headers,
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/requests/order/limit/responsible',
      payload: { email: 'a@b.co', baseVersion: 0 },
      headers: admin.headers,
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/requests/order/10002/responsible',
      payload: { email: 'a@b.co', baseVersion: 0 },
      headers: admin.headers,
    });
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = response.body;
    expect(text).toContain(
      'painel_http_request_duration_seconds_count{method="PUT",route="/api/requests/:type/:code/responsible",status="200"} 1',
    );
    expect(text).toContain(
      'painel_upstream_calls_total{operation="updateResponsible",priority="write",outcome="ok"} 1',
    );
    expect(text).toContain(
      'painel_upstream_calls_total{operation="updateResponsible",priority="write",outcome="rate-limited"} 1',
    );
    expect(text).toContain(
      'painel_upstream_calls_total{operation="updateResponsible",priority="write",outcome="circuit-open"} 1',
    );
    expect(text).toContain('painel_governor_budget_used_calls 2');
    expect(text).toContain('painel_governor_budget_limit_calls 580');
    expect(text).toContain('painel_governor_circuit_open 1');
    expect(text).toMatch(/^painel_governor_idle_allowance [01]$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+$/m);
    expect(text).not.toContain('ops-test-vendor-token');

    const ready = readiness.parse((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).json());
    expect(ready.circuit).toBe('open');
  });

  it('shows the governor and lets an admin close the circuit only with confirm: true', async () => {
    const status = governorStatus.parse(
      (await t.app.inject({ method: 'GET', url: '/api/governor', headers: admin.headers })).json(),
    );
    expect(status.circuit.state).toBe('open');
    expect(status.circuit.cause).toBe('429 timeLimit on "PUT /api/v1/request/limit/responsible"');

    const unconfirmed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/governor/reset',
      payload: {},
      headers: admin.headers,
    });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json()).toMatchObject({ code: 'invalid_input' });

    const audited: unknown[] = [];
    const stop = t.services.writes.onWriteAudited((event) => {
      audited.push({ action: event.action, actor: event.actor.label, details: event.details });
    });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/admin/governor/reset',
      payload: { confirm: true, note: 'Ticket 4711: vendor reactivated us' },
      headers: admin.headers,
    });
    stop();
    expect(reset.statusCode).toBe(200);
    expect(governorStatus.parse(reset.json()).circuit.state).toBe('closed');
    const [row] = await t.services.db.select().from(governorCircuit);
    expect(row?.state).toBe('closed');
    expect(audited).toEqual([
      {
        action: 'governor.reset',
        actor: admin.user?.email,
        details: expect.objectContaining({
          wasOpen: true,
          cause: '429 timeLimit on "PUT /api/v1/request/limit/responsible"',
          note: 'Ticket 4711: vendor reactivated us',
        }) as unknown,
      },
    ]);
    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/requests/order/10003/responsible',
      payload: { email: 'a@b.co', baseVersion: 0 },
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(200);
  });

  it('keeps the reset for admins', async () => {
    const finance = await t.signIn('finance', 'sales');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/governor/reset',
      payload: { confirm: true },
      headers: finance.headers,
    });
    expect(response.statusCode).toBe(403);
  });

  it('documents the new routes in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health/live',
        '/api/health/ready',
        '/api/governor',
        '/api/admin/governor/reset',
        '/api/requests/{type}/{code}/responsible',
        '/api/requests/order/{code}/payment',
        '/api/payments/{paymentId}',
        '/api/statuses/{type}',
        '/api/statuses/{type}/refresh',
      ]),
    );
  });
});
