import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWebhookBody } from '../../../contract/upstream/webhook';
import { ManualClock } from '../../clock';
import type { OpenedDatabase } from '../../db/database';
import { openDatabase } from '../../db/openDatabase';
import { requestHistory } from '../../db/schema/history';
import { webhookInbox } from '../../db/schema/inbox';
import {
  createPostgresTestDatabase,
  type Disposable,
  testPostgresUrl,
  skipPostgresSuite,
} from '../../db/testing/testDatabases';
import { applyObservation } from '../../mirror/apply/applyObservation';
import { processNextDelivery } from './processInbox';
import { createWebhookInbox } from './webhookInbox';

const T0 = Date.UTC(2025, 5, 15, 12);

const skipPostgres = skipPostgresSuite('the webhook inbox on PostgreSQL');
describe.skipIf(skipPostgres)('the webhook inbox on PostgreSQL', () => {
  let database: Disposable<string>;
  let processes: OpenedDatabase[];
  beforeAll(async () => {
    database = await createPostgresTestDatabase(testPostgresUrl ?? '');
    processes = [];
    for (let i = 0; i < 3; i += 1) {
      processes.push(await openDatabase({ databaseUrl: database.value, dataDir: 'unused', poolSize: 4 }));
    }
  });
  afterAll(async () => {
    await Promise.all(processes.map((opened) => opened.close()));
    await database.dispose();
  });

  it('lets processors in several processes drain one inbox, each delivery applied exactly once', async () => {
    const receivers = processes.map((opened) => createWebhookInbox({ db: opened.db }));
    // Forty changes of ten requests, each delivered twice, to any of the processes.
    const bodies = Array.from({ length: 40 }, (_, i) => ({
      event: 'order.updated',
      data: {
        code: String(70_000 + (i % 10)),
        type: 'order',
        dealStatus: `Status ${i}`,
        lastUpdate: new Date(T0 + i * 1_000).toISOString(),
      },
    }));
    await Promise.all(
      [...bodies, ...bodies].map((body, i) =>
        receivers[i % receivers.length]?.receive({
          ...readWebhookBody(body),
          body,
          receivedAt: new Date(T0 + (i % 40) * 1_000),
          requestId: 'pg',
        }),
      ),
    );
    const clock = new ManualClock(T0 + 60_000);
    const drain = async (opened: OpenedDatabase) => {
      let applied = 0;
      for (;;) {
        const step = await processNextDelivery({
          db: opened.db,
          clock,
          apply: applyObservation,
          refreshCoalesceMs: 10_000,
        });
        if (step.kind === 'none') return applied;
        if (step.kind === 'applied') applied += 1;
      }
    };
    const applied = await Promise.all(processes.map(drain));
    expect(applied.reduce((sum, n) => sum + n, 0)).toBe(40);
    const db = processes[0]?.db;
    if (!db) throw new Error('no database');
    const [done] = await db.select({ n: count() }).from(webhookInbox).where(eq(webhookInbox.status, 'done'));
    expect(done?.n).toBe(40);
    const rows = await db.select().from(webhookInbox);
    expect(rows.reduce((sum, row) => sum + row.duplicates, 0)).toBe(40);
    // Every applied delivery is at most one version; the newest status of each request won.
    const versions = await db.select().from(requestHistory);
    expect(versions.length).toBe(
      rows.filter((row) => row.outcome === 'created' || row.outcome === 'changed').length,
    );
    expect(versions.length).toBeLessThanOrEqual(40);
  });
});
