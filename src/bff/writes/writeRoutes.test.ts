import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { problemDocument } from '../../contract/api/problem';
import { ManualClock } from '../clock';
import { writeOutcome } from '../../contract/api/writes';
import { createTestApp, type TestApp, type TestSession } from '../testing/testApp';
import {
  type ReceivedRequest,
  startTestServer,
  type TestServer,
} from '../vendor/client/testing/startTestServer';
import type { WriteAuditEvent } from './writeHooks';
import { documents, multipartBody, readMultipart } from './testing/documents';

const TOKEN = 'vendor-token-for-write-tests-7f3a';
const ok = { status: 200, body: JSON.stringify({ success: true }) };
const paymentOk = { status: 200, body: JSON.stringify({ data: { success: true }, error: null }) };

function vendorReply(request: ReceivedRequest) {
  const path = request.url.split('?')[0] ?? '';
  if (path.includes('/request/missing/')) {
    return { status: 404, body: JSON.stringify({ success: false, error: 'requestNotFound' }) };
  }
  if (path.includes('/request/refused/')) {
    return { status: 400, body: JSON.stringify({ success: false, error: 'badRequest', message: 'Nope.' }) };
  }
  if (path.endsWith('/responsible')) return ok;
  if (path.endsWith('/updatePayment')) return paymentOk;
  if (path === '/api/v2/payments/pay1' && request.method === 'GET') {
    return {
      status: 200,
      body: JSON.stringify({
        id: 'pay1',
        status: 'requested',
        type: 'pix',
        condition: { conditionType: 'bogus' },
      }),
    };
  }
  if (path.startsWith('/api/v2/payments/')) return paymentOk;
  return { status: 404, body: '{}' };
}

describe('the write routes', () => {
  let vendor: TestServer;
  let t: TestApp;
  let session: TestSession;

  beforeAll(async () => {
    vendor = await startTestServer({ reply: vendorReply });
    t = await createTestApp({ UPSTREAM_BASE_URL: vendor.baseUrl, UPSTREAM_TOKEN: TOKEN });
    session = await t.signIn('sales', 'finance');
  });
  afterAll(async () => {
    await t.close();
    await vendor.close();
  });
  beforeEach(() => {
    vendor.received.length = 0;
  });

  // The requests written here are not in the mirror: version 0 is the one their forms would name.
  const put = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'PUT',
      url,
      payload: (url.endsWith('/responsible')
        ? { baseVersion: 0, ...(payload as object) }
        : payload) as object,
      headers: { ...session.headers, ...headers },
    });

  async function putPayment(
    code: string,
    fields: Record<string, string>,
    files: Parameters<typeof multipartBody>[1],
    headers: Record<string, string> = {},
  ) {
    const body = await multipartBody({ baseVersion: '0', ...fields }, files);
    return t.app.inject({
      method: 'PUT',
      url: `/api/requests/order/${code}/payment`,
      payload: body.payload,
      headers: { ...session.headers, ...body.headers, ...headers },
    });
  }

  it('sends a change of responsible to the vendor with exactly the e-mail, and says what happened', async () => {
    const response = await put('/api/requests/budget/10001/responsible', {
      email: ' ana.souza@example.com ',
    });
    expect(response.statusCode).toBe(200);
    const outcome = writeOutcome.parse(response.json());
    expect(outcome).toMatchObject({
      kind: 'responsible',
      request: { type: 'budget', code: '10001' },
      changed: { email: 'ana.souza@example.com' },
      vendor: { status: 200, unreadableFields: 0 },
    });
    expect(vendor.received).toHaveLength(1);
    const [call] = vendor.received;
    expect(call?.method).toBe('PUT');
    expect(call?.url).toBe('/api/v1/request/10001/responsible');
    expect(call?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(JSON.parse(call?.body.toString() ?? '')).toEqual({ email: 'ana.souza@example.com' });
  });

  it('refuses a malformed e-mail with a sentence naming the field, sending nothing', async () => {
    const response = await put('/api/requests/order/10001/responsible', { email: 'ana.souza@' });
    expect(response.statusCode).toBe(400);
    const problem = problemDocument.parse(response.json());
    expect(problem.code).toBe('invalid_input');
    expect(problem.detail).toBe(
      'The body is invalid: email must be an e-mail address such as ana@example.com.',
    );
    expect(vendor.received).toHaveLength(0);
  });

  it('forwards a payment update with exactly its fields and files, typed by content', async () => {
    const pdf = documents.pdf(5000);
    const jpeg = documents.jpeg(3000);
    const response = await putPayment(
      '10002',
      { status: 'received', type: 'pix', condition: 'À vista', description: 'Pago em 12/05' },
      [
        { name: 'recibo março.pdf', bytes: pdf, type: 'application/octet-stream' },
        { name: 'foto.jpg', bytes: jpeg, type: 'image/png' },
      ],
    );
    expect(response.statusCode).toBe(200);
    expect(writeOutcome.parse(response.json())).toMatchObject({
      kind: 'payment',
      request: { type: 'order', code: '10002' },
      changed: { status: 'received', type: 'pix', condition: 'À vista', description: 'Pago em 12/05' },
      attachments: [
        { name: 'recibo março.pdf', size: 5000, mediaType: 'application/pdf' },
        { name: 'foto.jpg', size: 3000, mediaType: 'image/jpeg' },
      ],
    });
    expect(vendor.received).toHaveLength(1);
    const [call] = vendor.received;
    expect(call?.url).toBe('/api/v2/request/10002/updatePayment');
    const sent = await readMultipart(call?.body ?? Buffer.alloc(0), String(call?.headers['content-type']));
    expect(sent.fields).toEqual({
      status: 'received',
      type: 'pix',
      condition: 'À vista',
      description: 'Pago em 12/05',
    });
    expect(sent.files.map(({ field, name, type }) => ({ field, name, type }))).toEqual([
      { field: 'attachments', name: 'recibo março.pdf', type: 'application/pdf' },
      { field: 'attachments', name: 'foto.jpg', type: 'image/jpeg' },
    ]);
    expect(sent.files[0]?.bytes.equals(pdf)).toBe(true);
    expect(sent.files[1]?.bytes.equals(jpeg)).toBe(true);
  });

  it.each([
    [
      'an unknown status',
      { status: 'paid' },
      /status must be one of notRequested, requested, received, cancelled/,
    ],
    ['the unwritable partial status', { status: 'partial' }, /status must be one of/],
    ['a Portuguese label', { status: 'pagamento recebido' }, /status must be one of/],
    ['an unknown type', { type: 'cheque' }, /type must be one of pix, boleto/],
    ['a blank condition', { condition: '   ' }, /condition must not be blank/],
    ['an unknown field', { amount: '100' }, /amount is not a field of a payment update/],
  ])('refuses %s in a payment update, sending nothing', async (_what, fields, message) => {
    const response = await putPayment('10002', fields, [{ name: 'a.pdf', bytes: documents.pdf() }]);
    expect(response.statusCode).toBe(400);
    const problem = problemDocument.parse(response.json());
    expect(problem.code).toBe('invalid_input');
    expect(problem.detail).toMatch(message);
    expect(vendor.received).toHaveLength(0);
  });

  it('refuses an update with nothing in it', async () => {
    const response = await putPayment('10002', {}, []);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'nothing_to_update' });
    expect(vendor.received).toHaveLength(0);
  });

  it('reads, updates and deletes a payment record through the vendor', async () => {
    const read = await t.app.inject({ method: 'GET', url: '/api/payments/pay1', headers: session.headers });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      paymentId: 'pay1',
      // An unknown condition type is kept as received, not reported (ADR 005).
      record: { id: 'pay1', status: 'requested', type: 'pix', condition: { conditionType: 'bogus' } },
      unreadable: [],
    });

    const updated = await put('/api/payments/pay1', { status: 'cancelled', condition: '3x sem juros' });
    expect(updated.statusCode).toBe(200);
    expect(writeOutcome.parse(updated.json())).toMatchObject({
      kind: 'paymentRecordUpdate',
      paymentId: 'pay1',
      changed: { status: 'cancelled', condition: '3x sem juros' },
    });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/payments/pay1',
      headers: session.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(vendor.received.map((call) => `${call.method} ${call.url} ${call.body.toString()}`)).toEqual([
      'GET /api/v2/payments/pay1 ',
      'PUT /api/v2/payments/pay1 {"status":"cancelled","condition":"3x sem juros"}',
      'DELETE /api/v2/payments/pay1 ',
    ]);
  });

  it('refuses a payment record update without a writable change', async () => {
    for (const body of [{}, { status: 'partial' }, { status: 'received', extra: 1 }]) {
      const response = await put('/api/payments/pay1', body);
      expect(response.statusCode).toBe(400);
    }
    expect((await put('/api/payments/pay..1', { status: 'received' })).statusCode).toBe(400);
    expect(vendor.received).toHaveLength(0);
  });

  it('tells a vendor 404 and a vendor refusal apart, without vendor internals', async () => {
    const missing = await put('/api/requests/order/missing/responsible', { email: 'ana@example.com' });
    expect(missing.statusCode).toBe(404);
    expect(problemDocument.parse(missing.json())).toMatchObject({
      code: 'request_not_found',
      detail:
        'The vendor does not know request missing, or no collaborator of the account has that e-mail. Nothing was changed.',
    });
    const refused = await put('/api/requests/order/refused/responsible', { email: 'ana@example.com' });
    expect(refused.statusCode).toBe(422);
    const problem = problemDocument.parse(refused.json());
    expect(problem.code).toBe('vendor_rejected');
    expect(problem.detail).toContain('Nope.');
    for (const response of [missing, refused]) {
      expect(response.body).not.toContain(TOKEN);
      expect(response.body).not.toContain('/api/v1/request');
    }
  });

  describe('with an Idempotency-Key', () => {
    it('replays the first answer to a retried submit and sends nothing twice', async () => {
      const headers = { 'idempotency-key': 'd5b0c7a8-5b2f-4a53-9c3e-0c1f5a2b6e11' };
      const files = [{ name: 'recibo.pdf', bytes: documents.pdf(1234) }];
      const first = await putPayment('10003', { status: 'requested' }, files, headers);
      const second = await putPayment('10003', { status: 'requested' }, files, headers);
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      expect(second.headers['idempotency-replayed']).toBe('true');
      expect(first.headers['idempotency-replayed']).toBeUndefined();
      expect(second.json()).toEqual(first.json());
      expect(vendor.received).toHaveLength(1);
    });

    it('refuses the same key with other content', async () => {
      const headers = { 'idempotency-key': 'key-for-two-different-submits' };
      await put('/api/requests/order/10004/responsible', { email: 'ana@example.com' }, headers);
      const other = await put('/api/requests/order/10004/responsible', { email: 'bia@example.com' }, headers);
      expect(other.statusCode).toBe(422);
      expect(other.json()).toMatchObject({ code: 'idempotency_key_reused' });
      const changedFile = await putPayment(
        '10004',
        {},
        [{ name: 'a.pdf', bytes: documents.pdf(10) }],
        headers,
      );
      expect(changedFile.statusCode).toBe(422);
      expect(vendor.received).toHaveLength(1);
    });

    it('repeats a final vendor refusal too, but lets a malformed key through no door', async () => {
      const headers = { 'idempotency-key': 'key-for-a-missing-request' };
      const first = await put(
        '/api/requests/order/missing/responsible',
        { email: 'ana@example.com' },
        headers,
      );
      const again = await put(
        '/api/requests/order/missing/responsible',
        { email: 'ana@example.com' },
        headers,
      );
      expect([first.statusCode, again.statusCode]).toEqual([404, 404]);
      expect(again.headers['idempotency-replayed']).toBe('true');
      expect(again.headers['content-type']).toContain('application/problem+json');
      expect(vendor.received).toHaveLength(1);

      const bad = await put(
        '/api/requests/order/10001/responsible',
        { email: 'ana@example.com' },
        {
          'idempotency-key': 'short',
        },
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'invalid_idempotency_key' });
      expect(vendor.received).toHaveLength(1);
    });
  });

  it('lets only the roles of the route table write, and sends nothing for the others', async () => {
    const viewer = await t.signIn('viewer');
    const sales = await t.signIn('sales');
    const body = await multipartBody({ status: 'received' }, []);
    const attempts = await Promise.all([
      t.app.inject({
        method: 'PUT',
        url: '/api/requests/order/10001/responsible',
        payload: { email: 'ana@example.com' },
        headers: viewer.headers,
      }),
      t.app.inject({
        method: 'PUT',
        url: '/api/requests/order/10001/payment',
        payload: body.payload,
        headers: { ...sales.headers, ...body.headers },
      }),
      t.app.inject({ method: 'DELETE', url: '/api/payments/pay1', headers: sales.headers }),
      t.app.inject({
        method: 'PUT',
        url: '/api/requests/order/10001/responsible',
        payload: { email: 'a@b.co' },
      }),
    ]);
    expect(attempts.map((response) => response.statusCode)).toEqual([403, 403, 403, 401]);
    expect(vendor.received).toHaveLength(0);
  });

  it('calls the after-write listeners with what was written', async () => {
    const events: unknown[] = [];
    const stop = t.services.writes.onAfterWrite((event) => {
      events.push({ kind: event.kind, request: event.request, paymentId: event.paymentId });
    });
    const audited: string[] = [];
    const stopAudit = t.services.writes.onWriteAudited((event) => {
      audited.push(`${event.action} ${event.target} ${event.outcome}`);
    });
    try {
      await put('/api/requests/budget/10005/responsible', { email: 'ana@example.com' });
      await put('/api/requests/budget/missing/responsible', { email: 'ana@example.com' });
      await t.app.inject({ method: 'DELETE', url: '/api/payments/pay9', headers: session.headers });
      await new Promise((resolve) => setImmediate(resolve));
      expect(events).toEqual([
        { kind: 'responsible', request: { type: 'budget', code: '10005' }, paymentId: null },
        { kind: 'paymentRecordDelete', request: null, paymentId: 'pay9' },
      ]);
      expect(audited).toEqual([
        'request.responsible.change request:budget:10005 ok',
        'request.responsible.change request:budget:missing refused',
        'payment.delete payment:pay9 ok',
      ]);
    } finally {
      stop();
      stopAudit();
    }
  });
});

/**
 * A vendor that applies a write and then does not answer in time (`slow` codes), or does not even
 * apply it (`lost` codes), and lists its orders as they stand: the retry's check reads them.
 */
function forgetfulVendor() {
  const orders = new Map<string, { code: string; responsible?: { email: string }; payment?: object }>();
  const calls: string[] = [];
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://vendor');
      calls.push(`${req.method ?? ''} ${url.pathname}`);
      const answer = (body: unknown) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const responsible = /^\/api\/v1\/request\/([^/]+)\/responsible$/.exec(url.pathname);
      if (req.method === 'PUT' && responsible?.[1]) {
        const code = responsible[1];
        const { email } = JSON.parse(Buffer.concat(chunks).toString()) as { email: string };
        if (!code.startsWith('lost')) orders.set(code, { ...orders.get(code), code, responsible: { email } });
        if (code.startsWith('slow') || code.startsWith('lost')) return; // applied (or not); no answer
        return answer({ success: true });
      }
      if (req.method === 'GET' && url.pathname.startsWith('/api/v2/requests/order/')) {
        const code = url.searchParams.get('code') ?? '';
        return answer({ data: [...orders.values()].filter((order) => order.code.includes(code)) });
      }
      res.writeHead(404).end('{}');
    });
  };
  return { orders, calls, listener };
}

describe('a retried write whose first outcome is unknown', () => {
  const fake = forgetfulVendor();
  // Painel's clock, moved by hand past the time the vendor may still be applying a timed-out call.
  const clock = new ManualClock(Date.UTC(2025, 5, 16, 12));
  let vendor: TestServer;
  let t: TestApp;
  let session: TestSession;
  const audited: WriteAuditEvent[] = [];
  const refreshed: string[] = [];

  beforeAll(async () => {
    vendor = await startTestServer({ listener: fake.listener });
    // A short call time-out: the slow vendor's write is cut off after 2 s. Long enough that the
    // at-once retry below comes inside it even on a loaded machine.
    t = await createTestApp(
      {
        UPSTREAM_BASE_URL: vendor.baseUrl,
        UPSTREAM_TOKEN: TOKEN,
        UPSTREAM_TIMEOUT_MS: '2000',
      },
      { clock },
    );
    session = await t.signIn('sales');
    t.services.writes.onWriteAudited((event) => {
      audited.push(event);
    });
    t.services.writes.onAfterWrite((event) => {
      refreshed.push(event.request?.code ?? '');
    });
  });
  afterAll(async () => {
    await t.close();
    await vendor.close();
  });
  beforeEach(() => {
    fake.calls.length = 0;
    audited.length = 0;
    refreshed.length = 0;
  });

  const change = (code: string, key: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/requests/order/${code}/responsible`,
      payload: { email: 'bia@example.com', baseVersion: 0 },
      headers: { ...session.headers, 'idempotency-key': key },
    });
  /** Past the call time-out since the ambiguous end: the vendor has applied the call or never will. */
  const settled = () => clock.advance(2_100);

  it('finds the change applied by the vendor that timed out, answers 200 and sends nothing again', async () => {
    const key = 'a0c1e0f2-retry-after-timeout-applied';
    const first = await change('slow-1', key);
    expect(first.statusCode).toBe(504);
    const problem = problemDocument.parse(first.json());
    expect(problem.code).toBe('vendor_timeout');
    expect(problem.detail).toMatch(/Sending the same submission again is safe/);
    expect(fake.orders.get('slow-1')?.responsible?.email).toBe('bia@example.com');

    // At once: the vendor may still be applying the first call, so the key is not free yet.
    const early = await change('slow-1', key);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'idempotency_in_progress' });
    expect(Number(early.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    await settled();
    const retried = await change('slow-1', key);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(writeOutcome.parse(retried.json())).toMatchObject({
      kind: 'responsible',
      request: { type: 'order', code: 'slow-1' },
      changed: { email: 'bia@example.com' },
    });
    // One update sent, ever; the retry only read the order.
    expect(fake.calls).toEqual(['PUT /api/v1/request/slow-1/responsible', 'GET /api/v2/requests/order/1/50']);
    const again = await change('slow-1', key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(fake.calls).toHaveLength(2);

    await t.services.writes.settle();
    expect(audited.map((event) => event.outcome)).toEqual(['failed', 'ok']);
    expect(audited[1]?.details).toMatchObject({
      confirmedAfter: 'ambiguous',
      note: expect.stringMatching(/confirmed by reading it after an ambiguous outcome; not sent again/),
    });
    expect(refreshed).toEqual(['slow-1']);
  }, 20_000);

  it('sends the change again when the vendor does not have it', async () => {
    const key = 'b1d2f3a4-retry-after-timeout-lost';
    expect((await change('lost-1', key)).statusCode).toBe(504);
    await settled();
    // The vendor now answers: the retry reads, finds nothing applied, and sends once more.
    const code = 'lost-1';
    fake.orders.set(code, { code, responsible: { email: 'ana@example.com' } });
    const retried = await change(code, key);
    expect(retried.statusCode).toBe(504);
    expect(fake.calls).toEqual([
      'PUT /api/v1/request/lost-1/responsible',
      'GET /api/v2/requests/order/1/50',
      'PUT /api/v1/request/lost-1/responsible',
    ]);
    await t.services.writes.settle();
    expect(audited.map((event) => [event.outcome, event.details.checkedAfter])).toEqual([
      ['failed', undefined],
      ['failed', 'ambiguous'],
    ]);
  }, 20_000);
});
