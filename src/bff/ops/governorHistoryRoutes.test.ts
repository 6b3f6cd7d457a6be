import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { governorHistory } from '../../contract/api/governorHistory';
import type { GovernorPriority } from '../../contract/api/governorStatus';
import { ManualClock } from '../clock';
import { upstreamCalls } from '../db/schema';
import {
  createPostgresTestDatabase,
  type Disposable,
  testPostgresUrl,
  skipPostgresSuite,
} from '../db/testing/testDatabases';
import { createTestApp, type TestApp, type TestSession } from '../testing/testApp';

const NOW = Date.UTC(2025, 2, 3, 8, 5);
const at = (hour: number, minute: number, second = 0) => Date.UTC(2025, 2, 3, hour, minute, second);
const SECRET_PURPOSE = 'GET /api/v1/request/order?pageLimit=50 internal-purpose';

// Raw SQL (time arithmetic, aggregates): checked on PGlite always and on a server when there is one.
const skipPostgres = skipPostgresSuite('GET /api/admin/governor/history on PostgreSQL');
const BACKENDS = [
  { name: 'PGlite', serverUrl: undefined },
  ...(skipPostgres ? [] : [{ name: 'PostgreSQL', serverUrl: testPostgresUrl }]),
];

describe.each(BACKENDS)('GET /api/admin/governor/history on $name', ({ serverUrl }) => {
  let database: Disposable<string> | undefined;
  const clock = new ManualClock(NOW);
  let t: TestApp;
  let admin: TestSession;

  /** One ledger row: finished after `durationMs`, or still running (pending) when it is null. */
  async function call(priority: GovernorPriority, startedAt: number, durationMs: number | null) {
    const reservedMs = 10_000;
    await t.services.db.insert(upstreamCalls).values({
      priority,
      purpose: SECRET_PURPOSE,
      instance: 'host-1:123:internal-instance',
      startedAt: new Date(startedAt),
      endsAt: new Date(startedAt + (durationMs ?? reservedMs)),
      finishedAt: durationMs === null ? null : new Date(startedAt + durationMs),
      reservedMs,
      durationMs,
      outcome: durationMs === null ? 'pending' : 'ok',
      httpStatus: durationMs === null ? null : 200,
    });
  }

  beforeAll(async () => {
    database = serverUrl ? await createPostgresTestDatabase(serverUrl) : undefined;
    t = await createTestApp(database ? { DATABASE_URL: database.value } : {}, { clock });
    admin = await t.signIn('admin');
    await call('backfill', at(6, 50), 2_000); // before an hour's window, inside twelve hours'
    await call('reconcile', at(7, 9, 55), 10_000); // started before the window, ended inside it
    await call('write', at(7, 12), 1_500);
    await call('write', at(7, 15), 500);
    await call('backfill', at(7, 55), 2_000);
    await call('reconcile', at(8, 3), null); // still on the wire: counts at its time-out
    await call('refresh', at(8, 6), 700); // after "now" (another process's clock ran ahead)
  });
  afterAll(async () => {
    await t?.close();
    await database?.dispose();
  });

  const get = (query: string, session?: TestSession) =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/governor/history${query}`,
      headers: session?.headers ?? t.antiForgeryHeaders,
    });

  it('is for admins only: 401 without a session, 403 for other roles', async () => {
    expect((await get('')).statusCode).toBe(401);
    expect((await get('', await t.signIn('finance'))).statusCode).toBe(403);
    expect((await get('', await t.signIn('viewer'))).statusCode).toBe(403);
  });

  it('counts the last hour in 10-minute buckets by the priority of each call', async () => {
    const response = await get('?hours=1', admin);
    expect(response.statusCode).toBe(200);
    const history = governorHistory.parse(response.json());
    expect(history).toMatchObject({
      from: '2025-03-03T07:10:00.000Z',
      to: '2025-03-03T08:05:00.000Z',
      bucketMinutes: 10,
    });
    expect(history.buckets.map((bucket) => bucket.start.slice(11, 16))).toEqual([
      '07:10',
      '07:20',
      '07:30',
      '07:40',
      '07:50',
      '08:00',
    ]);
    const [first, second, , , fifth, last] = history.buckets;
    expect(first).toMatchObject({ calls: 2, seconds: 2 });
    expect(first?.byPriority.write).toEqual({ calls: 2, seconds: 2 });
    expect(first?.byPriority.reconcile).toEqual({ calls: 0, seconds: 0 });
    expect(second).toMatchObject({ calls: 0, seconds: 0 });
    expect(fifth?.byPriority.backfill).toEqual({ calls: 1, seconds: 2 });
    expect(last).toMatchObject({ calls: 1, seconds: 10 });
    expect(last?.byPriority.reconcile).toEqual({ calls: 1, seconds: 10 });
    expect(last?.byPriority.refresh).toEqual({ calls: 0, seconds: 0 });
  });

  it('uses hourly buckets beyond six hours, and defaults to six hours', async () => {
    const history = governorHistory.parse((await get('?hours=12', admin)).json());
    expect(history.bucketMinutes).toBe(60);
    expect(history.buckets).toHaveLength(12);
    expect(history.from).toBe('2025-03-02T21:00:00.000Z');
    const byHour = Object.fromEntries(history.buckets.map((bucket) => [bucket.start.slice(11, 13), bucket]));
    expect(byHour['06']?.byPriority.backfill).toEqual({ calls: 1, seconds: 2 });
    expect(byHour['07']).toMatchObject({ calls: 4, seconds: 14 });
    expect(byHour['07']?.byPriority.reconcile).toEqual({ calls: 1, seconds: 10 });
    expect(byHour['08']).toMatchObject({ calls: 1, seconds: 10 });

    const byDefault = governorHistory.parse((await get('', admin)).json());
    expect(byDefault.bucketMinutes).toBe(10);
    expect(byDefault.buckets).toHaveLength(36);
    expect(byDefault.buckets.reduce((sum, bucket) => sum + bucket.calls, 0)).toBe(6);
  });

  it('answers only counts: no purpose, process or vendor answer', async () => {
    const response = await get('?hours=24', admin);
    expect(response.body).not.toContain('internal-purpose');
    expect(response.body).not.toContain('internal-instance');
    expect(response.body).not.toContain('/api/v1');
  });

  it('refuses an out-of-range window naming the field', async () => {
    for (const hours of ['0', '49', 'two']) {
      const response = await get(`?hours=${hours}`, admin);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_input' });
    }
  });
});
