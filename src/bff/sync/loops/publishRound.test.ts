import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Freshness } from '../../../contract/api/freshness';
import type { GovernorStatus } from '../../../contract/api/governorStatus';
import type { LiveEvent } from '../../../contract/api/liveEvents';
import { ManualClock } from '../../clock';
import type { SyncSettings } from '../syncSettings';
import { createPublishState, publishRound, type PublishingServices } from './publishRound';

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

function governorStatus(used: number, circuit: 'closed' | 'open' = 'closed'): GovernorStatus {
  const budget = { limit: 100, vendorLimit: 120, used, left: 100 - used, nextFreeAt: null };
  return {
    at: iso(NOW),
    windowMinutes: 60,
    calls: budget,
    seconds: budget,
    backgroundShare: 0.6,
    inFlight: 0,
    classes: [],
    circuit: { state: circuit, openedAt: null, cause: null, resetAt: null, resetBy: null },
  };
}

describe('a publishing round', () => {
  let published: LiveEvent[];
  let prunes: number;
  let status: GovernorStatus;
  let leader: boolean;
  const services: PublishingServices = {
    clock: new ManualClock(NOW),
    settings,
    logger: undefined,
    bus: {
      publish: async (event) => {
        published.push(event);
        return published.length;
      },
      prune: async () => {
        prunes += 1;
        return 0;
      },
    },
    inbox: { prune: async () => 0 },
    governor: { status: async () => status },
    leadership: { isLeader: () => leader },
  };
  const freshness: Freshness = {
    mirrored: { order: 1, budget: 0 },
    lastWebhookAt: null,
    lastReconcileAt: null,
    upToDateAt: null,
    backfill: {
      state: 'running',
      records: 1,
      pages: 1,
      expectedRecords: null,
      estimatedSecondsLeft: null,
      waitingUntil: null,
    },
  };
  const kinds = () => published.map((event) => event.kind);

  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    published = [];
    prunes = 0;
    status = governorStatus(1);
    leader = true;
  });
  afterEach(() => vi.useRealTimers());

  it('does nothing on a process that does not lead', async () => {
    leader = false;
    await publishRound(services, createPublishState(), { progressDirty: true }, async () => freshness);
    expect(published).toEqual([]);
    expect(prunes).toBe(0);
  });

  it('publishes a changed governor state at most every repeat interval, a change of circuit at once', async () => {
    const state = createPublishState();
    const round = () => publishRound(services, state, { progressDirty: false }, async () => freshness);
    await round();
    expect(kinds()).toEqual(['governor.status']);
    await round();
    status = governorStatus(2);
    vi.advanceTimersByTime(14_000);
    await round();
    expect(kinds()).toEqual(['governor.status']);
    vi.advanceTimersByTime(1_000);
    await round();
    expect(kinds()).toEqual(['governor.status', 'governor.status']);
    status = governorStatus(2, 'open');
    await round();
    expect(kinds()).toHaveLength(3);
  });

  it('publishes the progress once after the stored state changed, and prunes once a minute', async () => {
    const state = createPublishState();
    const leaderState = { progressDirty: true };
    const round = () => publishRound(services, state, leaderState, async () => freshness);
    await round();
    await round();
    expect(published.filter((event) => event.kind === 'sync.progress')).toEqual([
      { kind: 'sync.progress', freshness },
    ]);
    expect(leaderState.progressDirty).toBe(false);
    expect(prunes).toBe(1);
    vi.advanceTimersByTime(60_000);
    await round();
    expect(prunes).toBe(2);
  });
});
