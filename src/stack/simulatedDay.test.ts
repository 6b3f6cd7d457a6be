import { rm } from 'node:fs/promises';
import { count, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { RequestType } from '../contract/upstream/enums';
import { createTempDataDir } from '../bff/db/testing/testDatabases';
import { requestHistory } from '../bff/db/schema/history';
import { webhookInbox } from '../bff/db/schema/inbox';
import { upstreamCalls } from '../bff/db/schema/governor';
import { deliveryKey } from '../bff/webhooks/inbox/deliveryKey';
import { mirrorDifferences } from '../bff/sync/testing/mirrorDifferences';
import type { Sandbox } from '../sandbox/index';
import { type RunningBackend, startBackend } from './startBackend';
import { type RunningStack, startStack, WEBHOOK_PATH } from './startStack';
import { maxCallsInAnyRollingHour } from './testing/stackHarness';
import { signInTo } from './testing/signInTo';
import { mirrorVersion } from './testing/mirrorVersion';
import { expectedOf } from './testing/expectedOf';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const STEP = 5 * MINUTE;
const DAY = 24 * 60 * MINUTE;
const CALLS_PER_HOUR = 500;

/**
 * The sync's loops as this test runs them: it wakes them itself (settle, after every move of the
 * clock), so an idle loop need not look again on its own. Looking every few milliseconds kept the
 * embedded database busy with empty passes beside the work under test.
 */
const LOOPS = { tickMs: 1_000, publishEveryMs: 1_000 };

const backendEnv = {
  LOG_LEVEL: 'warn',
  WEB_DIR: 'no-web-build-in-stack-tests',
  GOVERNOR_MAX_CALLS_PER_HOUR: String(CALLS_PER_HOUR),
  RECONCILE_MIN_SECONDS: '120',
  RECONCILE_MAX_SECONDS: '1800',
};

/** Painel and its sandbox with a manual clock, the sync started on a PGlite folder of its own. */
class SyncStack {
  private constructor(
    readonly stack: RunningStack,
    readonly dataDir: string,
    public backend: RunningBackend,
  ) {}

  static async start(size: number, dataDir: string): Promise<SyncStack> {
    const stack = await startStack({
      env: backendEnv,
      dataDir,
      port: 0,
      host: '127.0.0.1',
      logger: false,
      sandbox: { clock: 'manual', size, seed: 'simulated-day' },
    });
    const started = new SyncStack(stack, dataDir, stack.backend);
    await started.backend.services.sync.start(LOOPS);
    return started;
  }

  get sandbox(): Sandbox {
    return this.stack.sandbox.sandbox;
  }

  get sync() {
    return this.backend.services.sync;
  }

  /** Deliveries on the wire arrive, then the sync does everything due at this clock time. */
  async settle(): Promise<void> {
    await this.sandbox.webhooks.idle();
    await this.sync.settle();
    await this.sandbox.webhooks.idle();
    await this.sync.settle();
  }

  /**
   * Time jumps ahead with the sync paused: a manual clock moving while a vendor call is on the
   * wire would make the call last minutes in the governor's ledger. Deliveries still arrive.
   */
  async advance(ms: number): Promise<void> {
    await this.sync.stop();
    await this.sandbox.clock.advance(ms);
    await this.sandbox.webhooks.idle();
    await this.sync.start(LOOPS);
    await this.settle();
  }

  /**
   * The backend dies: its loops are abandoned mid-step (no drain), it stops answering, its
   * database closes under whatever was running. The sandbox's deliveries fail meanwhile.
   */
  async kill(): Promise<void> {
    await this.backend.services.sync.stop({ abandon: true });
    this.sandbox.webhooks.target = { url: 'http://127.0.0.1:9/painel-is-down', auth: { bearer: 'x' } };
    await this.backend.app.close().catch(() => undefined);
    await this.backend.services.close().catch(() => undefined);
  }

  /** A new backend process on the same database, clock and sandbox, its sync started. */
  async restart(): Promise<void> {
    const secret = this.backend.config.WEBHOOK_SECRET ?? '';
    this.backend = await startBackend({
      env: { ...backendEnv, WEBHOOK_SECRET: secret },
      upstream: { baseUrl: this.stack.sandbox.url, token: this.stack.sandbox.token },
      clock: { now: () => this.sandbox.clock.now() },
      dataDir: this.dataDir,
      port: 0,
      host: '127.0.0.1',
      logger: false,
    });
    this.sandbox.webhooks.target = { url: `${this.backend.url}${WEBHOOK_PATH}`, auth: { bearer: secret } };
    await this.backend.services.sync.start(LOOPS);
  }

  async compare() {
    return mirrorDifferences(this.backend.services.db, expectedOf(this.sandbox));
  }

  listingCalls() {
    return this.sandbox.calls.entries.filter((call) => call.path.includes('/requests/'));
  }

  async close(): Promise<void> {
    await this.backend.services.sync.stop();
    await this.backend.app.close();
    await this.backend.services.close();
    await this.stack.sandbox.close();
    await rm(this.dataDir, { recursive: true, force: true });
  }
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function expectEqual(comparison: Awaited<ReturnType<SyncStack['compare']>>) {
  expect(comparison.missing).toEqual([]);
  expect(comparison.extra).toEqual([]);
  expect(comparison.different.slice(0, 3)).toEqual([]);
  expect(comparison.different).toHaveLength(0);
}

describe('the mirror against the sandbox', () => {
  let s: SyncStack | undefined;
  afterEach(async () => {
    await s?.close();
    s = undefined;
  });

  it('backfills everything, equal to the sandbox field by field, even with a kill in the middle', async () => {
    s = await SyncStack.start(150, (await createTempDataDir()).value);
    const { sync } = s;
    await until(
      async () => (await sync.freshness()).backfill.records >= 120,
      'a part of the backfill is done',
    );
    await s.kill();
    const before = s.listingCalls().length;

    await s.restart();
    await s.settle();
    // The call on the wire at the kill counts at its time-out for the rest of its hour, and every
    // other call at the cost the sandbox states (ADR 085): the copy may wait for that hour to end.
    await s.advance(61 * 60_000);
    const freshness = await s.sync.fullFreshness();
    expect(freshness.backfill).toMatchObject({ state: 'done', estimatedSecondsLeft: 0 });
    const comparison = await s.compare();
    console.info(
      `backfill: ${comparison.compared} requests and ${comparison.fields} fields equal to the sandbox; ` +
        `${before} listing calls before the kill, ${s.listingCalls().length - before} after`,
    );
    expectEqual(comparison);
    // Carried on from the stored cursor: the census was taken once per type, never again.
    const census = s
      .listingCalls()
      .filter((call) => call.path.endsWith('/1/1') && call.query === 'createdAfter=2000-01-01');
    expect(census).toHaveLength(2);
    expect(s.listingCalls().every((call) => call.status !== 429)).toBe(true);
  }, 180_000);
});

describe('webhook deliveries through the receiver', () => {
  let s: SyncStack | undefined;
  afterEach(async () => {
    await s?.close();
    s = undefined;
  });

  it('loses none, applies none twice and never makes a request older, whatever the order and repeats', async () => {
    s = await SyncStack.start(60, (await createTempDataDir()).value);
    await s.settle();
    const { sandbox } = s;
    const orders = sandbox.store.rows.order.filter((row) => !row.removed);
    const budgets = sandbox.store.rows.budget.filter((row) => !row.removed);
    const a = orders.at(-1);
    // A payment moves on by itself only while not received or cancelled (ADR 086).
    const b = orders
      .slice(0, -1)
      .reverse()
      .find(
        (row) => !['received', 'cancelled'].includes(sandbox.store.peek(row).record.payment?.status ?? ''),
      );
    const d = budgets.at(-1);
    if (!a || !b || !d) throw new Error('the sandbox has too few requests');

    // Real deliveries of the sandbox, caught instead of delivered (nobody listens at that address).
    const target = sandbox.webhooks.target;
    const policy = sandbox.webhooks.policy;
    sandbox.webhooks.policy = { ...policy, retryDelaysMs: [] };
    sandbox.webhooks.target = { url: 'http://127.0.0.1:9/nobody' };
    for (const status of ['Em separação', 'Faturado', 'Em transporte']) {
      await sandbox.clock.advance(SECOND);
      sandbox.actions.run('statusChange', a.code, { status });
    }
    await sandbox.clock.advance(SECOND);
    sandbox.actions.run('paymentStatus', b.code);
    const created = sandbox.actions.run('create', undefined, { type: 'budget' });
    sandbox.actions.run('tagAdd', d.code);
    await sandbox.webhooks.idle();
    sandbox.webhooks.policy = policy;
    sandbox.webhooks.target = target;
    const bodies = sandbox.webhooks.deliveries.map((delivery) => delivery.body);
    expect(bodies).toHaveLength(6);
    const [a1, a2, a3, b1, c1, d1] = bodies;

    const secret = s.backend.config.WEBHOOK_SECRET ?? '';
    const post = (payload: string) =>
      fetch(`${s?.backend.url}${WEBHOOK_PATH}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
        body: payload,
      });
    // Newest first, older ones late, repeats, and three deliveries that are not what they should be.
    const sent = [a3, a1, b1, a2, a3, b1, c1, d1, a1, c1];
    for (const body of sent) expect((await post(JSON.stringify(body))).status).toBe(200);
    expect((await post('{"event": "order.updated", "data": {')).status).toBe(400);
    expect((await post(JSON.stringify({ event: 'company.updated', data: { cnpj: '00' } }))).status).toBe(200);
    expect((await post(JSON.stringify({ event: 'order.updated', data: { name: 'no code' } }))).status).toBe(
      200,
    );
    await s.settle();
    await s.advance(15 * SECOND);

    const db = s.backend.services.db;
    const inbox = await db.select().from(webhookInbox);
    // Zero lost: every real delivery is in the inbox, each once; the odd ones are kept too.
    expect(new Set(inbox.map((row) => row.derivedKey))).toEqual(
      new Set([
        ...bodies.map(deliveryKey),
        ...inbox.filter((row) => row.status !== 'done').map((row) => row.derivedKey),
      ]),
    );
    expect(inbox.filter((row) => row.status === 'done')).toHaveLength(6);
    expect(inbox.reduce((sum, row) => sum + row.duplicates, 0)).toBe(4);
    expect(inbox.filter((row) => row.status === 'unknown_kind')).toHaveLength(1);
    expect(inbox.filter((row) => row.status === 'failed')).toHaveLength(1);
    // Zero regressions: the older deliveries of A were refused whole.
    const outcomes = Object.fromEntries(inbox.map((row) => [row.derivedKey, row.outcome]));
    expect([a1, a2].map((body) => outcomes[deliveryKey(body)])).toEqual(['stale', 'stale']);
    // Zero applied twice: one webhook version of A (the newest), one of B, one creation of C.
    const webhookVersions = async (type: RequestType, code: string) =>
      (
        await db
          .select({ n: count() })
          .from(requestHistory)
          .where(
            sql`${requestHistory.type} = ${type} and ${requestHistory.code} = ${code} and ${requestHistory.source} = 'webhook'`,
          )
      )[0]?.n;
    expect(await webhookVersions('order', a.code)).toBe(1);
    expect(await webhookVersions('order', b.code)).toBe(1);
    expect(await webhookVersions('budget', created.code)).toBe(1);
    // The follow-up refreshes read what the bodies lack; the mirror equals the sandbox.
    expectEqual(await s.compare());
    const [a3Status] = [(a3?.data as { dealStatus?: string }).dealStatus];
    expect(sandbox.store.record(a).dealStatus).toBe(a3Status);
  }, 120_000);
});

describe('a simulated day', () => {
  let s: SyncStack | undefined;
  afterEach(async () => {
    await s?.close();
    s = undefined;
  });

  it('keeps the mirror equal to the sandbox through a day of activity and a kill mid-delivery, inside the budget', async () => {
    s = await SyncStack.start(150, (await createTempDataDir()).value);
    const current = s;
    const { sandbox } = current;
    const startedAt = sandbox.clock.now();
    await current.settle();
    sandbox.activity.setRate(0.5);
    const collaborators = sandbox.store.world.collaborators.map((person) => person.email);
    const recent = (type: RequestType) => sandbox.store.rows[type].filter((row) => !row.removed).slice(-100);
    let writes = 0;
    let removals = 0;

    // 24 hours in steps of 5 minutes; the activity stream moves, creates, pays and edits.
    for (let step = 1; step <= DAY / STEP; step += 1) {
      await current.advance(STEP);
      if (step % 24 === 0) {
        // A removal every two hours (silent: no webhook), and now and then a restoration.
        const row = recent(step % 48 === 0 ? 'order' : 'budget')[step % 50];
        if (row) {
          sandbox.actions.run('remove', row.code);
          removals += 1;
        }
        if (step % 96 === 0) {
          const back = sandbox.store.rows.order.find((candidate) => candidate.removed);
          if (back) sandbox.actions.run('restore', back.code);
        }
      }
      if (step % 48 === 10) {
        // Someone changes a responsible through Painel: no webhook, refreshed after the write.
        const row = recent('order')[step % 60];
        const responsible = row ? sandbox.store.record(row).responsible?.email : undefined;
        const email = collaborators.find((candidate) => candidate !== responsible);
        const staff = await signInTo(current.backend, ['sales'], step);
        // Made on the version the mirror holds; a vendor delivery applied in between is a 409, and
        // the person re-applies on the new version, as the form offers (ADR 035).
        let response: Response | undefined;
        for (let tries = 0; tries < 3 && (response === undefined || response.status === 409); tries += 1) {
          const baseVersion = await mirrorVersion(current.backend.url, staff, 'order', row?.code ?? '');
          response = await fetch(`${current.backend.url}/api/requests/order/${row?.code ?? ''}/responsible`, {
            method: 'PUT',
            headers: { ...staff, 'content-type': 'application/json' },
            body: JSON.stringify({ email, baseVersion }),
          });
          if (response.status === 409) await response.arrayBuffer();
        }
        expect(response?.status).toBe(200);
        writes += 1;
      }
      if (step === DAY / STEP / 2) {
        // A burst of status moves, then the backend dies while their deliveries arrive and are
        // applied: some applied, some stored and waiting, some not yet answered (the sandbox
        // sends those again later).
        for (const row of recent('order').slice(-40)) {
          try {
            sandbox.actions.run('statusChange', row.code);
          } catch {
            // A request in its final status has no next one.
          }
        }
        const burstAt = new Date(sandbox.clock.now()).toISOString();
        await until(async () => {
          const [row] = await current.backend.services.db
            .select({ n: count() })
            .from(webhookInbox)
            .where(sql`${webhookInbox.status} = 'done' and ${webhookInbox.receivedAt} >= ${burstAt}`);
          return (row?.n ?? 0) >= 3;
        }, 'the burst is being applied');
        await current.kill();
        await sandbox.clock.advance(20 * SECOND);
        await sandbox.webhooks.idle();
        await current.restart();
        await current.advance(MINUTE);
      }
    }

    // The end of the day: no more activity, the last deliveries and refreshes, one more reconcile.
    sandbox.activity.setRate(0);
    await current.advance(30 * SECOND);
    await current.advance(30 * MINUTE);
    const comparison = await current.compare();
    const db = current.backend.services.db;
    const calls = sandbox.calls.entries.filter((call) => Date.parse(call.at) >= startedAt);
    const ledger = await db
      .select({ priority: upstreamCalls.priority, n: count() })
      .from(upstreamCalls)
      .groupBy(upstreamCalls.priority);
    const inbox = await db.select().from(webhookInbox);
    const delivered = sandbox.webhooks.deliveries.filter((delivery) => delivery.state === 'delivered');
    console.info(
      `simulated day: ${sandbox.webhooks.events.length} webhook events, ${writes} writes through Painel, ${removals} removals; ` +
        `${delivered.length} deliveries; ${calls.length} vendor calls (${ledger.map((row) => `${row.priority} ${row.n}`).join(', ')}); ` +
        `busiest rolling hour ${maxCallsInAnyRollingHour(calls)} calls; ` +
        `${comparison.compared} requests and ${comparison.fields} fields compared`,
    );
    expectEqual(comparison);
    // Zero 429s, and never more calls in any rolling hour than the configured budget.
    expect(calls.filter((call) => call.status === 429 || call.refused)).toEqual([]);
    expect(maxCallsInAnyRollingHour(calls)).toBeLessThanOrEqual(CALLS_PER_HOUR);
    // Zero lost: every delivery the sandbox saw acknowledged is in the inbox, none failed for good.
    const keys = new Set(inbox.map((row) => row.derivedKey));
    expect(delivered.filter((delivery) => !keys.has(deliveryKey(delivery.body)))).toEqual([]);
    expect(sandbox.webhooks.deliveries.filter((delivery) => delivery.state === 'failed')).toEqual([]);
    expect(inbox.filter((row) => row.status !== 'done')).toEqual([]);
    // Zero applied twice: each stored delivery was applied by exactly one transaction.
    const webhookVersions = (
      await db.select({ n: count() }).from(requestHistory).where(eq(requestHistory.source, 'webhook'))
    )[0]?.n;
    expect(webhookVersions).toBe(
      inbox.filter((row) => row.outcome === 'created' || row.outcome === 'changed').length,
    );
    const writeVersions = await db.select().from(requestHistory).where(eq(requestHistory.source, 'write'));
    expect(writeVersions.length).toBeGreaterThanOrEqual(writes);
  }, 600_000);
});
