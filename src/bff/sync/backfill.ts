import { z } from 'zod';
import type { RequestRecord, RequestType } from '../../contract/upstream/index';
import type { ApplyObservation } from '../webhooks/inbox/processInbox';
import type { Database } from '../db/database';
import type { Observation, ObservationResult } from '../mirror/apply/applyObservation';
import { applyListedPage } from './applyListedPage';
import { boundsStep } from './backfillBounds';
import { addDays, monthsBefore, monthStart, utcDay } from './calendarDays';
import { listedObservations } from './listedObservations';
import type { ListingPage, ListPage } from './vendorListing';

export const BACKFILL_PHASES = ['census', 'live', 'probe', 'removed', 'bounds', 'done'] as const;

/**
 * Where the backfill of one request type stands, stored in `sync_state` after every call, so that
 * a restart or a new leader carries on from the next page.
 *
 * - `census`: two one-record calls learn how many live and removed requests there are (the
 *   expected total, for progress and the time left).
 * - `live`: windows of one calendar month of creation dates, newest first, each paged newest
 *   first; a window whose total dropped while it was paged (a removal shifts later records up a
 *   page) is read once more.
 * - `probe`: after an empty window, one call asks for the newest request created before it, and
 *   the backfill jumps to that month, or learns there is nothing older.
 * - `removed`: the removed requests, paged.
 * - `bounds`: the listing carries no lastUpdate, so the days of the stalled window are read by
 *   lastUpdate day, newest first: a request listed on a day was in its status since no later than
 *   that day's end; one listed on none, since before the window (ADR 065).
 */
const cursorFields = z.object({
  phase: z.enum(BACKFILL_PHASES),
  startedAt: z.number().nullable(),
  finishedAt: z.number().nullable(),
  /** The oldest creation day the backfill goes back to. */
  horizon: z.string(),
  windowStart: z.string(),
  windowEnd: z.string(),
  page: z.number().int().min(1),
  windowTotal: z.number().int().nullable(),
  windowRedone: z.boolean(),
  expectedLive: z.number().int().nullable(),
  expectedRemoved: z.number().int().nullable(),
  /** Whether the live part of the census was taken (its total may still be unknown). */
  censusLiveTaken: z.boolean(),
  records: z.number().int(),
  pages: z.number().int(),
  /** Why it waits and until when (Painel's clock), for the freshness report. */
  waitingUntil: z.number().nullable(),
  /** The bounds phase: the oldest lastUpdate day it reads, the day it reads, when it began. */
  boundsFrom: z.string().nullable().default(null),
  boundsDay: z.string().nullable().default(null),
  boundsStartedAt: z.number().nullable().default(null),
});

/**
 * A cursor stored before the bounds phase existed (done, without its fields) takes that phase
 * once, so a mirror copied earlier gets its bounds too.
 */
export const backfillCursor = z.preprocess((value) => {
  if (
    value &&
    typeof value === 'object' &&
    !('boundsFrom' in value) &&
    'phase' in value &&
    value.phase === 'done'
  ) {
    return { ...value, phase: 'bounds' };
  }
  return value;
}, cursorFields);
export type BackfillCursor = z.infer<typeof cursorFields>;

export function initialBackfillCursor(now: number, horizonMonths: number): BackfillCursor {
  const today = utcDay(now);
  return {
    phase: 'census',
    startedAt: null,
    finishedAt: null,
    horizon: monthsBefore(today, horizonMonths),
    windowStart: monthStart(today),
    windowEnd: today,
    page: 1,
    windowTotal: null,
    windowRedone: false,
    expectedLive: null,
    expectedRemoved: null,
    censusLiveTaken: false,
    records: 0,
    pages: 0,
    waitingUntil: null,
    boundsFrom: null,
    boundsDay: null,
    boundsStartedAt: null,
  };
}

const PHASE_RANK: Record<BackfillCursor['phase'], number> = {
  census: 0,
  live: 1,
  probe: 1,
  removed: 2,
  bounds: 3,
  done: 4,
};

/**
 * The type to advance next: census first, then whichever type's current window is the most
 * recent (orders first on a tie), so both types' recent months arrive before either's old ones;
 * removed requests last. Null when both are done.
 */
export function nextBackfillType(cursors: Record<RequestType, BackfillCursor>): RequestType | null {
  const candidates = (['order', 'budget'] as const).filter((type) => cursors[type].phase !== 'done');
  candidates.sort((a, b) => {
    const ca = cursors[a];
    const cb = cursors[b];
    const rank = PHASE_RANK[ca.phase] - PHASE_RANK[cb.phase];
    if (rank !== 0) return rank;
    if (ca.phase === 'live' || ca.phase === 'probe') {
      if (ca.windowEnd !== cb.windowEnd) return ca.windowEnd < cb.windowEnd ? 1 : -1;
    }
    return a === 'order' ? -1 : 1;
  });
  return candidates[0] ?? null;
}

/** The creation day of a listed record as the vendor's `createdAfter`/`createdBefore` read it. */
export function creationDay(type: RequestType, record: RequestRecord): string | null {
  const text = type === 'order' ? (record.orderCreated ?? record.budgetCreated) : record.budgetCreated;
  if (!text) return null;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : utcDay(at);
}

export interface BackfillDeps {
  db: Database;
  list: ListPage;
  apply: ApplyObservation;
  onApplied?: (result: ObservationResult, observation: Observation) => void;
  /** Painel's clock (the bounds phase's start); Date.now when absent. */
  now?: () => number;
}

export interface BackfillStepResult {
  cursor: BackfillCursor;
  /** Records applied by this step. */
  applied: number;
}

async function applyPage(
  deps: BackfillDeps,
  type: RequestType,
  page: ListingPage,
  removed: boolean,
): Promise<number> {
  const { observations } = listedObservations(page, { type, source: 'backfill', removed });
  await applyListedPage(deps.db, type, observations, deps.apply, deps.onApplied);
  return observations.length;
}

/**
 * One vendor call of the backfill of `type`, applied to the mirror; returns the cursor to store.
 * Governor refusals and vendor failures are thrown before anything changed, so the same step is
 * simply tried again later.
 */
export async function backfillStep(
  deps: BackfillDeps,
  type: RequestType,
  cursor: BackfillCursor,
): Promise<BackfillStepResult> {
  const c: BackfillCursor = { ...cursor, waitingUntil: null };
  switch (c.phase) {
    case 'census': {
      const removed = c.censusLiveTaken;
      const page = await deps.list({
        type,
        page: 1,
        pageLimit: 1,
        query: removed ? { removed: true } : { createdAfter: '2000-01-01' },
        priority: 'backfill',
        why: `backfill census of ${removed ? 'removed' : 'live'} ${type}s`,
      });
      c.startedAt ??= page.sentAt.getTime();
      c.pages += 1;
      const applied = await applyPage(deps, type, page, removed);
      const total = page.totalItems ?? null;
      if (removed) {
        c.expectedRemoved = total;
        c.phase = 'live';
      } else {
        c.expectedLive = total;
        c.censusLiveTaken = true;
      }
      return { cursor: c, applied };
    }
    case 'live': {
      const page = await deps.list({
        type,
        page: c.page,
        query: { createdAfter: c.windowStart, createdBefore: c.windowEnd },
        priority: 'backfill',
        why: `backfill of ${type}s created ${c.windowStart}..${c.windowEnd}`,
      });
      c.startedAt ??= page.sentAt.getTime();
      c.pages += 1;
      const applied = await applyPage(deps, type, page, false);
      c.records += applied;
      const total = page.totalItems ?? null;
      if (c.page === 1) c.windowTotal = total;
      if (page.records.length >= page.pageLimit) {
        c.page += 1;
        return { cursor: c, applied };
      }
      const shrank = c.windowTotal !== null && total !== null && total < c.windowTotal;
      if (shrank && !c.windowRedone) {
        c.page = 1;
        c.windowRedone = true;
        return { cursor: c, applied };
      }
      if (c.page === 1 && page.records.length === 0) {
        c.phase = 'probe';
        return { cursor: c, applied };
      }
      return { cursor: previousWindow(c, addDays(c.windowStart, -1)), applied };
    }
    case 'probe': {
      const before = addDays(c.windowStart, -1);
      const page = await deps.list({
        type,
        page: 1,
        pageLimit: 1,
        query: { createdBefore: before },
        priority: 'backfill',
        why: `backfill: newest ${type} created up to ${before}`,
      });
      c.pages += 1;
      const applied = await applyPage(deps, type, page, false);
      c.records += applied;
      const newest = page.records[0];
      if (!newest) return { cursor: toRemoved(c), applied };
      const day = creationDay(type, newest);
      return { cursor: previousWindow(c, day !== null && day < before ? day : before), applied };
    }
    case 'removed': {
      const page = await deps.list({
        type,
        page: c.page,
        query: { removed: true },
        priority: 'backfill',
        why: `backfill of removed ${type}s`,
      });
      c.pages += 1;
      const applied = await applyPage(deps, type, page, true);
      c.records += applied;
      if (page.records.length >= page.pageLimit) {
        c.page += 1;
      } else {
        c.phase = 'bounds';
        c.page = 1;
      }
      return { cursor: c, applied };
    }
    case 'bounds':
      return boundsStep(deps, type, c);
    case 'done':
      return { cursor: c, applied: 0 };
  }
}

/** The month window ending on `end`, or the removed phase once `end` is past the horizon. */
function previousWindow(c: BackfillCursor, end: string): BackfillCursor {
  if (end < c.horizon) return toRemoved(c);
  return {
    ...c,
    phase: 'live',
    windowEnd: end,
    windowStart: monthStart(end) < c.horizon ? c.horizon : monthStart(end),
    page: 1,
    windowTotal: null,
    windowRedone: false,
  };
}

function toRemoved(c: BackfillCursor): BackfillCursor {
  return { ...c, phase: 'removed', page: 1, windowTotal: null, windowRedone: false };
}
