import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEvent } from '../contract/api/liveEvents';
import { mirrorRequests } from '../bff/db/schema/mirror';
import {
  createPostgresTestDatabase,
  type Disposable,
  testPostgresUrl,
  skipPostgresSuite,
} from '../bff/db/testing/testDatabases';
import { openSse } from '../bff/live/testing/sseClient';
import { mirrorDifferences } from '../bff/sync/testing/mirrorDifferences';
import { type RunningBackend, startBackend } from './startBackend';
import { type RunningStack, startStack, WEBHOOK_PATH } from './startStack';
import { signInTo } from './testing/signInTo';
import { expectedOf } from './testing/expectedOf';

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const skipPostgres = skipPostgresSuite('the sync with two backends on one PostgreSQL');
describe.skipIf(skipPostgres)('the sync with two backends on one PostgreSQL', () => {
  let database: Disposable<string>;
  let stack: RunningStack;
  let backends: RunningBackend[];

  beforeAll(async () => {
    database = await createPostgresTestDatabase(testPostgresUrl ?? '');
    const env = { LOG_LEVEL: 'warn', WEB_DIR: 'no-web-build-in-stack-tests', DATABASE_URL: database.value };
    stack = await startStack({
      env,
      port: 0,
      host: '127.0.0.1',
      logger: false,
      sandbox: { clock: 'manual', size: 60, seed: 'replicas' },
    });
    const second = await startBackend({
      env: { ...env, WEBHOOK_SECRET: stack.backend.config.WEBHOOK_SECRET },
      upstream: { baseUrl: stack.sandbox.url, token: stack.sandbox.token },
      clock: { now: () => stack.sandbox.sandbox.clock.now() },
      port: 0,
      host: '127.0.0.1',
      logger: false,
    });
    backends = [stack.backend, second];
    for (const backend of backends) await backend.services.sync.start({ tickMs: 5, publishEveryMs: 50 });
  }, 60_000);
  afterAll(async () => {
    for (const backend of backends) {
      await backend.services.sync.stop();
      await backend.app.close();
      await backend.services.close();
    }
    await stack.sandbox.close();
    await database.dispose();
  });

  it('syncs on one process only, fans live events out to the other, and fails over', async () => {
    const [first, second] = backends;
    if (!first || !second) throw new Error('two backends were started');
    await until(
      async () => (await first.services.sync.freshness()).backfill.state === 'done',
      'the backfill is done',
      60_000,
    );
    for (const backend of backends) await backend.services.sync.settle();
    // Only the leader read anything from the vendor.
    const syncing = backends.filter((backend) => backend.services.sync.counters.backfillPages > 0);
    expect(syncing).toHaveLength(1);
    const leader = syncing[0] === first ? first : second;
    const follower = leader === first ? second : first;
    const comparison = await mirrorDifferences(follower.services.db, expectedOf(stack.sandbox.sandbox));
    expect(comparison.missing).toEqual([]);
    expect(comparison.different).toEqual([]);

    // A delivery to one process, applied by the leader, heard on the other process's stream.
    stack.sandbox.sandbox.webhooks.target = {
      url: `${follower.url}${WEBHOOK_PATH}`,
      auth: { bearer: follower.config.WEBHOOK_SECRET ?? '' },
    };
    const stream = await openSse(`${follower.url}/api/events`, await signInTo(follower, ['viewer'], 1));
    await stream.next();
    const order = stack.sandbox.sandbox.store.rows.order.filter((row) => !row.removed).at(-1);
    if (!order) throw new Error('the sandbox has no order');
    stack.sandbox.sandbox.actions.run('statusChange', order.code, { status: 'Faturado' });
    for (;;) {
      const event = liveEvent.parse(JSON.parse((await stream.next(10_000))?.data ?? 'null'));
      if (event.kind === 'request.changed' && event.request.code === order.code) {
        expect(event.request.dealStatus).toBe('Faturado');
        break;
      }
    }
    stream.close();

    // The leader's process stops: the other takes over within a few seconds and syncs alone.
    await leader.services.sync.stop();
    await leader.app.close();
    await leader.services.close();
    backends = [follower];
    stack.sandbox.sandbox.actions.run('statusChange', order.code, { status: 'Em transporte' });
    await until(async () => {
      const [row] = await follower.services.db
        .select({ status: mirrorRequests.dealStatus })
        .from(mirrorRequests)
        .where(and(eq(mirrorRequests.type, 'order'), eq(mirrorRequests.code, order.code)));
      return row?.status === 'Em transporte';
    }, 'the other process applies deliveries');
    expect(follower.services.sync.counters.deliveriesApplied).toBeGreaterThan(0);
  }, 120_000);
});
