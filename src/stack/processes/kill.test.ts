import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkJobDetail, bulkJobSummary } from '../../contract/api/bulk';
import { freshness as freshnessSchema } from '../../contract/api/freshness';
import { updateResponsiblePath } from '../../contract/upstream/paths';
import {
  createPostgresTestDatabase,
  type Disposable,
  testPostgresUrl,
  skipPostgresSuite,
} from '../../bff/db/testing/testDatabases';
import type { Delivery } from '../../sandbox/webhooks/dispatcher';
import { type Figures, printFigures } from '../testing/processFigures';
import { pointWebhookAt, statusBurst } from '../testing/sandboxActivity';
import { signIn } from '../testing/signInOverHttp';
import { type Cluster, startCluster } from '../testing/startCluster';
import { waitFor } from '../testing/waitFor';

const SUITE = 'a backend process killed with SIGKILL';

/** JSON with sorted keys, so a body read back from jsonb compares equal to the one sent. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const skipPostgres = skipPostgresSuite(SUITE);
describe.skipIf(skipPostgres)(SUITE, () => {
  let database: Disposable<string> | undefined;
  let cluster: Cluster | undefined;
  let db: pg.Client | undefined;
  const figures: Figures = {
    'events lost': 0,
    'writes lost': 0,
    'writes duplicated': 0,
    'upstream overruns': 0,
    '5xx served': 0,
    '503s while the database was down': 0,
  };

  beforeAll(async () => {
    database = await createPostgresTestDatabase(testPostgresUrl ?? '');
    cluster = await startCluster({
      basePort: 8620,
      backends: 1,
      databaseUrl: database.value,
      // The whole world is backfilled (a long horizon), with room in the budget for it.
      env: {
        GOVERNOR_MAX_CALLS_PER_HOUR: '500',
        GOVERNOR_MAX_SECONDS_PER_HOUR: '59',
        BACKFILL_HORIZON_MONTHS: '600',
        // A killed process's write claim is abandoned after this: the shortest the config allows
        // above the vendor call's time-out, so the bulk test's resume does not wait a minute.
        IDEMPOTENCY_PENDING_TIMEOUT_SECONDS: '30',
      },
    });
    db = new pg.Client({ connectionString: database.value });
    await db.connect();
  }, 420_000);

  afterAll(async () => {
    printFigures(SUITE, figures);
    await db?.end();
    await cluster?.stop();
    await database?.dispose();
  }, 60_000);

  it('resumes a backfill cut short and ends with the mirror equal to the vendor, no row twice', async () => {
    if (!cluster || !db) throw new Error('the cluster started');
    const { sandbox } = cluster;
    const backend = cluster.backends[0];
    if (!backend) throw new Error('one backend started');
    const freshness = async (session: Record<string, string>) =>
      freshnessSchema.parse(await (await fetch(`${backend.url}/api/freshness`, { headers: session })).json());

    let session = await signIn(backend.url, cluster.publicUrl, cluster.admin);
    const before = await waitFor(
      async () => {
        const now = await freshness(session);
        return now.backfill.state !== 'done' && now.backfill.pages >= 1 ? now : undefined;
      },
      'the backfill is under way',
      120_000,
      50,
    );
    await backend.kill();
    await backend.restart();
    session = await signIn(backend.url, cluster.publicUrl, cluster.admin);
    const after = await freshness(session);
    let last: unknown;
    await waitFor(
      async () => {
        const now = await freshness(session);
        last = now;
        return now.backfill.state === 'done';
      },
      'the backfill is done',
      240_000,
      1_000,
    ).catch((error: unknown) => {
      throw new Error(
        `${String(error)}; freshness ${JSON.stringify(last)}; output ${backend.output().slice(-2000)}`,
      );
    });
    // It carried on from where it stood rather than starting over.
    expect(after.backfill.pages).toBeGreaterThanOrEqual(before.backfill.pages);

    const state = await sandbox.control<{ counts: Record<string, { total: number; removed: number }> }>(
      'GET',
      '/state',
    );
    const rows = (
      await db.query<{ type: string; code: string; status: string | null; removed: boolean }>(
        'select type, code, deal_status as status, removed from mirror_requests',
      )
    ).rows;
    const twice = (
      await db.query('select type, code from mirror_requests group by type, code having count(*) > 1')
    ).rowCount;
    let different = 0;
    const samples: unknown[] = [];
    for (const row of rows) {
      // The vendor's record carries no lastUpdate (the mirror stores it from webhooks only): the
      // comparison is per code, of what the record says (the status) and whether it is removed.
      const vendor = await sandbox.control<{ record: { dealStatus?: string }; removed: boolean }>(
        'GET',
        `/records/${row.code}`,
      );
      if (vendor.removed !== row.removed || (!row.removed && vendor.record.dealStatus !== row.status)) {
        different += 1;
        if (samples.length < 3)
          samples.push({ vendor: [vendor.record.dealStatus, vendor.removed], mirror: row });
      }
    }
    if (different > 0) console.log('different rows, e.g.', JSON.stringify(samples));
    const missing = ['order', 'budget'].reduce((sum, type) => {
      const counts = state.counts[type] ?? { total: 0, removed: 0 };
      const live = rows.filter((row) => row.type === type && !row.removed).length;
      return sum + Math.abs(counts.total - counts.removed - live);
    }, 0);
    figures['events lost'] += missing + different;
    figures['writes duplicated'] += twice ?? 0;
    expect({ missing, different, twice }).toEqual({ missing: 0, different: 0, twice: 0 });
  }, 600_000);

  it('applies every delivery of a burst cut short by a kill exactly once', async () => {
    if (!cluster || !db) throw new Error('the cluster started');
    const { sandbox } = cluster;
    const backend = cluster.backends[0];
    if (!backend) throw new Error('one backend started');
    await pointWebhookAt(sandbox, backend.url, cluster.webhookSecret);
    await sandbox.control('DELETE', '/deliveries');
    const live = (
      await db.query<{ code: string }>(
        "select code from mirror_requests where type = 'order' and not removed",
      )
    ).rows.map((row) => row.code);
    const BURST = 200;
    let killed = false;
    await statusBurst(sandbox, live, BURST, async (i) => {
      if (i === 60) {
        // Some deliveries answered, some in flight, the rest still to come.
        await backend.kill();
        killed = true;
      }
    });
    expect(killed).toBe(true);
    await backend.restart();

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
      'the sandbox delivered everything (retrying what went unanswered)',
      240_000,
      1_000,
    );
    await waitFor(
      async () => (await db?.query("select 1 from webhook_inbox where status = 'pending'"))?.rowCount === 0,
      'the inbox is processed',
      120_000,
      500,
    );
    const inbox = (
      await db.query<{ body: unknown; status: string }>('select body, status from webhook_inbox')
    ).rows;
    const stored = new Map(inbox.map((row) => [canonical(row.body), row.status]));
    const lost = deliveries.filter((delivery) => stored.get(canonical(delivery.body)) !== 'done').length;
    // Each event once: as many stored rows as distinct bodies delivered, none twice.
    const distinct = new Set(deliveries.map((delivery) => canonical(delivery.body))).size;
    const appliedTwice = inbox.length - new Set(inbox.map((row) => canonical(row.body))).size;
    // And the mirror ends where the vendor is.
    let stale = 0;
    for (const code of new Set(live.slice(0, BURST))) {
      const vendor = await sandbox.control<{ record: { dealStatus?: string } }>('GET', `/records/${code}`);
      const mirror = await db.query<{ deal_status: string | null }>(
        "select deal_status from mirror_requests where type = 'order' and code = $1",
        [code],
      );
      if (mirror.rows[0]?.deal_status !== vendor.record.dealStatus) {
        stale += 1;
        if (stale < 4) {
          // What the mirror and the inbox knew of it, so a failure here says which ordering rule held.
          const marks = await db.query(
            `select m.read_at, m.synced_at, m.vendor_last_update, i.received_at, i.processed_at,
                    i.vendor_last_update as delivery_last_update, i.outcome
             from mirror_requests m
             left join webhook_inbox i on i.body -> 'data' ->> 'code' = m.code
             where m.type = 'order' and m.code = $1`,
            [code],
          );
          console.log(
            `stale ${code}: mirror ${mirror.rows[0]?.deal_status}, vendor ${vendor.record.dealStatus}`,
            JSON.stringify(marks.rows),
          );
        }
      }
    }
    figures['events lost'] += lost + stale;
    figures['writes duplicated'] += appliedTwice;
    console.log(`burst: ${deliveries.length} deliveries, ${distinct} distinct, ${inbox.length} inbox rows`);
    expect({ lost, stale, appliedTwice }).toEqual({ lost: 0, stale: 0, appliedTwice: 0 });
  }, 600_000);

  it('finishes a bulk change of responsible killed mid-job, no request written twice at the vendor', async () => {
    if (!cluster || !db) throw new Error('the cluster started');
    const { sandbox } = cluster;
    const backend = cluster.backends[0];
    if (!backend) throw new Error('one backend started');
    // The most frequent responsible becomes the target; a dozen orders held by others change.
    const [target] = (
      await db.query<{ email: string }>(
        `select lower(responsible_email) as email from mirror_requests
         where type = 'order' and not removed and responsible_email is not null
         group by 1 order by count(*) desc limit 1`,
      )
    ).rows;
    if (!target) throw new Error('the mirror knows a responsible');
    const codes = (
      await db.query<{ code: string }>(
        `select code from mirror_requests where type = 'order' and not removed
         and lower(coalesce(responsible_email, '')) <> $1 order by code limit 12`,
        [target.email],
      )
    ).rows.map((row) => row.code);
    expect(codes).toHaveLength(12);
    const putsOf = async (code: string) =>
      (await sandbox.calls()).filter(
        (call) => call.method === 'PUT' && call.path === updateResponsiblePath(code),
      ).length;

    let session = await signIn(backend.url, cluster.publicUrl, cluster.admin);
    // Each vendor call takes 400 ms of wall time, so the kill lands with the job half done.
    await sandbox.control('PUT', '/cost-model', { baseMs: 400, sleep: true });
    try {
      const started = await fetch(`${backend.url}/api/bulk/responsible`, {
        method: 'POST',
        headers: { ...session, 'content-type': 'application/json' },
        body: JSON.stringify({ selection: { type: 'order', codes }, email: target.email }),
      });
      expect(started.status).toBe(201);
      const { id } = bulkJobSummary.parse(await started.json());
      const job = async () =>
        bulkJobDetail.parse(
          await (await fetch(`${backend.url}/api/bulk/${id}`, { headers: session })).json(),
        );
      const before = await waitFor(
        async () => {
          const now = await job();
          return (now.counts.done ?? 0) >= 3 ? now : undefined;
        },
        'the job has written some items',
        120_000,
        50,
      );
      await backend.kill();
      expect(before.counts.done ?? 0).toBeLessThan(codes.length);

      await backend.restart();
      session = await signIn(backend.url, cluster.publicUrl, cluster.admin);
      // An item in flight at the kill waits for its claim to be abandoned (30 s), then is confirmed.
      const after = await waitFor(
        async () => {
          const now = await job();
          return now.state !== 'running' ? now : undefined;
        },
        'the job ends after the restart',
        300_000,
        1_000,
      );
      expect(after.state).toBe('done');
      expect(after.counts.done).toBe(codes.length);
    } finally {
      await sandbox.control('PUT', '/cost-model', { baseMs: 30, sleep: false });
    }
    const twice: string[] = [];
    for (const code of codes) {
      const vendor = await sandbox.control<{ record: { responsible?: { email?: string } } }>(
        'GET',
        `/records/${code}`,
      );
      expect(vendor.record.responsible?.email?.toLowerCase()).toBe(target.email);
      if ((await putsOf(code)) !== 1) twice.push(code);
    }
    figures['writes duplicated'] += twice.length;
    expect(twice).toEqual([]);
  }, 600_000);
});
