import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshness as freshnessSchema } from '../../contract/api/freshness';
import { liveEvent } from '../../contract/api/liveEvents';
import { requestPage } from '../../contract/api/requests';
import {
  createPostgresTestDatabase,
  type Disposable,
  testPostgresUrl,
  skipPostgresSuite,
} from '../../bff/db/testing/testDatabases';
import { openSse } from '../../bff/live/testing/sseClient';
import { type BackendProcess, isLeader } from '../testing/backendProcess';
import { busiestHour, printFigures } from '../testing/processFigures';
import { pointWebhookAt } from '../testing/sandboxActivity';
import { signIn } from '../testing/signInOverHttp';
import { type Cluster, startCluster } from '../testing/startCluster';
import { waitFor } from '../testing/waitFor';
import { mirrorVersion } from '../testing/mirrorVersion';

const SUITE = 'two backend processes behind a round-robin proxy';
// Room for the copy of two months and its last phase, the days of last updates (ADR 065).
const MAX_CALLS_PER_HOUR = 120;

const skipPostgres = skipPostgresSuite(SUITE);
describe.skipIf(skipPostgres)(SUITE, () => {
  let database: Disposable<string> | undefined;
  let cluster: Cluster | undefined;
  let session: Record<string, string> = {};
  const served: number[] = [];

  const get = async (base: string, path: string) => {
    const response = await fetch(`${base}${path}`, { headers: session });
    served.push(response.status);
    return response;
  };
  const leaders = async (backends: BackendProcess[]) =>
    (await Promise.all(backends.map(async (backend) => ((await isLeader(backend)) ? backend : null)))).filter(
      (backend): backend is BackendProcess => backend !== null,
    );

  beforeAll(async () => {
    database = await createPostgresTestDatabase(testPostgresUrl ?? '');
    cluster = await startCluster({
      basePort: 8600,
      backends: 2,
      databaseUrl: database.value,
      // A short horizon: the backfill pages month by month and must fit the small budget.
      env: {
        GOVERNOR_MAX_CALLS_PER_HOUR: String(MAX_CALLS_PER_HOUR),
        BACKFILL_HORIZON_MONTHS: '2',
        WEBHOOK_REFRESH_COALESCE_SECONDS: '0',
      },
    });
    session = await signIn(cluster.proxy.url, cluster.publicUrl, cluster.admin);
  }, 420_000);

  afterAll(async () => {
    await cluster?.stop();
    await database?.dispose();
  }, 60_000);

  it('keeps one budget, one sync leader, fans live events out across processes, and fails over', async () => {
    if (!cluster) throw new Error('the cluster started');
    const { sandbox, proxy, backends } = cluster;
    const [a, b] = backends;
    if (!a || !b) throw new Error('two backends started');

    // The backfill finishes (on whichever process leads).
    let last: unknown;
    await waitFor(
      async () => {
        const body = freshnessSchema.parse(await (await get(proxy.url, '/api/freshness')).json());
        last = body;
        return body.backfill.state === 'done';
      },
      'the backfill is done',
      180_000,
      1_000,
    ).catch((error: unknown) => {
      throw new Error(`${String(error)}; freshness: ${JSON.stringify(last)}`);
    });

    // (b) Exactly one leader.
    const first = await leaders(backends);
    expect(first.map((backend) => backend.name)).toHaveLength(1);

    // (a) A burst of reads and writes through the proxy.
    const state = await sandbox.control<{ collaborators: { email: string }[] }>('GET', '/state');
    const page = requestPage.parse(await (await get(proxy.url, '/api/requests/order?pageSize=20')).json());
    const writes = page.items.slice(0, 6).map((item, i) => ({
      code: item.code,
      email: state.collaborators[(i + 1) % state.collaborators.length]?.email ?? '',
    }));
    const reads = Array.from({ length: 40 }, (_, i) =>
      get(proxy.url, `/api/requests/order?page=${(i % 3) + 1}&pageSize=20`),
    );
    const written = writes.map(async ({ code, email }) => {
      const baseVersion = await mirrorVersion(proxy.url, session, 'order', code);
      const response = await fetch(`${proxy.url}/api/requests/order/${code}/responsible`, {
        method: 'PUT',
        headers: { ...session, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({ email, baseVersion }),
      });
      served.push(response.status);
      return response.status;
    });
    const writeStatuses = await Promise.all(written);
    await Promise.all(reads);
    expect(writeStatuses.every((status) => status === 200)).toBe(true);
    const writeCalls = (await sandbox.calls()).filter(
      (call) => call.method === 'PUT' && call.path.endsWith('/responsible') && call.status === 200,
    );

    // (c) A delivery to B is heard on a stream opened on A.
    await pointWebhookAt(sandbox, b.url, cluster.webhookSecret);
    const stream = await openSse(`${a.url}/api/events`, session);
    expect(stream.status).toBe(200);
    await stream.next(30_000);
    const target = writes[0]?.code ?? '';
    // A change to the status it already has changes nothing, and nothing is published: move it to
    // another one (the sandbox's played past may have put it anywhere).
    const now = await sandbox.control<{ record: { dealStatus?: string } }>('GET', `/records/${target}`);
    const moveTo = now.record.dealStatus === 'Faturado' ? 'Em separação' : 'Faturado';
    await sandbox.control('POST', '/actions', { action: 'statusChange', code: target, status: moveTo });
    let heard = false;
    const listenUntil = Date.now() + 60_000;
    while (!heard && Date.now() < listenUntil) {
      const received = await stream.next(60_000);
      if (!received?.data) continue;
      const event = liveEvent.safeParse(JSON.parse(received.data));
      heard = event.success && event.data.kind === 'request.changed' && event.data.request.code === target;
    }
    stream.close();
    expect(heard).toBe(true);

    // (b) Fail-over: the leader is SIGKILLed, the other takes the lead (how soon is in the printed
    // figures) and keeps following.
    const [leader] = first;
    const survivor = leader === a ? b : a;
    await pointWebhookAt(sandbox, survivor.url, cluster.webhookSecret);
    await leader?.kill();
    const killedAt = Date.now();
    await waitFor(async () => (await isLeader(survivor)) === true, 'the survivor leads', 60_000, 500);
    const takeoverMs = Date.now() - killedAt;
    await sandbox.control('POST', '/actions', {
      action: 'statusChange',
      code: target,
      status: 'Em transporte',
    });
    await waitFor(
      async () => {
        const response = await get(survivor.url, `/api/requests/order/${target}`);
        const body = (await response.json()) as { summary?: { dealStatus?: string | null } };
        return body.summary?.dealStatus === 'Em transporte';
      },
      'the mirror follows the sandbox after the fail-over',
      60_000,
      500,
    );

    const calls = await sandbox.calls();
    const figures = {
      'events lost': heard ? 0 : 1,
      'writes lost': writes.length - writeCalls.length,
      'writes duplicated': Math.max(0, writeCalls.length - writes.length),
      'upstream overruns':
        Math.max(0, busiestHour(calls) - MAX_CALLS_PER_HOUR) +
        calls.filter((call) => call.status === 429).length,
      '5xx served': served.filter((status) => status >= 500).length,
      '503s while the database was down': 0,
    };
    printFigures(`${SUITE} (take-over in ${takeoverMs} ms, ${calls.length} vendor calls)`, figures);
    expect(figures).toEqual({
      'events lost': 0,
      'writes lost': 0,
      'writes duplicated': 0,
      'upstream overruns': 0,
      '5xx served': 0,
      '503s while the database was down': 0,
    });
    // Generous for a loaded machine; the lease itself is a few seconds.
    expect(takeoverMs).toBeLessThan(30_000);
  }, 600_000);
});
