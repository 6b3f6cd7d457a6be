import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findMigrationsFolder } from '../db/migrationsFolder';
import { type CountedCall, allowanceFor, decideAdmission } from './admission';
import type { GovernorBudgets } from './budgets';
import type { CircuitRow } from './circuit';
import { untouchedCircuit } from './testing/untouchedCircuit';
import { describeStatus } from './describeStatus';
import { defaultIdleReserveMs, idleBackgroundAllowance, isIdle, personPriorities } from './idle';

const hour = 3_600_000;
const minute = 60_000;
const idleAfter = { afterMs: 10 * minute, reserveCalls: 20, reserveMs: 19_500 };
const budgets: GovernorBudgets = {
  maxCalls: 500,
  maxWallMs: 45_000,
  backgroundShare: 0.6,
  concurrency: 2,
  callTimeoutMs: 10_000,
  idle: idleAfter,
};
const now = Date.UTC(2026, 10, 29, 3);
const closed: CircuitRow = { id: 1, ...untouchedCircuit };
const finished = (count: number, endsAt = now - minute, costMs = 20): CountedCall[] =>
  Array.from({ length: count }, () => ({ endsAt, costMs, pending: false }));

describe('the idle allowance', () => {
  it('is ended by the calls people ask for, the same classes the database function and index name', () => {
    expect(personPriorities).toEqual(['write', 'refresh', 'bulk']);
    const migration = readFileSync(join(findMigrationsFolder(), '0023_governor_idle_allowance.sql'), 'utf8');
    const lists = migration.match(/in \('write', 'refresh', 'bulk'\)/g) ?? [];
    expect(lists).toHaveLength(2);
  });

  it('keeps twenty writes in a row by default: one time-out on the wire, nineteen answered', () => {
    expect(defaultIdleReserveMs(20, 10_000)).toBe(19_500);
    expect(defaultIdleReserveMs(1, 10_000)).toBe(10_000);
  });

  it('raises only the background ceiling, and never below its normal share', () => {
    // 480 calls; the time stays at the share (27 s) because 45 s less 19.5 s is less.
    expect(idleBackgroundAllowance(budgets, idleAfter)).toEqual({ calls: 480, ms: 27_000 });
    expect(idleBackgroundAllowance(budgets, { ...idleAfter, reserveMs: 10_000 })).toEqual({
      calls: 480,
      ms: 35_000,
    });
    expect(allowanceFor('backfill', budgets, true)).toEqual({ calls: 480, ms: 27_000 });
    expect(allowanceFor('backfill', budgets, false)).toEqual({ calls: 300, ms: 27_000 });
    expect(allowanceFor('write', budgets, true)).toEqual({ calls: 500, ms: 45_000 });
    expect(allowanceFor('backfill', { ...budgets, idle: undefined }, true)).toEqual({
      calls: 300,
      ms: 27_000,
    });
  });

  it('begins exactly the idle time after the last call a person asked for', () => {
    expect(isIdle(budgets.idle, null, now)).toBe(true);
    expect(isIdle(budgets.idle, now - 10 * minute + 1, now)).toBe(false);
    expect(isIdle(budgets.idle, now - 10 * minute, now)).toBe(true);
    expect(isIdle(undefined, null, now)).toBe(false);
  });

  it('admits background work above its share only while idle', () => {
    const counted = finished(400);
    expect(decideAdmission(counted, now, hour, 'reconcile', budgets, true)).toEqual({ admit: true });
    expect(decideAdmission(counted, now, hour, 'reconcile', budgets, false)).toMatchObject({
      admit: false,
      reason: 'background-share',
    });
    expect(decideAdmission(finished(480), now, hour, 'webhook', budgets, true)).toMatchObject({
      admit: false,
      reason: 'background-share',
    });
  });

  it('tells the System page whether background work uses it, and when it would begin', () => {
    const counted = finished(350);
    const idle = describeStatus({
      now,
      windowMs: hour,
      counted,
      circuit: closed,
      budgets,
      lastPersonCallAt: now - 12 * minute,
    });
    expect(idle.idle).toEqual({
      afterMinutes: 10,
      lastPersonCallAt: new Date(now - 12 * minute).toISOString(),
      active: true,
      from: null,
      backgroundCalls: 480,
      backgroundSeconds: 27,
      reserveCalls: 20,
      reserveSeconds: 18,
    });
    expect(idle.classes.find((entry) => entry.priority === 'backfill')).toMatchObject({
      callsLeft: 130,
      fitsAt: new Date(now).toISOString(),
    });

    const busy = describeStatus({
      now,
      windowMs: hour,
      counted,
      circuit: closed,
      budgets,
      lastPersonCallAt: now - 3 * minute,
    });
    expect(busy.idle).toMatchObject({ active: false, from: new Date(now + 7 * minute).toISOString() });
    // Above its share now; it fits again when the idle allowance begins, long before calls leave.
    expect(busy.classes.find((entry) => entry.priority === 'backfill')).toMatchObject({
      callsLeft: 0,
      fitsAt: new Date(now + 7 * minute).toISOString(),
    });

    const off = describeStatus({
      now,
      windowMs: hour,
      counted,
      circuit: closed,
      budgets: { ...budgets, idle: undefined },
    });
    expect(off.idle).toBeNull();
  });
});
