import { describe, expect, it } from 'vitest';
import { DEMO_DOMAIN } from '../bff/auth/initialUsers';
import { loadConfig } from '../bff/config';
import { budgetsFromConfig } from '../bff/governor/budgets';
import { syncSettingsFromConfig } from '../bff/sync/syncSettings';
import { DEMO_SALES_PERSON } from '../sandbox/data/people';
import { firstCopyCalls } from '../sandbox/firstCopyPlan';
import { DEFAULT_SEED, DEFAULT_SIZE } from '../sandbox/sandbox';
import { Store } from '../sandbox/store';

/**
 * The wall time one listing call of the first copy took on the 2-core machine at load 20, beside
 * its Painel applying the pages before (ADR 061). The governor counts a call's wall time, so this
 * is what a busy demo machine spends per call.
 */
const BUSY_MACHINE_CALL_MS = 150;

describe("the sandbox demo's first hour (ADR 061)", () => {
  const config = loadConfig({});
  const budgets = budgetsFromConfig(config);
  const settings = syncSettingsFromConfig(config);
  // What the backfill may spend before it leaves the rest of the background share to follow-ups:
  // it sends a page only while the share beyond the reserve still holds one call at its time-out.
  const background = {
    calls: budgets.maxCalls * budgets.backgroundShare,
    ms: budgets.maxWallMs * budgets.backgroundShare,
  };
  const backfillRoom = {
    calls: background.calls * (1 - settings.backfillReserveShare) - 1,
    ms: background.ms * (1 - settings.backfillReserveShare) - budgets.callTimeoutMs,
  };
  const store = Store.generate({
    seed: DEFAULT_SEED,
    size: DEFAULT_SIZE,
    scenario: 'default',
    epoch: Date.now(),
  });
  const calls = firstCopyCalls(store.rows);

  it("copies the default demo within the backfill's part of the first hour, at a busy machine's call time", () => {
    expect(calls).toBeLessThanOrEqual(backfillRoom.calls);
    expect(calls * BUSY_MACHINE_CALL_MS).toBeLessThanOrEqual(backfillRoom.ms);
  });

  it('would not with the earlier default of 1,500 requests per type', () => {
    const earlier = Store.generate({
      seed: DEFAULT_SEED,
      size: 1_500,
      scenario: 'default',
      epoch: Date.now(),
    });
    expect(firstCopyCalls(earlier.rows) * BUSY_MACHINE_CALL_MS).toBeGreaterThan(backfillRoom.ms);
  });

  it("signs the demo sales account in as the sandbox's demo sales person", () => {
    expect(`sales@${DEMO_DOMAIN}`).toBe(DEMO_SALES_PERSON.email);
  });
});
