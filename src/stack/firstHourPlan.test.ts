import { describe, expect, it } from 'vitest';
import { DEMO_DOMAIN } from '../bff/auth/initialUsers';
import { loadConfig } from '../bff/config';
import { budgetsFromConfig } from '../bff/governor/budgets';
import { syncSettingsFromConfig } from '../bff/sync/syncSettings';
import { DEMO_SALES_PERSON } from '../sandbox/data/people';
import { costOf, DEFAULT_COST_MODEL } from '../sandbox/costModel';
import { firstCopyCalls } from '../sandbox/firstCopyPlan';
import { DEFAULT_SEED, DEFAULT_SIZE } from '../sandbox/sandbox';
import { Store } from '../sandbox/store';

/**
 * What the governor charges a listing call of the first copy at most: the sandbox states each
 * call's cost and the governor charges that (ADR 085), so a full page costs the same on an idle
 * machine and a busy one.
 */
const FULL_PAGE_CHARGE_MS = costOf(DEFAULT_COST_MODEL, { records: 50, uploadBytes: 0 });

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

  it("copies the default demo within the backfill's part of the first hour, however busy the machine", () => {
    expect(calls).toBeLessThanOrEqual(backfillRoom.calls);
    expect(calls * FULL_PAGE_CHARGE_MS).toBeLessThanOrEqual(backfillRoom.ms);
  });

  it("signs the demo sales account in as the sandbox's demo sales person", () => {
    expect(`sales@${DEMO_DOMAIN}`).toBe(DEMO_SALES_PERSON.email);
  });
});
