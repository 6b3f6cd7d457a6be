import { describe, expect, it } from 'vitest';
import { allowanceFor, decideAdmission } from './admission';
import type { GovernorBudgets } from './budgets';
import { priorityRank } from './priorities';
import { PrioritySemaphore } from './prioritySemaphore';

const budgets: GovernorBudgets = {
  maxCalls: 500,
  maxWallMs: 45_000,
  backgroundShare: 0.6,
  concurrency: 2,
  callTimeoutMs: 10_000,
  bulkReserveCalls: 20,
};

describe('the bulk priority', () => {
  it('may use the people’s share less the reserve for people’s own writes', () => {
    expect(allowanceFor('bulk', budgets)).toEqual({ calls: 480, ms: 43_200 });
    expect(allowanceFor('write', budgets)).toEqual({ calls: 500, ms: 45_000 });
    expect(allowanceFor('bulk', { ...budgets, bulkReserveCalls: undefined }).calls).toBe(480);
  });

  it('is refused once only the reserve is left, while a person’s write still fits', () => {
    const now = Date.UTC(2026, 10, 28, 14);
    const counted = Array.from({ length: 480 }, () => ({ endsAt: now - 1000, costMs: 50, pending: false }));
    const bulk = decideAdmission(counted, now, 3_600_000, 'bulk', budgets);
    expect(bulk).toMatchObject({ admit: false, reason: 'calls' });
    expect(decideAdmission(counted, now, 3_600_000, 'write', budgets)).toEqual({ admit: true });
  });

  it('ranks after a person’s write and refresh, before every background class', () => {
    expect(priorityRank('bulk')).toBeGreaterThan(priorityRank('refresh'));
    expect(priorityRank('bulk')).toBeLessThan(priorityRank('webhook'));
  });

  it('waits behind a person’s write for a free slot', async () => {
    const slots = new PrioritySemaphore(1);
    const release = await slots.acquire(priorityRank('backfill'));
    const order: string[] = [];
    const bulk = slots.acquire(priorityRank('bulk')).then((done) => {
      order.push('bulk');
      done();
    });
    const write = slots.acquire(priorityRank('write')).then((done) => {
      order.push('write');
      done();
    });
    release();
    await Promise.all([bulk, write]);
    expect(order).toEqual(['write', 'bulk']);
  });
});
