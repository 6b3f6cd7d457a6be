import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { assertSafeBudgets, budgetsFromConfig } from './budgets';

describe('governor budgets', () => {
  it('come from the configuration with the documented defaults', () => {
    expect(budgetsFromConfig(loadConfig({}))).toEqual({
      maxCalls: 500,
      maxWallMs: 45_000,
      backgroundShare: 0.6,
      concurrency: 2,
      callTimeoutMs: 10_000,
      bulkReserveCalls: 20,
    });
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
