import { z } from 'zod';
import type { RequestType } from '../../contract/upstream/enums';
import type { Database } from '../db/database';
import type { ApplyObservation } from '../webhooks/inbox/processInbox';
import type { Observation, ObservationResult } from '../mirror/apply/applyObservation';
import { applyListedPage } from './applyListedPage';
import { dayStartMs, utcDay } from './calendarDays';
import { listedObservations } from './listedObservations';
import { dropCoveredRefreshes } from './refreshQueue';
import type { ListPage } from './vendorListing';

/** The four listings of a run: each type's changed requests, then its removed ones. */
export const RECONCILE_STEPS: ReadonlyArray<{ type: RequestType; removed: boolean }> = [
  { type: 'order', removed: false },
  { type: 'order', removed: true },
  { type: 'budget', removed: false },
  { type: 'budget', removed: true },
];

const HOUR_MS = 3_600_000;

/**
 * A vendor day filter names a date in the vendor's own time zone, which the spec does not give.
 * Whatever the zone (UTC-12 to UTC+14), everything from 12:00 UTC of that date on is inside it.
 */
export const VENDOR_DAY_SLACK_MS = 12 * HOUR_MS;

export const reconcileRun = z.object({
  /** The `lastUpdateAfter` day of every listing of the run. */
  after: z.string(),
  /** Painel's clock when the run's first call was sent. */
  startedAt: z.number().nullable(),
  step: z.number().int().min(0),
  page: z.number().int().min(1),
  /** When the current step's first page was sent. */
  stepStartedAt: z.number().nullable(),
  calls: z.number().int(),
  applied: z.number().int(),
  changed: z.number().int(),
});
export type ReconcileRun = z.infer<typeof reconcileRun>;

export const reconcileState = z.object({
  /** When the last completed run's first call was sent: every change before it is in the mirror. */
  lastStartedAt: z.number().nullable(),
  lastCompletedAt: z.number().nullable(),
  lastCalls: z.number().int(),
  lastChanged: z.number().int(),
  runs: z.number().int(),
  intervalMs: z.number().nullable(),
  nextDueAt: z.number().nullable(),
  current: reconcileRun.nullable(),
  waitingUntil: z.number().nullable(),
});
export type ReconcileState = z.infer<typeof reconcileState>;

export const initialReconcileState: ReconcileState = {
  lastStartedAt: null,
  lastCompletedAt: null,
  lastCalls: 0,
  lastChanged: 0,
  runs: 0,
  intervalMs: null,
  nextDueAt: null,
  current: null,
  waitingUntil: null,
};

/**
 * The first day every run lists from: the start of the last completed run (or of the backfill)
 * moved back by the overlap, so consecutive windows always overlap: changes of the overlap are
 * read twice (applied once: the mirror sees they are unchanged), none falls between two runs.
 */
export function reconcileAfterDay(since: number, overlapMs: number): string {
  return utcDay(since - overlapMs);
}

export interface ReconcileDeps {
  db: Database;
  list: ListPage;
  apply: ApplyObservation;
  onApplied?: (result: ObservationResult, observation: Observation) => void;
}

export interface ReconcileStepResult {
  state: ReconcileState;
  /** The run ended with this step. */
  completed: boolean;
}

/**
 * One call of a reconcile run: a page of the requests changed (or removed) since the run's day,
 * applied with source `reconcile`. A run that is interrupted carries on from its page; a refusal
 * or failure is thrown before anything changed. When a type's changed requests are all read, the
 * webhook follow-ups they cover are dropped from the refresh queue.
 */
export async function reconcileStep(
  deps: ReconcileDeps,
  state: ReconcileState,
  begin: { since: number; overlapMs: number },
  completedAt: () => number,
): Promise<ReconcileStepResult> {
  const run: ReconcileRun = state.current ?? {
    after: reconcileAfterDay(begin.since, begin.overlapMs),
    startedAt: null,
    step: 0,
    page: 1,
    stepStartedAt: null,
    calls: 0,
    applied: 0,
    changed: 0,
  };
  const step = RECONCILE_STEPS[run.step];
  if (!step) throw new RangeError(`A reconcile run has no step ${run.step}.`);
  const page = await deps.list({
    type: step.type,
    page: run.page,
    query: step.removed ? { removed: true, lastUpdateAfter: run.after } : { lastUpdateAfter: run.after },
    priority: 'reconcile',
    why: `reconcile of ${step.removed ? 'removed ' : ''}${step.type}s changed since ${run.after}`,
  });
  const next: ReconcileRun = {
    ...run,
    startedAt: run.startedAt ?? page.sentAt.getTime(),
    stepStartedAt: run.stepStartedAt ?? page.sentAt.getTime(),
    calls: run.calls + 1,
  };
  const { observations } = listedObservations(page, {
    type: step.type,
    source: 'reconcile',
    removed: step.removed,
  });
  const applied = await applyListedPage(deps.db, step.type, observations, deps.apply, deps.onApplied);
  next.applied += observations.length;
  next.changed += applied.changed;
  if (page.records.length >= page.pageLimit) {
    return {
      state: { ...state, current: { ...next, page: run.page + 1 }, waitingUntil: null },
      completed: false,
    };
  }
  if (!step.removed) {
    await dropCoveredRefreshes(
      deps.db,
      step.type,
      new Date(dayStartMs(run.after) + VENDOR_DAY_SLACK_MS),
      new Date(next.stepStartedAt ?? page.sentAt.getTime()),
    );
  }
  if (run.step + 1 < RECONCILE_STEPS.length) {
    return {
      state: {
        ...state,
        current: { ...next, step: run.step + 1, page: 1, stepStartedAt: null },
        waitingUntil: null,
      },
      completed: false,
    };
  }
  return {
    state: {
      ...state,
      lastStartedAt: next.startedAt,
      lastCompletedAt: completedAt(),
      lastCalls: next.calls,
      lastChanged: next.changed,
      runs: state.runs + 1,
      current: null,
      waitingUntil: null,
    },
    completed: true,
  };
}
