import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../../clock';
import type { SyncSettings } from '../syncSettings';
import { openSyncTestDatabase } from '../testing/syncTestDatabase';
import {
  createMaintenanceRound,
  maintenanceDue,
  type MaintenanceRound,
  runMaintenanceStep,
} from './maintenanceWork';

const NOW = Date.UTC(2025, 5, 16, 12);
const MINUTE = 60_000;
const settings = { maintenanceCheckMs: 5 * MINUTE } as const satisfies Partial<SyncSettings>;

describe('the leader’s table maintenance', () => {
  let opened: Awaited<ReturnType<typeof openSyncTestDatabase>>;
  const clock = new ManualClock(NOW);
  const lines: Array<{
    level: 'debug' | 'info' | 'warn';
    details: Record<string, unknown>;
    message: string;
  }> = [];
  const logger = {
    debug: (details: Record<string, unknown>, message: string) =>
      lines.push({ level: 'debug', details, message }),
    info: (details: Record<string, unknown>, message: string) =>
      lines.push({ level: 'info', details, message }),
    warn: (details: Record<string, unknown>, message: string) =>
      lines.push({ level: 'warn', details, message }),
  };
  const context = () => ({ db: opened.db, clock, settings, logger });

  /** Every step of one round; the round ends by itself (a table is looked at once per round). */
  async function runRound(round: MaintenanceRound): Promise<number> {
    let steps = 0;
    do {
      await runMaintenanceStep(context(), round);
      steps += 1;
    } while (round.queue && steps < 50);
    return steps;
  }

  /** PGlite hands its counts to the statistics at most once a second: now, without waiting. */
  const flushStatistics = () => opened.db.execute(sql`select pg_stat_force_next_flush()`);
  const rewriteSyncState = async () => {
    await opened.db.execute(sql`update sync_state set value = jsonb_build_object('n', random())`);
    await flushStatistics();
  };

  beforeAll(async () => {
    opened = await openSyncTestDatabase();
    await opened.db.execute(
      sql`insert into sync_state (key, value, updated_at)
          select 'probe:' || g, '{}'::jsonb, now() from generate_series(1, 300) g`,
    );
    await rewriteSyncState();
  });
  afterAll(async () => {
    await opened?.close();
  });

  it('checks one interval after the leader first looks, then runs each table and logs its time', async () => {
    const round = createMaintenanceRound();
    expect(maintenanceDue(context(), round)).toBe(false);
    expect(round.nextCheckAt).toBe(NOW + 5 * MINUTE);
    clock.advance(5 * MINUTE - 1);
    expect(maintenanceDue(context(), round)).toBe(false);
    clock.advance(1);
    expect(maintenanceDue(context(), round)).toBe(true);

    await runMaintenanceStep(context(), round);
    expect(round.queue?.length).toBeGreaterThan(0);
    // PGlite's statements chain on microtasks alone: the step gives waiting requests their turn.
    let waitingServed = false;
    setImmediate(() => {
      waitingServed = true;
    });
    await runMaintenanceStep(context(), round);
    expect(waitingServed).toBe(true);
    await runRound(round);
    const done = lines.filter((line) => line.level === 'debug').map((line) => line.details);
    expect(done).toContainEqual({
      table: 'sync_state',
      action: 'vacuum',
      reason: 'never vacuumed',
      ms: expect.any(Number),
    });
    expect(lines.filter((line) => line.level === 'warn')).toEqual([]);
    expect(round).toEqual({ nextCheckAt: clock.now() + 5 * MINUTE, queue: null });

    // Nothing changed since: the next check reads the statistics and runs nothing.
    lines.length = 0;
    clock.advance(5 * MINUTE);
    await flushStatistics();
    expect(maintenanceDue(context(), round)).toBe(true);
    expect(await runRound(round)).toBe(1);
    expect(lines).toEqual([]);
    expect(maintenanceDue(context(), round)).toBe(false);
  });

  it('logs a failing statement, ends the round without throwing, and tries again at the next check', async () => {
    const round = createMaintenanceRound();
    round.nextCheckAt = clock.now();
    lines.length = 0;
    await rewriteSyncState();
    await runMaintenanceStep(context(), round);
    // The first round vacuumed every table holding rows: only the rewritten one is over a threshold.
    expect(round.queue).toEqual([{ table: 'sync_state', action: 'vacuum', reason: 'dead rows' }]);

    const execute = vi.spyOn(opened.db, 'execute').mockRejectedValueOnce(new Error('canceling statement'));
    try {
      await runMaintenanceStep(context(), round);
    } finally {
      execute.mockRestore();
    }
    expect(lines).toEqual([
      {
        level: 'warn',
        details: { err: expect.any(Error), table: 'sync_state', action: 'vacuum' },
        message: 'table maintenance failed; the next check tries again',
      },
    ]);
    expect(round).toEqual({ nextCheckAt: clock.now() + 5 * MINUTE, queue: null });
    expect(maintenanceDue(context(), round)).toBe(false);

    lines.length = 0;
    clock.advance(5 * MINUTE);
    expect(maintenanceDue(context(), round)).toBe(true);
    await runRound(round);
    expect(lines.map((line) => line.details)).toContainEqual({
      table: 'sync_state',
      action: 'vacuum',
      reason: 'dead rows',
      ms: expect.any(Number),
    });
  });
});
