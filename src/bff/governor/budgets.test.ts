import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { assertSafeBudgets, budgetsFromConfig } from './budgets';

describe('governor budgets', () => {
  it('come from the configuration with the documented defaults', () => {
    expect(budgetsFromConfig(loadConfig({}))).toEqual({
      maxCalls: 580,
      maxWallMs: 55_000,
      backgroundShare: 0.6,
      concurrency: 2,
      callTimeoutMs: 10_000,
      bulkReserveCalls: 20,
      // Twenty writes in a row: one on the wire at its 10 s time-out, nineteen answered at 0.5 s.
      idle: { afterMs: 600_000, reserveCalls: 20, reserveMs: 19_500 },
    });
  });

  it('take the idle allowance from the configuration, or none when it is off', () => {
    expect(budgetsFromConfig(loadConfig({ GOVERNOR_IDLE_AFTER_MINUTES: 'off' })).idle).toBeUndefined();
    expect(
      budgetsFromConfig(
        loadConfig({
          GOVERNOR_IDLE_AFTER_MINUTES: '30',
          GOVERNOR_IDLE_RESERVE_CALLS: '50',
          GOVERNOR_IDLE_RESERVE_SECONDS: '12.5',
        }),
      ).idle,
    ).toEqual({ afterMs: 1_800_000, reserveCalls: 50, reserveMs: 12_500 });
    // A reserve worth more than the whole time budget keeps the time at the background share.
    expect(
      budgetsFromConfig(loadConfig({ GOVERNOR_MAX_SECONDS_PER_HOUR: '20', UPSTREAM_TIMEOUT_MS: '12000' }))
        .idle?.reserveMs,
    ).toBe(20_000);
  });

  it('refuse an idle allowance that would leave people no room, even when built by hand', () => {
    const safe = budgetsFromConfig(loadConfig({}));
    const idle = { afterMs: 600_000, reserveCalls: 20, reserveMs: 19_500 };
    expect(() => assertSafeBudgets({ ...safe, idle: { ...idle, reserveCalls: 0 } })).toThrow(/reserveCalls/);
    expect(() => assertSafeBudgets({ ...safe, idle: { ...idle, reserveCalls: 2.5 } })).toThrow(
      /reserveCalls/,
    );
    // Below one time-out, not even one person's write would be let through.
    expect(() => assertSafeBudgets({ ...safe, idle: { ...idle, reserveMs: 9_999 } })).toThrow(/reserveMs/);
    expect(() => assertSafeBudgets({ ...safe, idle: { ...idle, reserveMs: 55_001 } })).toThrow(/reserveMs/);
    expect(() => assertSafeBudgets({ ...safe, idle: { ...idle, afterMs: 0 } })).toThrow(/afterMs/);
    expect(() => assertSafeBudgets({ ...safe, idle })).not.toThrow();
  });

  it('are refused at or above the vendor limits even when built by hand', () => {
    const safe = budgetsFromConfig(loadConfig({}));
    expect(() => assertSafeBudgets(safe)).not.toThrow();
    expect(() => assertSafeBudgets({ ...safe, maxCalls: 600 })).toThrow(/maxCalls/);
    expect(() => assertSafeBudgets({ ...safe, maxWallMs: 60_000 })).toThrow(/maxWallMs/);
    expect(() => assertSafeBudgets({ ...safe, backgroundShare: 1 })).toThrow(/backgroundShare/);
    expect(() => assertSafeBudgets({ ...safe, callTimeoutMs: 30_000 })).toThrow(/callTimeoutMs/);
    expect(() => assertSafeBudgets({ ...safe, concurrency: 0 })).toThrow(/concurrency/);
  });
});
