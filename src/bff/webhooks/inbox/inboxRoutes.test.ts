import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxSummary } from '../../../contract/api/inboxSummary';
import { ManualClock } from '../../clock';
import { type InboxStatus, webhookInbox } from '../../db/schema/inbox';
import {
  createPostgresTestDatabase,
  type Disposable,
  testPostgresUrl,
  skipPostgresSuite,
} from '../../db/testing/testDatabases';
import { createTestApp, type TestApp, type TestSession } from '../../testing/testApp';

const at = (hour: number, minute: number) => new Date(Date.UTC(2025, 2, 3, hour, minute));

// Raw SQL (time arithmetic, aggregates): checked on PGlite always and on a server when there is one.
const skipPostgres = skipPostgresSuite('GET /api/admin/inbox on PostgreSQL');
const BACKENDS = [
  { name: 'PGlite', serverUrl: undefined },
  ...(skipPostgres ? [] : [{ name: 'PostgreSQL', serverUrl: testPostgresUrl }]),
];

describe.each(BACKENDS)('GET /api/admin/inbox on $name', ({ serverUrl }) => {
  let database: Disposable<string> | undefined;
  let t: TestApp;
  let admin: TestSession;
  let keys = 0;

  async function delivery(
    status: InboxStatus,
    receivedAt: Date,
    extra: Partial<typeof webhookInbox.$inferInsert> = {},
  ) {
    keys += 1;
    await t.services.db.insert(webhookInbox).values({
      receivedAt,
      event: 'order.updated',
      kind: status === 'unknown_kind' ? 'unknown' : 'order.updated',
      requestType: 'order',
      requestCode: `PED-${keys}`,
      derivedKey: `key-${keys}`,
      body: { event: 'order.updated', data: { code: `PED-${keys}`, note: 'delivery-body-secret' } },
      status,
      availableAt: receivedAt,
      ...extra,
    });
  }

  beforeAll(async () => {
    database = serverUrl ? await createPostgresTestDatabase(serverUrl) : undefined;
    t = await createTestApp(database ? { DATABASE_URL: database.value } : {}, {
      clock: new ManualClock(at(9, 0)),
    });
    admin = await t.signIn('admin');
  });
  afterAll(async () => {
    await t?.close();
    await database?.dispose();
  });

  const get = (session?: TestSession) =>
    t.app.inject({
      method: 'GET',
      url: '/api/admin/inbox',
      headers: session?.headers ?? t.antiForgeryHeaders,
    });

  it('is for admins only: 401 without a session, 403 for other roles and wallboards', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await get(await t.signIn('sales', 'finance'))).statusCode).toBe(403);
    expect((await get(await t.signInDevice())).statusCode).toBe(403);
  });

  it('says an empty inbox is empty', async () => {
    const summary = inboxSummary.parse((await get(admin)).json());
    expect(summary).toEqual({
      counts: { pending: 0, processed: 0, failed: 0, unknownKind: 0, duplicates: 0 },
      oldestPendingAt: null,
      lastReceivedAt: null,
      recentFailures: [],
    });
  });

  it('counts by status, finds the oldest pending delivery and lists the latest failures', async () => {
    await delivery('done', at(6, 0), { duplicates: 3, processedAt: at(6, 1), outcome: 'changed' });
    await delivery('pending', at(7, 30));
    await delivery('pending', at(7, 0), { attempts: 2, error: 'Error: the mirror was busy' });
    await delivery('done', at(8, 0), { processedAt: at(8, 0) });
    await delivery('failed', at(8, 10), { attempts: 5, error: 'DeliveryUnusable: no code' });
    await delivery('failed', at(8, 20), {
      attempts: 1,
      event: null,
      requestType: null,
      requestCode: null,
      error: 'DeliveryUnusable: not an object',
    });
    await delivery('unknown_kind', at(8, 30), { event: 'order.archived' });

    const response = await get(admin);
    expect(response.statusCode).toBe(200);
    const summary = inboxSummary.parse(response.json());
    expect(summary.counts).toEqual({ pending: 2, processed: 2, failed: 2, unknownKind: 1, duplicates: 3 });
    expect(summary.oldestPendingAt).toBe('2025-03-03T07:00:00.000Z');
    expect(summary.lastReceivedAt).toBe('2025-03-03T08:30:00.000Z');
    expect(summary.recentFailures).toEqual([
      {
        id: expect.any(Number),
        receivedAt: '2025-03-03T08:20:00.000Z',
        event: null,
        requestType: null,
        requestCode: null,
        attempts: 1,
        error: 'DeliveryUnusable: not an object',
      },
      {
        id: expect.any(Number),
        receivedAt: '2025-03-03T08:10:00.000Z',
        event: 'order.updated',
        requestType: 'order',
        requestCode: 'PED-5',
        attempts: 5,
        error: 'DeliveryUnusable: no code',
      },
    ]);
    // The deliveries' bodies stay in the database.
    expect(response.body).not.toContain('delivery-body-secret');
  });
});
