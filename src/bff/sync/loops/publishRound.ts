import type { Freshness } from '../../../contract/api/freshness';
import type { Governor } from '../../governor/governor';
import type { WebhookInbox } from '../../webhooks/inbox/webhookInbox';
import type { LiveBus } from '../../live/liveBus';
import type { Leadership } from '../leadership';
import type { LeaderState } from './leaderState';
import { publishSafely } from './publishSafely';
import type { SyncWorkContext } from './syncWorkContext';

const MINUTE_MS = 60_000;
const GOVERNOR_REPEAT_MS = 15_000;

/** The parts of the services a publishing round uses. */
export interface PublishingServices extends Pick<SyncWorkContext, 'clock' | 'settings' | 'logger'> {
  bus: Pick<LiveBus, 'publish' | 'prune'>;
  inbox: Pick<WebhookInbox, 'prune'>;
  governor: Pick<Governor, 'status'>;
  leadership: Pick<Leadership, 'isLeader'>;
}

/** What the publishing timer remembers between rounds (wall-clock times). */
export interface PublishState {
  lastGovernorSignature: string;
  lastGovernorPublish: number;
  lastPrune: number;
}

export function createPublishState(): PublishState {
  return { lastGovernorSignature: '', lastGovernorPublish: 0, lastPrune: 0 };
}

/**
 * One round of the publishing timer, on the leader only: the governor's state when it changed
 * (at once if the circuit did, else not more often than `GOVERNOR_REPEAT_MS`), the sync's
 * progress when the stored state changed, and every minute the pruning of old live events and
 * inbox rows.
 */
export async function publishRound(
  context: PublishingServices,
  publishState: PublishState,
  leaderState: Pick<LeaderState, 'progressDirty'>,
  fullFreshness: () => Promise<Freshness>,
): Promise<void> {
  const { bus, inbox, clock, governor, leadership, settings } = context;
  if (!leadership.isLeader()) return;
  try {
    const status = await governor.status();
    const signature = JSON.stringify([
      status.circuit.state,
      status.calls.used,
      Math.round(status.seconds.used),
      status.classes.map((entry) => entry.fitsAt),
    ]);
    const circuitChanged = !publishState.lastGovernorSignature.startsWith(`["${status.circuit.state}"`);
    if (
      signature !== publishState.lastGovernorSignature &&
      (circuitChanged || Date.now() - publishState.lastGovernorPublish >= GOVERNOR_REPEAT_MS)
    ) {
      publishState.lastGovernorSignature = signature;
      publishState.lastGovernorPublish = Date.now();
      await publishSafely(context, { kind: 'governor.status', governor: status });
    }
    if (leaderState.progressDirty) {
      leaderState.progressDirty = false;
      await publishSafely(context, { kind: 'sync.progress', freshness: await fullFreshness() });
    }
    if (Date.now() - publishState.lastPrune >= MINUTE_MS) {
      publishState.lastPrune = Date.now();
      await bus.prune(settings.liveRetentionMs, settings.liveMaxEvents);
      await inbox.prune(new Date(clock.now() - settings.inboxRetentionMs));
    }
  } catch (error) {
    context.logger?.warn({ err: error }, 'could not publish the sync state');
  }
}
