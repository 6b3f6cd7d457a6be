import { describe, expect, it } from 'vitest';
import { type CountedCall, decideAdmission, earliestFit, isCounted } from './admission';
import type { GovernorBudgets } from './budgets';

const hour = 3_600_000;
const budgets: GovernorBudgets = {
  maxCalls: 10,
  maxWallMs: 10_000,
  backgroundShare: 0.6,
  concurrency: 2,
  callTimeoutMs: 1_000,
};
const finished = (endsAt: number, costMs = 100): CountedCall => ({ endsAt, costMs, pending: false });
const now = 10 * hour;

describe('admission', () => {
  it('counts a call until exactly one window after it ended', () => {
    expect(isCounted(finished(now - hour + 1), now, hour)).toBe(true);
    expect(isCounted(finished(now - hour), now, hour)).toBe(false);
  });

  it('admits while both budgets have room for one more call at its time-out', () => {
    const counted = Array.from({ length: 9 }, (_, i) => finished(now - i * 1000));
    expect(decideAdmission(counted, now, hour, 'write', budgets)).toEqual({ admit: true });
  });

  it('refuses on the call count with the moment the oldest call leaves the window', () => {
    const counted = Array.from({ length: 10 }, (_, i) => finished(now - 60_000 + i * 1000));
    expect(decideAdmission(counted, now, hour, 'write', budgets)).toEqual({
      admit: false,
      reason: 'calls',
      retryAt: now - 60_000 + hour,
    });
  });

  it('refuses on wall time, waiting for as many calls to leave as the new one needs', () => {
    // 9.5 s used: the next call needs 1 s, so 0.5 s must leave, the first two 300 ms calls.
    const counted = [finished(now - 3000, 300), finished(now - 2000, 300), finished(now - 1000, 8900)];
    expect(decideAdmission(counted, now, hour, 'refresh', budgets)).toEqual({
      admit: false,
      reason: 'time',
      retryAt: now - 2000 + hour,
    });
  });

  it('holds background classes to their share while a write still fits', () => {
    const counted = Array.from({ length: 6 }, (_, i) => finished(now - 10_000 + i));
    for (const priority of ['webhook', 'reconcile', 'backfill'] as const) {
      expect(decideAdmission(counted, now, hour, priority, budgets)).toEqual({
        admit: false,
        reason: 'background-share',
        retryAt: now - 10_000 + hour,
      });
    }
    expect(decideAdmission(counted, now, hour, 'write', budgets)).toEqual({ admit: true });
  });

  it('names the budget, not the share, when even a write would not fit', () => {
    const counted = Array.from({ length: 10 }, (_, i) => finished(now - 10_000 + i));
    expect(decideAdmission(counted, now, hour, 'backfill', budgets)).toMatchObject({ reason: 'calls' });
  });

  it('counts a call on the wire at its time-out until it ends', () => {
    const running: CountedCall = { endsAt: now + 1000, costMs: 1000, pending: true };
    const counted = Array.from({ length: 10 }, () => running);
    const decision = decideAdmission(counted, now, hour, 'write', { ...budgets, maxCalls: 100 });
    expect(decision).toMatchObject({ admit: false, reason: 'time', retryAt: now + 1000 + hour });
  });

  it('says never when a call cannot fit at all', () => {
    expect(earliestFit([], now, hour, { calls: 0, ms: 10_000 }, 100)).toBeNull();
    expect(earliestFit([], now, hour, { calls: 5, ms: 50 }, 100)).toBeNull();
  });
});
