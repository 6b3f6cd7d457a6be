import { type Clock, systemClock } from './clock';
import type { Config } from './config';
import type { Database, DatabaseKind } from './db/database';
import { openDatabase } from './db/openDatabase';
import { countUnknownValues } from './ops/unknownValueMetric';
import { budgetsFromConfig } from './governor/budgets';
import { createGovernor, type Governor, type GovernorLogger } from './governor/governor';
import { createMirror, type Mirror } from './mirror/createMirror';
import { configuredStatuses, statusesFromMirror } from './mirror/read/statusesSource';
import type { SecretObserver } from './auth/passwords';
import { createSecurityServices, type SecurityServices } from './auth/securityServices';
import type { DeliveryHandler } from './webhooks/receive/delivery';
import { createPainelMetrics, type PainelMetrics, watchGovernor } from './ops/painelMetrics';
import { createStatusesCache, type StatusesCache } from './statuses/statusesCache';
import { createSyncServices, type SyncServices } from './sync/createSyncServices';
import { createUpstreamClient } from './vendor/client/index';
import { createVendor, type Vendor, type VendorCallEvent } from './vendor/governed/createVendor';
import { WriteHooks } from './writes/writeHooks';

/**
 * Everything the routes need, built once per process from the configuration. Tests build the same
 * thing with an in-memory database and a manual clock, so no route reaches for a global.
 */
export interface Services extends SecurityServices, SyncServices {
  config: Config;
  clock: Clock;
  db: Database;
  dbKind: DatabaseKind;
  governor: Governor;
  /** Every vendor operation, governed, with failures told as problems (src/bff/vendor). */
  vendor: Vendor;
  /** The configured request statuses, cached for every process (src/bff/statuses). */
  statuses: StatusesCache;
  /** The mirror of the vendor's requests: observations in, every read of the SPA out (src/bff/mirror). */
  mirror: Mirror;
  /** Listeners of writes: `onAfterWrite` for the mirror, `onWriteAudited` for the audit log. */
  writes: WriteHooks;
  /** Prometheus series; parts add theirs through `metrics.registry`. */
  metrics: PainelMetrics;
  /** Releases what the services hold (the database last); safe to call once at shutdown. */
  close(): Promise<void>;
}

export interface ServiceOverrides {
  clock?: Clock;
  /** Overrides DATA_DIR, e.g. `memory://` in tests. */
  dataDir?: string;
  logger?: GovernorLogger;
  /** Told every password and session token handled: the test suite's leak detector listens. */
  onSecret?: SecretObserver;
  /** Receives accepted webhook deliveries (default: the durable inbox, src/bff/webhooks/inbox). */
  onDelivery?: DeliveryHandler;
  /**
   * The vendor to talk to, when the configuration names none: in sandbox mode the entry starts the
   * sandbox and hands its address and (random) token here.
   */
  upstream?: { baseUrl: string; token: string };
}

export async function createServices(config: Config, overrides: ServiceOverrides = {}): Promise<Services> {
  const clock = overrides.clock ?? systemClock;
  const opened = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: overrides.dataDir ?? config.DATA_DIR,
  });
  const governor = createGovernor({
    db: opened.db,
    budgets: budgetsFromConfig(config),
    clock,
    logger: overrides.logger,
  });
  const metrics = createPainelMetrics();
  watchGovernor(metrics.registry, governor);
  const stopCountingUnknownValues = countUnknownValues(metrics.registry);
  const client = upstreamClientFor(config, overrides);
  const observe = (event: VendorCallEvent) => {
    metrics.upstreamCalls.inc({
      operation: event.operation,
      priority: event.priority,
      outcome: event.outcome,
    });
    if (event.unreadable > 0) metrics.unreadableFields.inc({ operation: event.operation }, event.unreadable);
  };
  const vendor = createVendor({ client, governor, clock, observe });
  const writes = new WriteHooks();
  const statuses = createStatusesCache({ db: opened.db, vendor, clock });
  const sync = createSyncServices({
    config,
    db: opened.db,
    dbKind: opened.kind,
    clock,
    governor,
    client,
    writes,
    metrics: metrics.registry,
    observe,
    logger: overrides.logger,
    // Background work: the screens' first sight of a fresh install must not wait for the vendor.
    readStatuses: (type) => statuses.refresh(type, 'reconcile'),
  });
  const security = createSecurityServices({
    config,
    db: opened.db,
    clock,
    onSecret: overrides.onSecret,
    onDelivery: overrides.onDelivery ?? sync.deliveryHandler,
    knownSecrets: [overrides.upstream?.token],
  });
  writes.onWriteAudited((event) => security.audit.record(event));
  return {
    config,
    clock,
    db: opened.db,
    dbKind: opened.kind,
    governor,
    vendor,
    statuses,
    mirror: createMirror({
      db: opened.db,
      clock,
      statusesSource: configuredStatuses(statuses, statusesFromMirror(opened.db)),
      freshnessSource: () => sync.sync.freshness(),
    }),
    writes,
    metrics,
    ...security,
    inbox: sync.inbox,
    live: sync.live,
    sync: sync.sync,
    async close() {
      stopCountingUnknownValues();
      try {
        await sync.close();
      } finally {
        await governor.endsRecorded();
        await opened.close();
      }
    },
  };
}

/** The configured vendor, or the one the entry supplies in sandbox mode; none at all is allowed. */
function upstreamClientFor(config: Config, overrides: ServiceOverrides) {
  const upstream =
    overrides.upstream ??
    (config.UPSTREAM_BASE_URL && config.UPSTREAM_TOKEN
      ? { baseUrl: config.UPSTREAM_BASE_URL, token: config.UPSTREAM_TOKEN }
      : undefined);
  if (!upstream) return null;
  return createUpstreamClient({
    baseUrl: upstream.baseUrl,
    token: upstream.token,
    userAgent: 'Painel',
  });
}
