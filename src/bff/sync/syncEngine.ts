import type { Freshness } from '../../contract/api/freshness';
import type { SyncFreshness } from '../mirror/read/freshnessSource';
import type { AfterWriteEvent } from '../writes/writeHooks';
import { inboxPass } from './loops/inboxPass';
import { createLeaderState, forgetStoredState } from './loops/leaderState';
import { createPublishState, publishRound } from './loops/publishRound';
import {
  emptySyncCounters,
  type SyncCounters,
  type SyncLogger,
  type SyncServicesForLoops,
  type SyncWorkContext,
} from './loops/syncWorkContext';
import { vendorPass } from './loops/vendorPass';
import { queueRefreshAfterWrite } from './refreshAfterWrite';
import { fullFreshnessReport, syncFreshnessReport } from './syncFreshnessReport';
import type { Leadership } from './leadership';
import { WorkLoop } from './workLoop';

export type SyncEngineOptions = SyncServicesForLoops;

export interface SyncStartOptions {
  logger?: SyncLogger;
  /** Longest wall-clock sleep of an idle loop (default 2 s); tests with a manual clock use less. */
  tickMs?: number;
  /** How often the governor's state and the sync's progress are published (wall clock, default 2 s). */
  publishEveryMs?: number;
}

export interface SyncEngine {
  /** Starts following leadership and, while this process leads, the loops. */
  start(options?: SyncStartOptions): Promise<void>;
  /** Stops the loops after the step under way; `abandon` does not wait for it (a dying process). */
  stop(options?: { abandon?: boolean }): Promise<void>;
  readonly started: boolean;
  /** Whether this process was ever started: it then follows up its writes even while paused. */
  readonly enabled: boolean;
  /** The sync's part of GET /api/freshness (shared state: right on every process). */
  freshness(): Promise<SyncFreshness>;
  /** Everything of the freshness report, mirror counts included. */
  fullFreshness(): Promise<Freshness>;
  /** Queues an immediate refresh of what a confirmed write touched (the vendor may send no webhook). */
  refreshAfterWrite(event: AfterWriteEvent): Promise<void>;
  /** Resolves once every loop has nothing left to do at the current clock time (tests, benchmarks). */
  settle(): Promise<void>;
  readonly counters: SyncCounters;
  /** Whether this process leads the sync; the bulk runner follows it (ADR 075). */
  readonly leadership: Pick<Leadership, 'isLeader' | 'onChange'>;
}

/** While started: the two loops, the publishing timer and what to undo on stop. */
interface Running {
  inboxLoop: WorkLoop;
  vendorLoop: WorkLoop;
  publishTimer: NodeJS.Timeout | null;
  unsubscribes: Array<() => void>;
}

/**
 * The sync of one process: an inbox loop applying webhook deliveries, a vendor loop running
 * refreshes, the reconcile and the backfill (src/bff/sync/loops), and a timer publishing their
 * state; the loops work only while this process leads.
 */
export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const context: SyncWorkContext = { ...options, counters: emptySyncCounters(), logger: undefined };
  const leaderState = createLeaderState();
  const publishState = createPublishState();
  const engine = { started: false, enabled: false, running: null as Running | null };

  const fullFreshness = () => fullFreshnessReport(context);
  const publish = () => publishRound(context, publishState, leaderState, fullFreshness);

  return {
    get started() {
      return engine.started;
    },
    get enabled() {
      return engine.enabled;
    },
    counters: context.counters,
    leadership: {
      isLeader: () => context.leadership.isLeader(),
      onChange: (l) => context.leadership.onChange(l),
    },
    freshness: () => syncFreshnessReport(context),
    fullFreshness,

    async refreshAfterWrite(event) {
      const queued = await queueRefreshAfterWrite(context.db, event);
      if (queued > 0) engine.running?.vendorLoop.wake();
    },

    async start(startOptions = {}) {
      if (engine.started) return;
      engine.started = true;
      engine.enabled = true;
      context.logger = startOptions.logger ?? context.logger;
      const { clock, inbox, bus, leadership } = context;
      const loopOptions = {
        tickMs: startOptions.tickMs ?? 2_000,
        errorPauseMs: 5_000,
        logger: context.logger,
      };
      const vendorLoop = new WorkLoop('vendor', () => vendorPass(context, leaderState), clock, loopOptions);
      const inboxLoop = new WorkLoop(
        'inbox',
        () => inboxPass(context, () => vendorLoop.wake()),
        clock,
        loopOptions,
      );
      const running: Running = { inboxLoop, vendorLoop, publishTimer: null, unsubscribes: [] };
      engine.running = running;
      running.unsubscribes.push(
        inbox.onStored(() => inboxLoop.wake()),
        bus.onSignal('inbox', () => inboxLoop.wake()),
        leadership.onChange((leader) => {
          forgetStoredState(leaderState);
          leaderState.blocks.clear();
          if (leader) for (const loop of [inboxLoop, vendorLoop]) loop.wake();
        }),
      );
      await leadership.start();
      inboxLoop.start();
      vendorLoop.start();
      const every = startOptions.publishEveryMs ?? 2_000;
      const tick = () => {
        running.publishTimer = setTimeout(() => {
          void publish().finally(() => {
            if (engine.started) tick();
          });
        }, every);
        running.publishTimer.unref();
      };
      tick();
    },

    async stop(stopOptions = {}) {
      if (!engine.started) return;
      engine.started = false;
      const running = engine.running;
      engine.running = null;
      if (running) {
        if (running.publishTimer) clearTimeout(running.publishTimer);
        for (const unsubscribe of running.unsubscribes.splice(0)) unsubscribe();
        await Promise.all([running.inboxLoop.stop(stopOptions), running.vendorLoop.stop(stopOptions)]);
      }
      await context.leadership.stop();
      forgetStoredState(leaderState);
    },

    async settle() {
      if (!engine.started || !engine.running) return;
      const { inboxLoop, vendorLoop } = engine.running;
      // Two rounds: the inbox's work queues refreshes the vendor loop must then see, and back.
      for (let round = 0; round < 2; round += 1) {
        await inboxLoop.whenIdle();
        await vendorLoop.whenIdle();
      }
      await publish();
    },
  };
}
