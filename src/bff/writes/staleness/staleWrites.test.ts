import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { staleWriteProblem } from '../../../contract/api/staleWrite';
import { writeOutcome } from '../../../contract/api/writes';
import type { RequestRecord } from '../../../contract/upstream/requestRecord';
import { ManualClock } from '../../clock';
import {
  createPostgresTestDatabase,
  type Disposable,
  skipPostgresSuite,
  testPostgresUrl,
} from '../../db/testing/testDatabases';
import { applyObservation } from '../../mirror/apply/applyObservation';
import { createTestApp, type TestApp, type TestSession } from '../../testing/testApp';
import { startTestServer, type TestServer } from '../../vendor/client/testing/startTestServer';
import { multipartBody } from '../testing/documents';

const TOKEN = 'vendor-token-for-stale-write-tests-5c1d';
const paymentOk = { status: 200, body: JSON.stringify({ data: { success: true }, error: null }) };
const responsibleOk = { status: 200, body: JSON.stringify({ success: true }) };

// The version check is raw SQL (a window over the history, a shared row lock): both engines.
const skipPostgres = skipPostgresSuite('stale writes on PostgreSQL');
const BACKENDS = [
  { name: 'PGlite', serverUrl: undefined },
  ...(skipPostgres ? [] : [{ name: 'PostgreSQL', serverUrl: testPostgresUrl }]),
];

describe.each(BACKENDS)('a write on a version the mirror has moved past, on $name', ({ serverUrl }) => {
  let database: Disposable<string> | undefined;
  let vendor: TestServer;
  let t: TestApp;
  let ana: TestSession;
  let bruno: TestSession;
  let codes = 0;
  const clock = new ManualClock(new Date('2026-11-20T12:00:00.000Z'));

  beforeAll(async () => {
    database = serverUrl ? await createPostgresTestDatabase(serverUrl) : undefined;
    vendor = await startTestServer({
      reply: (request) => (request.url.endsWith('/responsible') ? responsibleOk : paymentOk),
    });
    t = await createTestApp(
      {
        UPSTREAM_BASE_URL: vendor.baseUrl,
        UPSTREAM_TOKEN: TOKEN,
        ...(database ? { DATABASE_URL: database.value } : {}),
      },
      { clock },
    );
    ana = await t.signIn('finance', 'sales');
    bruno = await t.signIn('finance', 'sales');
  });
  afterAll(async () => {
    await t?.close();
    await vendor?.close();
    await database?.dispose();
  });
  beforeEach(() => {
    vendor.received.length = 0;
  });

  const vendorWrites = () => vendor.received.filter((call) => call.method === 'PUT');

  /** A new order in the mirror at version 1, its payment requested. */
  async function mirroredOrder(): Promise<string> {
    codes += 1;
    const code = `S${String(codes).padStart(4, '0')}`;
    await observe(code, { status: 'requested' }, null);
    return code;
  }

  /** The mirror sees the order's payment as `payment`, after a write of `by` (null: the vendor's own change). */
  async function observe(code: string, payment: RequestRecord['payment'], by: TestSession | null) {
    clock.advance(60_000);
    const person = by?.user
      ? { id: by.user.id, name: by.user.name ?? by.user.email, email: by.user.email }
      : null;
    await applyObservation(t.services.db, {
      type: 'order',
      code,
      record: { code, name: `Pedido ${code}`, payment },
      source: person ? 'write' : 'reconcile',
      person,
      observedAt: new Date(clock.now()),
    });
  }

  async function putPayment(
    who: TestSession,
    code: string,
    fields: Record<string, string>,
    key = crypto.randomUUID(),
  ) {
    const body = await multipartBody(fields, []);
    return t.app.inject({
      method: 'PUT',
      url: `/api/requests/order/${code}/payment`,
      payload: body.payload,
      headers: { ...who.headers, ...body.headers, 'idempotency-key': key },
    });
  }

  it('refuses a payment update on an older version with what changed, when and by whom, and sends nothing', async () => {
    const code = await mirroredOrder();
    await observe(code, { status: 'cancelled' }, bruno);

    const response = await putPayment(ana, code, { status: 'received', baseVersion: '1' });

    expect(response.statusCode).toBe(409);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    const problem = staleWriteProblem.parse(response.json());
    expect(problem).toMatchObject({
      type: 'https://painel.local/problems/request_changed_since_opened',
      code: 'request_changed_since_opened',
      baseVersion: 1,
      currentVersion: 2,
    });
    expect(problem.detail).toContain('Nothing was sent to the vendor');
    expect(problem.changes).toEqual([
      {
        id: expect.any(String) as unknown,
        version: 2,
        at: '2026-11-20T12:02:00.000Z',
        source: 'write',
        actor: { kind: 'person', id: bruno.user?.id, name: bruno.user?.name },
        changes: [{ field: 'payment.status', from: 'requested', to: 'cancelled' }],
      },
    ]);
    expect(vendor.received).toHaveLength(0);
  });

  it('applies the update named on the current version, then again after re-reading a refusal', async () => {
    const code = await mirroredOrder();
    expect((await putPayment(ana, code, { status: 'received', baseVersion: '1' })).statusCode).toBe(200);
    expect(vendorWrites()).toHaveLength(1);

    await observe(code, { status: 'cancelled' }, bruno);
    const key = crypto.randomUUID();
    const stale = await putPayment(ana, code, { status: 'requested', baseVersion: '1' }, key);
    expect(stale.statusCode).toBe(409);
    // Nothing was sent, so the key was not spent on it: the same submission is refused again.
    expect((await putPayment(ana, code, { status: 'requested', baseVersion: '1' }, key)).statusCode).toBe(
      409,
    );
    expect(vendorWrites()).toHaveLength(1);

    const reapplied = await putPayment(ana, code, { status: 'requested', baseVersion: '2' });
    expect(reapplied.statusCode).toBe(200);
    expect(writeOutcome.parse(reapplied.json()).changed).toEqual({ status: 'requested' });
    expect(vendorWrites()).toHaveLength(2);
  });

  it('answers a retried submit its stored answer, though its own write moved the version since', async () => {
    const code = await mirroredOrder();
    const key = crypto.randomUUID();
    const first = await putPayment(ana, code, { status: 'received', baseVersion: '1' }, key);
    expect(first.statusCode).toBe(200);
    await observe(code, { status: 'received' }, ana);

    const retried = await putPayment(ana, code, { status: 'received', baseVersion: '1' }, key);

    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotency-replayed']).toBe('true');
    expect(retried.json()).toEqual(first.json());
    expect(vendorWrites()).toHaveLength(1);
  });

  it("lets a person write on past their own accepted write, but not past someone else's or the vendor's", async () => {
    const code = await mirroredOrder();
    await observe(code, { status: 'received' }, ana);
    // Ana's form still names version 1: only her own write came after it.
    expect((await putPayment(ana, code, { description: 'Pago em 20/11', baseVersion: '1' })).statusCode).toBe(
      200,
    );
    expect((await putPayment(bruno, code, { description: 'Outro', baseVersion: '1' })).statusCode).toBe(409);

    await observe(code, { status: 'received', condition: { name: 'À vista' } }, null);
    const afterVendor = await putPayment(ana, code, { description: 'Pago em 21/11', baseVersion: '2' });
    expect(afterVendor.statusCode).toBe(409);
    expect(staleWriteProblem.parse(afterVendor.json()).changes.map((entry) => entry.actor)).toEqual([
      { kind: 'sync', source: 'reconcile' },
    ]);
    expect(vendorWrites()).toHaveLength(1);
  });

  it('refuses a change of responsible on an older version, and takes version 0 for a request not mirrored', async () => {
    const code = await mirroredOrder();
    await observe(code, { status: 'cancelled' }, bruno);
    const change = (target: string, baseVersion: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/requests/order/${target}/responsible`,
        payload: { email: 'carla@example.com', baseVersion },
        headers: { ...ana.headers, 'idempotency-key': crypto.randomUUID() },
      });

    const stale = await change(code, 1);
    expect(stale.statusCode).toBe(409);
    expect(staleWriteProblem.parse(stale.json()).currentVersion).toBe(2);
    expect(vendor.received).toHaveLength(0);

    expect((await change(code, 2)).statusCode).toBe(200);
    expect((await change('NOT-MIRRORED', 0)).statusCode).toBe(200);
    expect((await change('NOT-MIRRORED', 3)).statusCode).toBe(409);
    expect(vendorWrites()).toHaveLength(2);
  });

  it('refuses a payment update without its base version, field by field', async () => {
    const code = await mirroredOrder();
    const response = await putPayment(ana, code, { status: 'received' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ path: 'baseVersion' }] });
    expect(vendor.received).toHaveLength(0);
  });
});
