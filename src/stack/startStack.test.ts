import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mirrorRequests } from '../bff/db/schema/mirror';
import { openBudget } from '../sandbox/testing/openBudget';
import { governorStatus } from '../contract/api/governorStatus';
import { healthResponse } from '../contract/api/health';
import { startStack } from './startStack';
import { type Harness, startHarness } from './testing/stackHarness';

interface Delivery {
  state: string;
  attempts: Array<{ status?: number | null }>;
}

describe('sandbox mode: the sandbox and the backend composed', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({});
  });
  afterAll(() => h.close());

  it('says so in its first log line, and the backend reports sandbox mode', async () => {
    const first = JSON.parse(h.detector.logs[0] ?? '{}') as { msg?: string };
    expect(first.msg).toMatch(/^Painel is running in sandbox mode: no UPSTREAM_BASE_URL is set/);
    expect(first.msg).toContain(h.stack.sandbox.url);
    const health = healthResponse.parse(await (await fetch(`${h.backend.url}/api/health`)).json());
    expect(health.mode).toBe('sandbox');
  });

  it('gives the sandbox a random token, never the default one', async () => {
    expect(h.stack.sandbox.token).not.toBe('sandbox-token');
    expect(h.stack.sandbox.token.length).toBeGreaterThanOrEqual(40);
    const other = await startStack({
      env: { LOG_LEVEL: 'silent' },
      dataDir: 'memory://',
      port: 0,
      host: '127.0.0.1',
      sandbox: { clock: 'manual', size: 10 },
    });
    try {
      expect(other.sandbox.token).not.toBe(h.stack.sandbox.token);
    } finally {
      await other.close();
    }
  });

  it("delivers the sandbox's webhooks to the backend's receiver with the secret", async () => {
    const { store } = h.stack.sandbox.sandbox;
    // A status change moves a request on; one in a final status has nowhere to go (409).
    const final = new Set(store.world.statuses.order.filter((status) => status.final).map((s) => s.name));
    const code =
      store.rows.order.find((row) => !row.removed && !final.has(store.peek(row).record.dealStatus ?? ''))
        ?.code ?? '';
    await h.control('POST', '/actions', { action: 'statusChange', code });
    let deliveries: Delivery[] = [];
    for (let i = 0; i < 50 && !deliveries.some((d) => d.attempts.length > 0); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      deliveries = (await h.control<{ deliveries: Delivery[] }>('GET', '/deliveries')).deliveries;
    }
    expect(deliveries.at(-1)?.attempts[0]?.status).toBe(200);
  });

  it("runs Painel on the sandbox's clock, so simulated hours pass for both", async () => {
    const viewer = await h.signIn('viewer');
    const before = governorStatus.parse(
      await (await fetch(`${h.backend.url}/api/governor`, { headers: viewer })).json(),
    );
    expect(Date.parse(before.at)).toBe(h.stack.sandbox.sandbox.clock.now());
    await h.advance(2 * 3_600_000);
    const again = await h.signIn('viewer');
    const after = governorStatus.parse(
      await (await fetch(`${h.backend.url}/api/governor`, { headers: again })).json(),
    );
    expect(Date.parse(after.at) - Date.parse(before.at)).toBe(2 * 3_600_000);
  });

  it('refuses to run against the sandbox when a vendor is configured', async () => {
    await expect(
      startStack({ env: { UPSTREAM_BASE_URL: 'https://vendor.example.com', UPSTREAM_TOKEN: 'x' }, port: 0 }),
    ).rejects.toThrow(/unset UPSTREAM_BASE_URL and UPSTREAM_TOKEN/);
  });
});

describe('sandbox mode restarted on a kept database', () => {
  it("gives the new world's requests codes after every code the mirror already holds", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'painel-restart-'));
    try {
      const first = await startHarness({ dataDir });
      // A request the last run's sandbox created, copied into the mirror, then the run stopped.
      await first.backend.services.db.insert(mirrorRequests).values({
        type: 'order',
        code: '20000',
        record: {},
        lastChangedAt: new Date(),
        syncedAt: new Date(),
      });
      await first.close();

      const again = await startHarness({ dataDir });
      try {
        const { actions, store } = again.stack.sandbox.sandbox;
        expect(actions.run('convert', openBudget(store).code).createdCode).toBe('20001');
      } finally {
        await again.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
