import { describe, expect, it } from 'vitest';
import type { GovernorStatus } from '../../../contract/api/governorStatus';
import { ManualClock } from '../../clock';
import type { SyncSettings } from '../syncSettings';
import { backfillRoom } from './backfillWork';

const NOW = Date.UTC(2025, 5, 16, 12);
const iso = (at: number) => new Date(at).toISOString();

const settings: SyncSettings = {
  backfillHorizonMonths: 24,
  backfillReserveShare: 0.25,
  reconcileMinMs: 120_000,
  reconcileMaxMs: 3_600_000,
  reconcileOverlapMs: 43_200_000,
  refreshCoalesceMs: 10_000,
  inboxRetentionMs: 604_800_000,
  liveRetentionMs: 3_600_000,
  liveMaxEvents: 10_000,
  callTimeoutMs: 1_000,
  maintenanceCheckMs: 5 * 60_000,
};

/** A governor with 100 calls and 100 s an hour, 60 % of it for background work. */
function statusWith(
  backfill: { callsLeft: number; secondsLeft: number },
  extra: Partial<GovernorStatus> = {},
) {
  const budget = { limit: 100, vendorLimit: 120, used: 0, left: 100, nextFreeAt: null };
  const status: GovernorStatus = {
    at: iso(NOW),
    windowMinutes: 60,
    calls: budget,
    seconds: budget,
    backgroundShare: 0.6,
    inFlight: 0,
    classes: [{ priority: 'backfill', background: true, share: 0.6, fitsAt: iso(NOW), ...backfill }],
    circuit: { state: 'closed', openedAt: null, cause: null, resetAt: null, resetBy: null },
    ...extra,
  };
  return status;
}

function roomWith(status: GovernorStatus) {
  return backfillRoom({
    clock: new ManualClock(NOW),
    settings,
    governor: { status: async () => status },
  });
}

describe('the backfill room', () => {
  // The reserve: 100 x 0.6 x 0.25 = 15 calls and 15 s (plus one call's time-out).
  it('lets the backfill list a page while the background budget has more than the reserve', async () => {
    expect(await roomWith(statusWith({ callsLeft: 16, secondsLeft: 16 }))).toBeNull();
  });

  it('keeps the reserve for follow-ups, until the oldest counted call leaves the window', async () => {
    const freeAt = NOW + 20 * 60_000;
    const status = statusWith(
      { callsLeft: 15, secondsLeft: 40 },
      { calls: { limit: 100, vendorLimit: 120, used: 85, left: 15, nextFreeAt: iso(freeAt) } },
    );
    expect(await roomWith(status)).toBe(freeAt);
    expect(await roomWith(statusWith({ callsLeft: 40, secondsLeft: 15.5 }))).toBe(NOW + 30_000);
  });

  it('waits a minute while the circuit is open', async () => {
    const open = statusWith({ callsLeft: 40, secondsLeft: 40 });
    open.circuit = { ...open.circuit, state: 'open' };
    expect(await roomWith(open)).toBe(NOW + 60_000);
  });
});
