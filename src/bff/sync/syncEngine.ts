import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Freshness } from '../../contract/api/freshness';
import type { LiveEvent } from '../../contract/api/liveEvents';
import { MAX_PAGE_LIMIT, type RequestType } from '../../contract/upstream/index';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';
import { webhookInbox } from '../db/schema/inbox';
import type { Governor } from '../governor/governor';
import { GovernorRefusal } from '../governor/governorRefusal';
import { type ApplyObservation, processNextDelivery } from '../inbox/processInbox';
import type { WebhookInbox } from '../inbox/webhookInbox';
import type { LiveBus } from '../live/liveBus';
import { observationEvents } from '../live/observationEvents';
import type { Observation, ObservationResult } from '../mirror/applyObservation';
import type { SyncFreshness } from '../mirror/freshnessSource';
import { mirrorCounts } from '../mirror/mirrorCounts';
import { UpstreamError } from '../upstream/errors';
import { actingPersonOf } from '../writes/writeActor';
import type { AfterWriteEvent } from '../writes/writeHooks';
import {
  type BackfillCursor,
  backfillCursor,
  backfillStep,
  initialBackfillCursor,
  nextBackfillType,
} from './backfill';
import type { Leadership } from './leadership';
import { initialReconcileState, type ReconcileState, reconcileState, reconcileStep } from './reconcile';
import { reconcileIntervalMs } from './reconcileInterval';
import {
  completeRefresh,
  deferRefresh,
  dueRefreshes,
  enqueueRefresh,
  nextRefreshDue,
  type QueuedRefresh,
  queuedRefreshCount,
} from './refreshQueue';
import { refreshRequest } from './refreshRequest';
import { syncFreshnessOf } from './syncFreshness';
import type { SyncSettings } from './syncSettings';
import { readSyncState, writeSyncState } from './syncStateStore';
import type { ListPage } from './vendorListing';
import { WorkLoop, type WorkPass } from './workLoop';

export interface SyncLogger {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
}

export interface SyncEngineOptions {
  db: Database;
  clock: Clock;
  governor: Governor;
  list: ListPage;
  apply: ApplyObservation;
  bus: LiveBus;
  inbox: WebhookInbox;
  leadership: Leadership;
  settings: SyncSettings;
}

export interface SyncStartOptions {
  logger?: SyncLogger;
  /** Longest wall-clock sleep of an idle loop (default 2 s); tests with a manual clock use less. */
  tickMs?: number;
  /** How often the governor's state and the sync's progress are published (wall clock, default 2 s). */
  publishEveryMs?: number;
}

/** What the sync did since this process started, for metrics and tests. */
export interface SyncCounters {
  refreshes: number;
  refreshesNotFound: number;
  backfillPages: number;
  reconcilePages: number;
  reconcileRuns: number;
  deliveriesApplied: number;
  deliveriesFailed: number;
  refusals: number;
  vendorErrors: number;
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
}

const backfillKey = (type: RequestType) => `backfill:${type}`;
const RECONCILE_KEY = 'reconcile';
const MINUTE_MS = 60_000;

function shortError(error: unknown): string {
  if (error instanceof UpstreamError) return `${error.kind} (${error.status ?? 'no status'})`;
  return (error instanceof Error ? error.name : typeof error).slice(0, 120);
}

/** After `failures` failures in a row, wait this long (30 s doubling, at most 30 minutes). */
function backoffMs(failures: number): number {
  return Math.min(30 * MINUTE_MS, 30_000 * 2 ** Math.max(0, failures - 1));
}

export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { db, clock, governor, list, apply, bus, inbox, leadership, settings } = options;
  let logger: SyncLogger | undefined;
  let started = false;
  let enabled = false;
  let loops: WorkLoop[] = [];
  let vendorLoop: WorkLoop | null = null;
  let publishTimer: NodeJS.Timeout | null = null;
  const unsubscribes: Array<() => void> = [];
  const counters: SyncCounters = {
    refreshes: 0,
    refreshesNotFound: 0,
    backfillPages: 0,
    reconcilePages: 0,
    reconcileRuns: 0,
    deliveriesApplied: 0,
    deliveriesFailed: 0,
    refusals: 0,
    vendorErrors: 0,
  };

  // The leader's working copies of the stored state (it is the only writer while it leads).
  let cursors: Record<RequestType, BackfillCursor> | null = null;
  let reconcile: ReconcileState | null = null;
  /** Until when a governor class (or everything, after a 401) is not worth asking. */
  const blockedUntil = new Map<string, number>();
  const failures = { backfill: 0, reconcile: 0 };
  let progressDirty = false;
  let lastGovernorSignature = '';
  let lastGovernorPublish = 0;
  let lastPrune = 0;

  const now = () => clock.now();
  const blocked = (key: string) =>
    (blockedUntil.get(key) ?? 0) > now() || (blockedUntil.get('all') ?? 0) > now();

  async function publish(event: LiveEvent) {
    try {
      await bus.publish(event);
    } catch (error) {
      logger?.warn({ err: error, kind: event.kind }, 'could not publish a live event');
    }
  }

  function onApplied(result: ObservationResult, observation: Observation) {
    // The backfill reports per page (sync.progress): thousands of old requests are no news.
    if (observation.source === 'backfill') return;
    for (const event of observationEvents(result, observation)) void publish(event);
  }

  async function loadState() {
    const fresh = initialBackfillCursor(now(), settings.backfillHorizonMonths);
    cursors = {
      order: await readSyncState(db, backfillKey('order'), backfillCursor, fresh),
      budget: await readSyncState(db, backfillKey('budget'), backfillCursor, fresh),
    };
    reconcile = await readSyncState(db, RECONCILE_KEY, reconcileState, initialReconcileState);
  }

  async function saveCursor(type: RequestType, cursor: BackfillCursor) {
    if (cursors) cursors[type] = cursor;
    await writeSyncState(db, backfillKey(type), cursor, new Date(now()));
    progressDirty = true;
  }

  async function saveReconcile(state: ReconcileState) {
    reconcile = state;
    await writeSyncState(db, RECONCILE_KEY, state, new Date(now()));
    progressDirty = true;
  }

  /** Remembers a refusal or failure so that the same work is not asked for again too soon. */
  function noteFailure(key: string, error: unknown, failuresInRow: number): number {
    if (error instanceof GovernorRefusal) {
      counters.refusals += 1;
      const until = error.retryAt?.getTime() ?? now() + MINUTE_MS;
      blockedUntil.set(error.priority, until);
      return until;
    }
    counters.vendorErrors += 1;
    if (error instanceof UpstreamError && error.kind === 'unauthorized') {
      // 401 is also "the listing is unavailable" (spec): every listing would get the same.
      const until = now() + 10 * MINUTE_MS;
      blockedUntil.set('all', until);
      logger?.warn(
        { err: error },
        'the vendor refused the listing (401: token or function unavailable); the sync waits 10 minutes',
      );
      return until;
    }
    logger?.warn({ err: error, work: key }, 'a sync call failed; it will be tried again later');
    return now() + backoffMs(failuresInRow);
  }

  // ---- refreshes ---------------------------------------------------------------------------

  async function runRefresh(item: QueuedRefresh): Promise<void> {
    try {
      const outcome = await refreshRequest(
        { db, list, apply, onApplied },
        {
          type: item.type,
          code: item.code,
          priority: item.priority === 'refresh' ? 'refresh' : 'webhook',
          source: item.source === 'write' ? 'write' : 'refresh',
          person: item.person,
        },
      );
      counters.refreshes += 1;
      if (outcome.found === 'nowhere') {
        counters.refreshesNotFound += 1;
        logger?.warn(
          { type: item.type, code: item.code },
          'a refreshed request is listed neither live nor removed',
        );
      }
      await completeRefresh(db, item, outcome.sentAt, settings.refreshCoalesceMs);
    } catch (error) {
      const until = noteFailure(`refresh ${item.type}`, error, item.attempts + 1);
      await deferRefresh(db, item, new Date(until), shortError(error));
    }
  }

  // ---- reconcile ---------------------------------------------------------------------------

  function backfillStartedAt(): number | null {
    if (!cursors) return null;
    const starts = [cursors.order.startedAt, cursors.budget.startedAt].filter(
      (at): at is number => at !== null,
    );
    return starts.length > 0 ? Math.min(...starts) : null;
  }

  async function reconcileDue(): Promise<boolean> {
    if (!reconcile || blocked('reconcile')) return false;
    if (reconcile.current) return true;
    if (reconcile.lastStartedAt === null) {
      // The first run lists what changed since the backfill began, once it had time to change.
      const began = backfillStartedAt();
      return began !== null && now() >= began + settings.reconcileMinMs;
    }
    if (reconcile.nextDueAt === null || now() >= reconcile.nextDueAt) return true;
    // Many deliveries waiting for a follow-up: one run of the reconcile answers them for less.
    if (reconcile.lastCompletedAt !== null && now() >= reconcile.lastCompletedAt + settings.reconcileMinMs) {
      const waiting = await queuedRefreshCount(db);
      return waiting >= Math.max(10, reconcile.lastCalls + 5);
    }
    return false;
  }

  async function runReconcileStep(): Promise<void> {
    const state = reconcile ?? initialReconcileState;
    const since = state.lastStartedAt ?? backfillStartedAt() ?? now();
    try {
      const step = await reconcileStep(
        { db, list, apply, onApplied },
        state,
        { since, overlapMs: settings.reconcileOverlapMs },
        now,
      );
      counters.reconcilePages += 1;
      failures.reconcile = 0;
      let next = step.state;
      if (step.completed) {
        counters.reconcileRuns += 1;
        const status = await governor.status();
        const intervalMs = reconcileIntervalMs(next.lastCalls, status, {
          minMs: settings.reconcileMinMs,
          maxMs: settings.reconcileMaxMs,
        });
        next = { ...next, intervalMs, nextDueAt: now() + intervalMs };
        logger?.info(
          { calls: next.lastCalls, changed: next.lastChanged, nextInSeconds: Math.round(intervalMs / 1000) },
          'reconcile run completed',
        );
      }
      await saveReconcile(next);
    } catch (error) {
      failures.reconcile += 1;
      const until = noteFailure('reconcile', error, failures.reconcile);
      if (!(error instanceof GovernorRefusal)) blockedUntil.set('reconcile', until);
      await saveReconcile({ ...state, waitingUntil: until });
    }
  }

  // ---- backfill ----------------------------------------------------------------------------

  /** The backfill may only use what the background budget has beyond the reserve. */
  async function backfillRoom(): Promise<number | null> {
    const status = await governor.status();
    const room = status.classes.find((entry) => entry.priority === 'backfill');
    if (!room || status.circuit.state === 'open') return now() + MINUTE_MS;
    const reserveCalls = status.calls.limit * status.backgroundShare * settings.backfillReserveShare;
    const reserveSeconds = status.seconds.limit * status.backgroundShare * settings.backfillReserveShare;
    if (
      room.callsLeft >= reserveCalls + 1 &&
      room.secondsLeft * 1000 >= reserveSeconds * 1000 + settings.callTimeoutMs
    ) {
      return null;
    }
    const freeAt = status.calls.nextFreeAt ?? status.seconds.nextFreeAt;
    return Math.max(now() + 30_000, freeAt ? Date.parse(freeAt) : 0);
  }

  async function runBackfillStep(type: RequestType): Promise<void> {
    const cursor = cursors?.[type];
    if (!cursor) return;
    const waitUntil = await backfillRoom();
    if (waitUntil !== null) {
      blockedUntil.set('backfill', waitUntil);
      await saveCursor(type, { ...cursor, waitingUntil: waitUntil });
      return;
    }
    try {
      const step = await backfillStep({ db, list, apply, onApplied }, type, cursor);
      counters.backfillPages += 1;
      failures.backfill = 0;
      await saveCursor(type, step.cursor);
      if (step.cursor.phase === 'done' && cursor.phase !== 'done') {
        logger?.info({ type, records: step.cursor.records, pages: step.cursor.pages }, 'backfill completed');
      }
    } catch (error) {
      failures.backfill += 1;
      const until = noteFailure('backfill', error, failures.backfill);
      blockedUntil.set('backfill', until);
      await saveCursor(type, { ...cursor, waitingUntil: until });
    }
  }

  // ---- the loops ---------------------------------------------------------------------------

  async function vendorPass(): Promise<WorkPass> {
    if (!leadership.isLeader()) return { did: false };
    if (!cursors || !reconcile) await loadState();
    const at = now();
    if (!blocked('refresh') || !blocked('webhook')) {
      const due = await dueRefreshes(db, new Date(at), 20);
      const next = due.find((item) => !blocked(item.priority === 'refresh' ? 'refresh' : 'webhook'));
      if (next) {
        await runRefresh(next);
        return { did: true };
      }
    }
    if (await reconcileDue()) {
      await runReconcileStep();
      return { did: true };
    }
    const type = cursors ? nextBackfillType(cursors) : null;
    if (type && !blocked('backfill')) {
      await runBackfillStep(type);
      return { did: true };
    }
    const candidates = [
      (await nextRefreshDue(db))?.getTime(),
      reconcile?.current ? undefined : (reconcile?.nextDueAt ?? undefined),
      ...[...blockedUntil.values()].filter((until) => until > at),
    ].filter((value): value is number => typeof value === 'number');
    return { did: false, nextAt: candidates.length > 0 ? Math.min(...candidates) : null };
  }

  async function inboxPass(): Promise<WorkPass> {
    if (!leadership.isLeader()) return { did: false };
    const step = await processNextDelivery({
      db,
      clock,
      apply,
      refreshCoalesceMs: settings.refreshCoalesceMs,
      onApplied,
    });
    if (step.kind === 'applied') {
      counters.deliveriesApplied += 1;
      vendorLoop?.wake();
      return { did: true };
    }
    if (step.kind === 'failed') {
      counters.deliveriesFailed += 1;
      logger?.warn(
        { inboxId: step.id, error: step.error, gaveUp: step.gaveUp },
        'a webhook delivery could not be applied',
      );
      return { did: true };
    }
    const [row] = await queryRows(
      db,
      sql`select min(${webhookInbox.availableAt}) as at from ${webhookInbox} where ${webhookInbox.status} = 'pending'`,
      z.object({ at: z.coerce.date().nullable() }),
    );
    return { did: false, nextAt: row?.at?.getTime() ?? null };
  }

  async function publishRound() {
    if (!leadership.isLeader()) return;
    try {
      const status = await governor.status();
      const signature = JSON.stringify([
        status.circuit.state,
        status.calls.used,
        Math.round(status.seconds.used),
        status.classes.map((entry) => entry.fitsAt),
      ]);
      const circuitChanged = !lastGovernorSignature.startsWith(`["${status.circuit.state}"`);
      if (
        signature !== lastGovernorSignature &&
        (circuitChanged || Date.now() - lastGovernorPublish >= 15_000)
      ) {
        lastGovernorSignature = signature;
        lastGovernorPublish = Date.now();
        await publish({ kind: 'governor.status', governor: status });
      }
      if (progressDirty) {
        progressDirty = false;
        await publish({ kind: 'sync.progress', freshness: await fullFreshness() });
      }
      if (Date.now() - lastPrune >= MINUTE_MS) {
        lastPrune = Date.now();
        await bus.prune(settings.liveRetentionMs, settings.liveMaxEvents);
        await inbox.prune(new Date(now() - settings.inboxRetentionMs));
      }
    } catch (error) {
      logger?.warn({ err: error }, 'could not publish the sync state');
    }
  }

  async function freshness(): Promise<SyncFreshness> {
    const fallback = initialBackfillCursor(now(), settings.backfillHorizonMonths);
    const [order, budget, storedReconcile, lastWebhookAt, status] = await Promise.all([
      readSyncState(db, backfillKey('order'), backfillCursor, fallback),
      readSyncState(db, backfillKey('budget'), backfillCursor, fallback),
      readSyncState(db, RECONCILE_KEY, reconcileState, initialReconcileState),
      inbox.lastReceivedAt(),
      governor.status(),
    ]);
    return syncFreshnessOf({
      cursors: [order, budget],
      reconcile: storedReconcile,
      lastWebhookAt,
      now: now(),
      pageLimit: MAX_PAGE_LIMIT,
      // What the backfill may spend per hour: the background share less what it leaves to others.
      budgetPagesPerHour: status.calls.limit * status.backgroundShare * (1 - settings.backfillReserveShare),
    });
  }

  async function fullFreshness(): Promise<Freshness> {
    const [mirrored, sync] = await Promise.all([mirrorCounts(db), freshness()]);
    return { mirrored, ...sync };
  }

  async function findByPaymentId(paymentId: string): Promise<Array<{ type: RequestType; code: string }>> {
    return queryRows(
      db,
      sql`select type, code from mirror_requests
          where record -> 'payment' -> 'links' @> ${JSON.stringify([{ id: paymentId }])}::jsonb limit 5`,
      z.object({ type: z.enum(['order', 'budget']), code: z.string() }),
    );
  }

  async function refreshAfterWrite(event: AfterWriteEvent): Promise<void> {
    const targets = event.request
      ? [event.request]
      : event.paymentId
        ? await findByPaymentId(event.paymentId)
        : [];
    for (const target of targets) {
      await enqueueRefresh(db, {
        type: target.type,
        code: target.code,
        priority: 'refresh',
        source: 'write',
        person: actingPersonOf(event.actor),
        requestedAt: event.at,
        dueAt: event.at,
      });
    }
    if (targets.length > 0) vendorLoop?.wake();
  }

  return {
    get started() {
      return started;
    },
    get enabled() {
      return enabled;
    },
    counters,
    freshness,
    fullFreshness,
    refreshAfterWrite,

    async start(startOptions = {}) {
      if (started) return;
      started = true;
      enabled = true;
      logger = startOptions.logger ?? logger;
      const tickMs = startOptions.tickMs ?? 2_000;
      const loopOptions = { tickMs, errorPauseMs: 5_000, logger };
      const inboxLoop = new WorkLoop('inbox', inboxPass, clock, loopOptions);
      vendorLoop = new WorkLoop('vendor', vendorPass, clock, loopOptions);
      loops = [inboxLoop, vendorLoop];
      unsubscribes.push(
        inbox.onStored(() => inboxLoop.wake()),
        bus.onSignal('inbox', () => inboxLoop.wake()),
        leadership.onChange((leader) => {
          cursors = null;
          reconcile = null;
          blockedUntil.clear();
          if (leader) for (const loop of loops) loop.wake();
        }),
      );
      await leadership.start();
      for (const loop of loops) loop.start();
      const every = startOptions.publishEveryMs ?? 2_000;
      const tick = () => {
        publishTimer = setTimeout(() => {
          void publishRound().finally(() => {
            if (started) tick();
          });
        }, every);
        publishTimer.unref();
      };
      tick();
    },

    async stop(stopOptions = {}) {
      if (!started) return;
      started = false;
      if (publishTimer) clearTimeout(publishTimer);
      for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
      await Promise.all(loops.map((loop) => loop.stop(stopOptions)));
      loops = [];
      vendorLoop = null;
      await leadership.stop();
      cursors = null;
      reconcile = null;
    },

    async settle() {
      if (!started) return;
      // Two rounds: the inbox's work queues refreshes the vendor loop must then see, and back.
      for (let round = 0; round < 2; round += 1) {
        for (const loop of loops) await loop.whenIdle();
      }
      await publishRound();
    },
  };
}
