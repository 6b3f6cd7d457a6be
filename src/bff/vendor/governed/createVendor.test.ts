import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import type { OpenedDatabase } from '../../db/database';
import { openDatabase } from '../../db/openDatabase';
import { governorCircuit, upstreamCalls } from '../../db/schema';
import { Governor } from '../../governor/governor';
import { HttpProblem } from '../../http/problem';
import { createUpstreamClient } from '../client/index';
import {
  type ReceivedRequest,
  type Reply,
  startTestServer,
  type TestServer,
} from '../client/testing/startTestServer';
import { createVendor, type Vendor, type VendorCallEvent } from './createVendor';
import { VendorProblem } from './vendorProblem';

const TOKEN = 'vendor-token-for-vendor-tests-91c2';

describe('the governed vendor', () => {
  let database: OpenedDatabase;
  let server: TestServer;
  let answer: (request: ReceivedRequest) => Reply;
  let clock: ManualClock;
  let vendor: Vendor;
  let events: VendorCallEvent[];

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    server = await startTestServer({ reply: (request) => answer(request) });
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(upstreamCalls);
    await database.db.update(governorCircuit).set({ state: 'closed', cause: null, openedAt: null });
    server.received.length = 0;
    events = [];
    clock = new ManualClock(Date.UTC(2025, 5, 2, 12, 0));
    const governor = new Governor({
      db: database.db,
      clock,
      budgets: { maxCalls: 3, maxWallMs: 45_000, backgroundShare: 0.6, concurrency: 2, callTimeoutMs: 5_000 },
    });
    vendor = createVendor({
      client: createUpstreamClient({ baseUrl: server.baseUrl, token: TOKEN }),
      governor,
      clock,
      observe: (event) => events.push(event),
    });
    answer = () => ({ status: 200, body: JSON.stringify({ success: true }) });
  });

  async function failure(call: () => Promise<unknown>): Promise<VendorProblem> {
    const error = await call().then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    if (!(error instanceof VendorProblem)) throw new Error(`expected a VendorProblem, got ${String(error)}`);
    expect(error).toBeInstanceOf(HttpProblem);
    expect(JSON.stringify(error.toDocument())).not.toContain(TOKEN);
    return error;
  }

  it('sends a write with priority write and counts it', async () => {
    await vendor.updateResponsible('10001', 'ana@example.com');
    expect(server.received.map((r) => r.url)).toEqual(['/api/v1/request/10001/responsible']);
    const [row] = await database.db.select().from(upstreamCalls);
    expect(row).toMatchObject({
      priority: 'write',
      purpose: 'PUT /api/v1/request/10001/responsible',
      outcome: 'ok',
    });
    expect(events).toEqual([
      { operation: 'updateResponsible', priority: 'write', outcome: 'ok', unreadable: 0 },
    ]);
  });

  it('says when a call fits again once the budget is used up, and sends nothing', async () => {
    for (let i = 0; i < 3; i += 1) await vendor.updateResponsible(`1000${i}`, 'ana@example.com');
    const problem = await failure(() => vendor.updateResponsible('10009', 'ana@example.com'));
    expect(problem.status).toBe(503);
    expect(problem.code).toBe('vendor_budget_exhausted');
    expect(problem.retryAt?.toISOString()).toBe('2025-06-02T13:00:00.000Z');
    expect(problem.message).toBe(
      'The vendor allows only so many calls per hour and they are used up; this call fits again at 13:00 UTC. Nothing was sent to the vendor: try again then.',
    );
    expect(server.received).toHaveLength(3);
    expect(events.at(-1)).toMatchObject({ outcome: 'refused' });
  });

  it('opens the circuit on a 429 and then says who must act, sending nothing more', async () => {
    answer = () => ({ status: 429, body: JSON.stringify({ error: 'hardLimit', message: 'limit' }) });
    const first = await failure(() => vendor.updateResponsible('10001', 'ana@example.com'));
    expect(first.status).toBe(503);
    expect(first.code).toBe('vendor_circuit_open');
    answer = () => ({ status: 200, body: JSON.stringify({ success: true }) });
    const next = await failure(() => vendor.updateResponsible('10002', 'ana@example.com'));
    expect(next.code).toBe('vendor_circuit_open');
    expect(next.message).toBe(
      'Painel has stopped calling the vendor because it answered with a rate-limit refusal (429 hardLimit on "PUT /api/v1/request/10001/responsible"), which deactivates the vendor account. Nothing was sent. An administrator must ask the vendor\'s support to reactivate access and then confirm it in Painel → System.',
    );
    expect(server.received).toHaveLength(1);
    expect(events.map((event) => event.outcome)).toEqual(['rate-limited', 'circuit-open']);
  });

  it.each([
    [401, '{"error":"unauthorized"}', 502, 'vendor_unauthorized', /check the vendor token/],
    [404, '{"success":false}', 404, 'request_not_found', /does not know request 10001/],
    [
      400,
      `{"success":false,"message":"Bad e-mail; token ${TOKEN}"}`,
      422,
      'vendor_rejected',
      /Bad e-mail; token \[redacted\]/,
    ],
    [
      500,
      '<html>stack trace at VendorServer.java:42</html>',
      502,
      'vendor_unavailable',
      /unavailable right now \(it answered 500\)/,
    ],
  ])('tells a vendor %i as %i %s, without its internals', async (status, body, expected, code, detail) => {
    answer = () => ({ status, body });
    const problem = await failure(() => vendor.updateResponsible('10001', 'ana@example.com'));
    expect(problem.status).toBe(expected);
    expect(problem.code).toBe(code);
    expect(problem.message).toMatch(detail);
    expect(problem.message).not.toContain('VendorServer.java');
    expect(problem.message).not.toContain(TOKEN);
  });

  it('says a write that timed out may or may not have happened', async () => {
    const slow = await startTestServer({ listener: () => undefined });
    try {
      const governor = new Governor({
        db: database.db,
        clock,
        budgets: { maxCalls: 3, maxWallMs: 45_000, backgroundShare: 0.6, concurrency: 2, callTimeoutMs: 300 },
      });
      const hung = createVendor({
        client: createUpstreamClient({ baseUrl: slow.baseUrl, token: TOKEN }),
        governor,
        clock,
      });
      const problem = await failure(() => hung.updatePaymentRecord('pay1', { status: 'received' }));
      expect(problem.status).toBe(504);
      expect(problem.code).toBe('vendor_timeout');
      expect(problem.message).toBe(
        'The vendor did not answer in time. The change may or may not have been applied: reload the request to see.',
      );
    } finally {
      await slow.close();
    }
  });

  it('answers vendor_not_configured when there is no vendor', async () => {
    const none = createVendor({
      client: null,
      governor: new Governor({
        db: database.db,
        clock,
        budgets: {
          maxCalls: 3,
          maxWallMs: 45_000,
          backgroundShare: 0.6,
          concurrency: 2,
          callTimeoutMs: 5_000,
        },
      }),
      clock,
    });
    expect(none.configured).toBe(false);
    const problem = await failure(() => none.listStatuses('order', 'refresh'));
    expect(problem).toMatchObject({ status: 503, code: 'vendor_not_configured' });
  });
});
