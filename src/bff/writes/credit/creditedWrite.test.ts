import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityPage } from '../../../contract/api/activity';
import type { ChangeActor } from '../../../contract/api/changeActor';
import { requestDetail } from '../../../contract/api/requests';
import { staleWriteProblem } from '../../../contract/api/staleWrite';
import type { RequestRecord } from '../../../contract/upstream/requestRecord';
import { readWebhookBody } from '../../../contract/upstream/webhook';
import { ManualClock } from '../../clock';
import {
  createPostgresTestDatabase,
  type Disposable,
  skipPostgresSuite,
  testPostgresUrl,
} from '../../db/testing/testDatabases';
import { processNextDelivery } from '../../webhooks/inbox/processInbox';
import { observationEvents } from '../../live/observationEvents';
import { applyObservation } from '../../mirror/apply/applyObservation';
import { createTestApp, type TestApp, type TestSession } from '../../testing/testApp';
import { startTestServer, type TestServer } from '../../vendor/client/testing/startTestServer';
import { multipartBody } from '../testing/documents';

const TOKEN = 'vendor-token-for-credited-write-tests-7a2e';
const ok = { status: 200, body: JSON.stringify({ data: { success: true }, error: null }) };
const responsibleOk = { status: 200, body: JSON.stringify({ success: true }) };

// The expectation is raw SQL on both engines, and the race runs through the real inbox.
const skipPostgres = skipPostgresSuite('credited writes on PostgreSQL');
const BACKENDS = [
  { name: 'PGlite', serverUrl: undefined },
  ...(skipPostgres ? [] : [{ name: 'PostgreSQL', serverUrl: testPostgresUrl }]),
];

describe.each(BACKENDS)(
  'a write whose webhook echo arrives before its refresh, on $name',
  ({ serverUrl }) => {
    let database: Disposable<string> | undefined;
    let vendor: TestServer;
    let t: TestApp;
    let financeA: TestSession;
    let financeB: TestSession;
    let codes = 0;
    const clock = new ManualClock(new Date('2026-11-20T12:00:00.000Z'));

    beforeAll(async () => {
      database = serverUrl ? await createPostgresTestDatabase(serverUrl) : undefined;
      vendor = await startTestServer({
        reply: (request) => (request.url.endsWith('/responsible') ? responsibleOk : ok),
      });
      t = await createTestApp(
        {
          UPSTREAM_BASE_URL: vendor.baseUrl,
          UPSTREAM_TOKEN: TOKEN,
          ...(database ? { DATABASE_URL: database.value } : {}),
        },
        { clock },
      );
      financeA = await t.signIn('finance', 'sales');
      financeB = await t.signIn('finance', 'sales');
    });
    afterAll(async () => {
      await t?.close();
      await vendor?.close();
      await database?.dispose();
    });

    const personOf = (session: TestSession): ChangeActor => ({
      kind: 'person',
      id: session.user?.id ?? null,
      name: session.user?.name ?? session.user?.email ?? '',
    });

    /** A new order the mirror holds at version 1, its payment requested, as the reconcile saw it. */
    async function mirroredOrder(): Promise<string> {
      codes += 1;
      const code = `R${String(codes).padStart(4, '0')}`;
      clock.advance(60_000);
      await applyObservation(t.services.db, {
        type: 'order',
        code,
        record: { code, name: `Pedido ${code}`, payment: { status: 'requested' } },
        source: 'reconcile',
        observedAt: new Date(clock.now()),
      });
      return code;
    }

    async function putPayment(who: TestSession, code: string, fields: Record<string, string>) {
      const body = await multipartBody(fields, []);
      return t.app.inject({
        method: 'PUT',
        url: `/api/requests/order/${code}/payment`,
        payload: body.payload,
        headers: { ...who.headers, ...body.headers, 'idempotency-key': crypto.randomUUID() },
      });
    }

    /** The vendor's webhook about the order, received and processed by the inbox; the live events it makes. */
    async function webhookEcho(code: string, data: Partial<RequestRecord>) {
      clock.advance(1_000);
      const body = {
        event: 'order.updated',
        data: { code, type: 'order', ...data, lastUpdate: new Date(clock.now()).toISOString() },
      };
      await t.services.inbox.receive({
        ...readWebhookBody(body),
        body,
        receivedAt: new Date(clock.now()),
        requestId: `webhook-${code}`,
      });
      const events: ReturnType<typeof observationEvents> = [];
      const step = await processNextDelivery({
        db: t.services.db,
        clock,
        apply: applyObservation,
        refreshCoalesceMs: 10_000,
        onApplied: (result, observation) => events.push(...observationEvents(result, observation)),
      });
      expect(step.kind).toBe('applied');
      return events;
    }

    /** The write's own refresh, landing after the echo: the whole record as the vendor lists it. */
    async function writeRefresh(code: string, payment: RequestRecord['payment'], by: TestSession) {
      clock.advance(1_000);
      const user = by.user;
      if (!user) throw new Error('a person writes');
      return applyObservation(t.services.db, {
        type: 'order',
        code,
        record: { code, name: `Pedido ${code}`, payment },
        source: 'write',
        person: { id: user.id, name: user.name ?? user.email, email: user.email },
        observedAt: new Date(clock.now()),
      });
    }

    it('credits the person in the history, the activity feed, the live event and the 409 message', async () => {
      const code = await mirroredOrder();
      clock.advance(1_000);
      expect((await putPayment(financeA, code, { status: 'received', baseVersion: '1' })).statusCode).toBe(
        200,
      );

      const events = await webhookEcho(code, { payment: { status: 'received' } });
      expect(events.map((event) => ('actor' in event ? event.actor : null))).toEqual([personOf(financeA)]);
      expect((await writeRefresh(code, { status: 'received' }, financeA)).outcome).toBe('unchanged');

      const detail = requestDetail.parse(
        (
          await t.app.inject({ method: 'GET', url: `/api/requests/order/${code}`, headers: financeB.headers })
        ).json(),
      );
      expect(detail.version).toBe(2);
      expect(detail.history[0]).toMatchObject({
        source: 'write',
        actor: personOf(financeA),
        changes: [{ field: 'payment.status', from: 'requested', to: 'received' }],
      });

      const activity = activityPage.parse(
        (
          await t.app.inject({ method: 'GET', url: '/api/activity?type=order', headers: financeB.headers })
        ).json(),
      );
      expect(activity.items.find((item) => item.code === code && item.changes.length > 0)?.actor).toEqual(
        personOf(financeA),
      );
      const mine = activityPage.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/activity?actor=${encodeURIComponent(financeA.user?.email ?? '')}`,
            headers: financeA.headers,
          })
        ).json(),
      );
      expect(mine.items.map((item) => item.code)).toContain(code);

      // Finance B's form was opened on version 1: refused, naming finance A, not the vendor.
      vendor.received.length = 0;
      const stale = await putPayment(financeB, code, { status: 'cancelled', baseVersion: '1' });
      expect(stale.statusCode).toBe(409);
      const problem = staleWriteProblem.parse(stale.json());
      expect(problem.changes.map((change) => change.actor)).toEqual([personOf(financeA)]);
      expect(problem.detail).toContain(`by ${financeA.user?.name ?? ''}`);
      expect(vendor.received).toHaveLength(0);

      // Finance A's own next write on the version their echo made is not a conflict with themselves.
      expect((await putPayment(financeA, code, { status: 'requested', baseVersion: '1' })).statusCode).toBe(
        200,
      );
    });

    it('credits a change of responsible whose echo comes first, the e-mail in any case', async () => {
      const code = await mirroredOrder();
      clock.advance(1_000);
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/requests/order/${code}/responsible`,
        payload: { email: 'Bia@Example.com', baseVersion: 1 },
        headers: { ...financeA.headers, 'idempotency-key': crypto.randomUUID() },
      });
      expect(response.statusCode).toBe(200);
      const events = await webhookEcho(code, { responsible: { email: 'bia@example.com' } });
      expect(events.map((event) => ('actor' in event ? event.actor : null))).toEqual([personOf(financeA)]);
    });

    it('leaves the vendor its own change: other values, or the same value after the write was answered', async () => {
      const code = await mirroredOrder();
      clock.advance(1_000);
      expect((await putPayment(financeA, code, { status: 'received', baseVersion: '1' })).statusCode).toBe(
        200,
      );

      // The vendor's change to something else is not the write's echo.
      const other = await webhookEcho(code, { payment: { status: 'cancelled' } });
      expect(other.map((event) => ('actor' in event ? event.actor : null))).toEqual([
        { kind: 'sync', source: 'webhook' },
      ]);
      // The write's refresh then brings finance A's value: theirs.
      const refreshed = await writeRefresh(code, { status: 'received' }, financeA);
      expect(refreshed.actor).toEqual(personOf(financeA));
      // Later the vendor sets it away and back: with the expectation taken, that is the vendor's.
      await webhookEcho(code, { payment: { status: 'requested' } });
      const back = await webhookEcho(code, { payment: { status: 'received' } });
      expect(back.map((event) => ('actor' in event ? event.actor : null))).toEqual([
        { kind: 'sync', source: 'webhook' },
      ]);
    });

    it('credits nobody once the window has passed', async () => {
      const code = await mirroredOrder();
      clock.advance(1_000);
      expect((await putPayment(financeA, code, { status: 'received', baseVersion: '1' })).statusCode).toBe(
        200,
      );
      clock.advance(11 * 60_000);
      const late = await webhookEcho(code, { payment: { status: 'received' } });
      expect(late.map((event) => ('actor' in event ? event.actor : null))).toEqual([
        { kind: 'sync', source: 'webhook' },
      ]);
    });
  },
);
