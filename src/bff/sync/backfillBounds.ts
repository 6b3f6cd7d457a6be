import type { RequestType } from '../../contract/upstream/index';
import { MAX_STALLED_DAYS } from '../../contract/api/stalledSettings';
import { boundUnlistedBefore, narrowStatusSince } from '../mirror/apply/statusSinceBound';
import { readStalledSettings } from '../settings/stalledSettingsStore';
import { applyListedPage } from './applyListedPage';
import type { BackfillCursor, BackfillDeps, BackfillStepResult } from './backfill';
import { addDays, dayStartMs, utcDay } from './calendarDays';
import { listedObservations } from './listedObservations';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/**
 * The vendor does not say in which zone its lastUpdate days are; a Brazilian platform's day ends
 * up to three hours after the UTC one, so a bound taken from a day lies that much later.
 */
const VENDOR_DAY_LAG_MS = 3 * HOUR_MS;
/** Longer thresholds than this read requests older than the window as "since before" its start. */
const MOST_DAYS_READ = 31;

/** The latest instant a lastUpdate on `day` can be. */
export function dayBound(day: string): Date {
  return new Date(dayStartMs(day) + DAY_MS + VENDOR_DAY_LAG_MS);
}

/** How many days back the bounds phase reads: the longest stalled threshold, within a month. */
export async function boundsWindowDays(deps: Pick<BackfillDeps, 'db'>): Promise<number> {
  const settings = await readStalledSettings(deps.db);
  const longest = Math.max(settings.defaultDays, ...Object.values(settings.byStatus));
  return Math.min(longest, MOST_DAYS_READ, MAX_STALLED_DAYS);
}

/**
 * One call of the bounds phase (see backfillCursor): the requests last updated on one day of the
 * window, newest day first, each bounded by that day's end; after the oldest day, the requests
 * listed on none are bounded by the window's start, and the backfill is done.
 */
export async function boundsStep(
  deps: BackfillDeps,
  type: RequestType,
  cursor: BackfillCursor,
): Promise<BackfillStepResult> {
  const c = { ...cursor };
  if (c.boundsDay === null || c.boundsFrom === null || c.boundsStartedAt === null) {
    const now = deps.now?.() ?? Date.now();
    c.boundsDay = utcDay(now);
    c.boundsFrom = addDays(c.boundsDay, -(await boundsWindowDays(deps)));
    c.boundsStartedAt = now;
    c.page = 1;
  }
  const day = c.boundsDay;
  const page = await deps.list({
    type,
    page: c.page,
    query: { lastUpdateAfter: day, lastUpdateBefore: day },
    priority: 'backfill',
    why: `backfill: ${type}s last updated on ${day}, for how long they are in their status`,
  });
  c.pages += 1;
  const { observations } = listedObservations(page, { type, source: 'backfill' });
  await applyListedPage(deps.db, type, observations, deps.apply, deps.onApplied);
  const bound = new Date(Math.min(dayBound(day).getTime(), page.sentAt.getTime()));
  await narrowStatusSince(
    deps.db,
    type,
    observations.map((observation) => observation.code),
    bound,
  );
  if (page.records.length >= page.pageLimit) return { cursor: { ...c, page: c.page + 1 }, applied: 0 };
  if (day > c.boundsFrom) return { cursor: { ...c, boundsDay: addDays(day, -1), page: 1 }, applied: 0 };
  await boundUnlistedBefore(
    deps.db,
    type,
    new Date(dayStartMs(c.boundsFrom) + VENDOR_DAY_LAG_MS),
    new Date(c.boundsStartedAt),
  );
  return { cursor: { ...c, phase: 'done', page: 1, finishedAt: page.sentAt.getTime() }, applied: 0 };
}
