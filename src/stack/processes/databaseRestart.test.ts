import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshness as freshnessSchema } from '../../contract/api/freshness';
import { requestPage } from '../../contract/api/requests';
import {
  createPostgresTestDatabase,
  type Disposable,
  testPostgresUrl,
  skipPostgresSuite,
} from '../../bff/db/testing/testDatabases';
import type { Delivery } from '../../sandbox/webhooks/dispatcher';
import { type Figures, printFigures } from '../testing/processFigures';
import { statusBurst } from '../testing/sandboxActivity';
import { signIn } from '../testing/signInOverHttp';
import { type Cluster, startCluster } from '../testing/startCluster';
import { waitFor } from '../testing/waitFor';
import { mirrorVersion } from '../testing/mirrorVersion';

const SUITE = 'our database restarting under load';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const skipPostgres = skipPostgresSuite(SUITE);
describe.skipIf(skipPostgres)(SUITE, () => {
  let database: Disposable<string> | undefined;
  let cluster: Cluster | undefined;
  let admin: pg.Client | undefined;
  let name = '';

  const allowConnections = (allow: boolean) =>
    admin?.query(`alter database "${name}" allow_connections ${allow ? 'true' : 'false'}`);

  beforeAll(async () => {
    database = await createPostgresTestDatabase(testPostgresUrl ?? '');
    name = new URL(database.value).pathname.slice(1);
    cluster = await startCluster({
      basePort: 8640,
      backends: 1,
      databaseUrl: database.value,
      env: { GOVERNOR_MAX_CALLS_PER_HOUR: '300', BACKFILL_HORIZON_MONTHS: '2' },
    });
    admin = new pg.Client({ connectionString: testPostgresUrl });
    await admin.connect();
  }, 420_000);

  afterAll(async () => {
    await allowConnections(true)?.catch(() => undefined);
    await admin?.end();
    await cluster?.stop();
    await database?.dispose();
  }, 60_000);

  it('answers 503 while the database is away, and loses and repeats nothing once it is back', async () => {
    if (!cluster || !admin) throw new Error('the cluster started');
    const { sandbox, proxy } = cluster;
    const session = await signIn(proxy.url, cluster.publicUrl, cluster.admin);
    await waitFor(
      async () =>
        freshnessSchema.parse(await (await fetch(`${proxy.url}/api/freshness`, { headers: session })).json())
          .backfill.state === 'done',
      'the backfill is done',
      180_000,
      1_000,
    );
    const page = requestPage.parse(
      await (await fetch(`${proxy.url}/api/requests/order?pageSize=50`, { headers: session })).json(),
    );
    const codes = page.items.map((item) => item.code);
    await sandbox.control('DELETE', '/deliveries');

    let down = false;
    let running = true;
    const answers: { status: number; down: boolean }[] = [];
    const readiness: { status: number; down: boolean }[] = [];
    const readLoop = (async () => {
      while (running) {
        const status = await fetch(`${proxy.url}/api/requests/order?pageSize=20`, { headers: session })
          .then((response) => response.status)
          .catch(() => 0);
        answers.push({ status, down });
        await sleep(100);
      }
    })();
    const readyLoop = (async () => {
      while (running) {
        const status = await fetch(`${proxy.url}/api/health/ready`)
          .then((response) => response.status)
          .catch(() => 0);
        readiness.push({ status, down });
        await sleep(250);
      }
    })();

    // The database goes away in the middle of a webhook burst and a write, until readiness says so.
    const writeCode = codes[0] ?? '';
    const state = await sandbox.control<{ collaborators: { email: string }[] }>('GET', '/state');
    const email = state.collaborators[1]?.email ?? '';
    const key = randomUUID();
    const BURST = 40;
    const others = codes.slice(1);
    await statusBurst(sandbox, others, BURST / 2);
    // Read while the database is up: the write names the version it is made on (ADR 035).
    const baseVersion = await mirrorVersion(proxy.url, session, 'order', writeCode);
    await allowConnections(false);
    down = true;
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
    const writeStatuses: number[] = [];
    const write = async () => {
      const response = await fetch(`${proxy.url}/api/requests/order/${writeCode}/responsible`, {
        method: 'PUT',
        headers: { ...session, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({ email, baseVersion }),
      });
      writeStatuses.push(response.status);
      answers.push({ status: response.status, down });
      return response.status;
    };
    await write();
    await statusBurst(sandbox, others.reverse(), BURST / 2);
    await waitFor(
      async () => readiness.some((probe) => probe.down && probe.status === 503),
      'readiness says the database is away',
      60_000,
      250,
    );
    await allowConnections(true);
    down = false;

    // Everything recovers by itself: the same write is retried until it is answered.
    const backend = cluster.backends[0];
    await waitFor(
      async () => (await fetch(`${proxy.url}/api/health/ready`)).ok,
      'ready again',
      60_000,
      250,
    ).catch(async (error: unknown) => {
      const ready = await fetch(`${proxy.url}/api/health/ready`)
        .then((r) => r.text())
        .catch(String);
      throw new Error(
        `${String(error)}; alive ${backend?.alive()}; ready ${ready}; output: ${backend?.output().slice(-3000)}`,
      );
    });
    await waitFor(async () => (await write()) === 200, 'the write goes through', 60_000, 500);
    // The read loop answered again since: the loops have seen the recovery.
    const recoveredAt = answers.length;
    await waitFor(
      async () => answers.slice(recoveredAt).some((answer) => answer.status === 200),
      'a read answers after the recovery',
      60_000,
      250,
    );
    running = false;
    await Promise.all([readLoop, readyLoop]);

    const deliveries = await waitFor(
      async () => {
        const { deliveries: all } = await sandbox.control<{ deliveries: Delivery[] }>(
          'GET',
          '/deliveries?limit=5000',
        );
        return all.length >= BURST && all.every((delivery) => delivery.state === 'delivered')
          ? all
          : undefined;
      },
      'the sandbox delivered everything (retrying what was refused)',
      240_000,
      1_000,
    );
    const db = new pg.Client({ connectionString: database?.value });
    await db.connect();
    try {
      await waitFor(
        async () => (await db.query("select 1 from webhook_inbox where status = 'pending'")).rowCount === 0,
        'the inbox is processed',
        120_000,
        500,
      );
      const done = (await db.query("select 1 from webhook_inbox where status = 'done'")).rowCount ?? 0;
      const distinct = new Set(deliveries.map((delivery) => JSON.stringify(delivery.body))).size;
      const vendorWrites = (await sandbox.calls()).filter(
        (call) => call.method === 'PUT' && call.path.includes(`/${writeCode}/`) && call.status === 200,
      ).length;
      const figures: Figures = {
        'events lost': Math.max(0, distinct - done),
        'writes lost': vendorWrites === 0 ? 1 : 0,
        'writes duplicated': Math.max(0, vendorWrites - 1),
        'upstream overruns': (await sandbox.calls()).filter((call) => call.status === 429).length,
        '5xx served': answers.filter(({ status }) => status >= 500 && status !== 503).length,
        '503s while the database was down': answers.filter(({ status }) => status === 503).length,
      };
      printFigures(SUITE, figures);
      console.log(
        `reads: ${answers.length} answers; readiness while down: ${readiness
          .filter((probe) => probe.down)
          .map((probe) => probe.status)
          .join(',')}; write attempts: ${writeStatuses.join(',')}`,
      );
      expect(figures['events lost']).toBe(0);
      expect(figures['writes lost']).toBe(0);
      expect(figures['writes duplicated']).toBe(0);
      expect(figures['upstream overruns']).toBe(0);
      expect(figures['5xx served']).toBe(0);
      // No connection-level failure either: every request got an answer.
      expect(answers.filter(({ status }) => status === 0)).toEqual([]);
      // Readiness said "not ready" while the database was away.
      const probesWhileDown = readiness.filter((probe) => probe.down);
      expect(probesWhileDown.every((probe) => probe.status === 503 || probe.status === 200)).toBe(true);
      expect(probesWhileDown.some((probe) => probe.status === 503)).toBe(true);
      // And reads succeed again afterwards.
      expect(answers.at(-1)?.status).toBe(200);
    } finally {
      await db.end();
    }
  }, 600_000);
});
