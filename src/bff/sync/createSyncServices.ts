import type { SyncServicesForLoops } from './loops/syncWorkContext';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Database, DatabaseKind } from '../db/database';
import type { Governor } from '../governor/governor';
import { createWebhookInbox, type WebhookInbox } from '../webhooks/inbox/webhookInbox';
import {
  createInProcessLiveBus,
  createPostgresLiveBus,
  type LiveBus,
  type LiveBusLogger,
} from '../live/liveBus';
import { applyObservation } from '../mirror/apply/applyObservation';
import type { MetricsRegistry } from '../ops/metrics';
import type { UpstreamClient } from '../vendor/client/index';
import type { VendorCallEvent } from '../vendor/governed/createVendor';
import type { DeliveryHandler } from '../webhooks/receive/delivery';
import type { WriteHooks } from '../writes/writeHooks';
import { advisoryLockLeadership, alwaysLeader, type Leadership } from './leadership';
import { queuedRefreshCount } from './refreshQueue';
import { createSyncEngine, type SyncEngine } from './syncEngine';
import { syncSettingsFromConfig } from './syncSettings';
import { createVendorListing } from './vendorListing';

/** The parts of `Services` the sync brings: the inbox, the live events and the sync itself. */
export interface SyncServices {
  /** The durable webhook inbox (src/bff/webhooks/inbox). */
  inbox: WebhookInbox;
  /** Live events for the SSE streams, fanned out across processes (src/bff/live). */
  live: LiveBus;
  /** Backfill, reconcile, refreshes and delivery processing; runs once started, on the leader. */
  sync: SyncEngine;
}

export interface SyncServiceOptions {
  config: Config;
  db: Database;
  dbKind: DatabaseKind;
  clock: Clock;
  governor: Governor;
  client: UpstreamClient | null;
  writes: WriteHooks;
  metrics: MetricsRegistry;
  observe?: (event: VendorCallEvent) => void;
  logger?: LiveBusLogger;
  /** Reads one type's statuses into the statuses cache (the sync reads those never stored). */
  readStatuses?: SyncServicesForLoops['readStatuses'];
}

export function createSyncServices(options: SyncServiceOptions): SyncServices & {
  /** Stores each accepted delivery in the inbox and wakes the processor, wherever it runs. */
  deliveryHandler: DeliveryHandler;
  close(): Promise<void>;
} {
  const { config, db, dbKind, clock, governor, writes } = options;
  const inbox = createWebhookInbox({ db });
  const live: LiveBus =
    dbKind === 'postgres' && config.DATABASE_URL
      ? createPostgresLiveBus({ db, clock, connectionString: config.DATABASE_URL, logger: options.logger })
      : createInProcessLiveBus({ db, clock });
  const leadership: Leadership =
    dbKind === 'postgres' && config.DATABASE_URL
      ? advisoryLockLeadership({ connectionString: config.DATABASE_URL })
      : alwaysLeader();
  const sync = createSyncEngine({
    db,
    clock,
    governor,
    list: createVendorListing({ client: options.client, governor, clock, observe: options.observe }),
    apply: applyObservation,
    bus: live,
    inbox,
    leadership,
    settings: syncSettingsFromConfig(config),
    readStatuses: options.readStatuses,
  });
  // Only a process that syncs follows its writes up: one that never started spends no calls. The
  // ask is queued, so a write made while the sync is paused is refreshed once it runs again.
  writes.onAfterWrite((event) => (sync.enabled ? sync.refreshAfterWrite(event) : undefined));

  const deliveryHandler: DeliveryHandler = async (delivery, context) => {
    await inbox.handler(delivery, context);
    // The leader may be another process: tell it, after the answer is decided, without waiting.
    void live.signal('inbox').catch(() => undefined);
  };

  watchSync(options.metrics, { inbox, live, leadership, db, sync });
  return {
    inbox,
    live,
    sync,
    deliveryHandler,
    async close() {
      await sync.stop();
      await live.close();
    },
  };
}

function watchSync(
  registry: MetricsRegistry,
  parts: { inbox: WebhookInbox; live: LiveBus; leadership: Leadership; db: Database; sync: SyncEngine },
) {
  const deliveries = registry.gauge(
    'painel_webhook_inbox_deliveries',
    'Webhook deliveries kept in the inbox, by status (pending, done, failed, unknown_kind).',
    ['status'],
  );
  const repeats = registry.gauge(
    'painel_webhook_inbox_repeats',
    'Repeated deliveries of content already in the inbox (answered 200, applied once), over the rows kept.',
  );
  const queued = registry.gauge(
    'painel_sync_refresh_queue',
    'Requests waiting for a refresh from the vendor.',
  );
  const subscribers = registry.gauge('painel_live_streams', 'Live event streams open on this process.');
  const leader = registry.gauge('painel_sync_leader', '1 while this process runs the sync, else 0.');
  registry.onCollect(async () => {
    const counts = await parts.inbox.counts();
    deliveries.set({ status: 'pending' }, counts.pending);
    deliveries.set({ status: 'done' }, counts.done);
    deliveries.set({ status: 'failed' }, counts.failed);
    deliveries.set({ status: 'unknown_kind' }, counts.unknownKind);
    repeats.set(counts.duplicates);
    queued.set(await queuedRefreshCount(parts.db));
    subscribers.set(parts.live.subscriberCount());
    leader.set(parts.sync.started && parts.leadership.isLeader() ? 1 : 0);
  });
}
