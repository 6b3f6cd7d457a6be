import { type SQL, sql } from 'drizzle-orm';
import type { RequestSummary } from '../../contract/api/requests';
import {
  DEFAULT_STALLED_DAYS,
  type StalledSettings,
  stalledDaysFor,
} from '../../contract/api/stalledSettings';
import type { StoredSummary } from './summaryRow';

const DAY_MS = 86_400_000;

/**
 * What a read of the list needs beyond its query: who reads (for "mine"), when (for "stalled",
 * from the injected clock so tests fix it) and the stalled thresholds in force.
 */
export interface ListContext {
  /** The signed-in person's e-mail; null for a wallboard device, whose "mine" matches nothing. */
  viewerEmail: string | null;
  nowMs: number;
  stalled: StalledSettings;
}

export const DEFAULT_STALLED_SETTINGS: StalledSettings = { defaultDays: DEFAULT_STALLED_DAYS, byStatus: {} };

/** For readers that have no person or clock at hand (tests of other parts, scripts). */
export function anonymousContext(nowMs = Date.now()): ListContext {
  return { viewerEmail: null, nowMs, stalled: DEFAULT_STALLED_SETTINGS };
}

/** The instant before which a request in this status is stalled. */
function cutoffMs(context: ListContext, status: string | null): number {
  return context.nowMs - stalledDaysFor(context.stalled, status) * DAY_MS;
}

/** A request without a statusSince has no known time in status, so it is never stalled. */
export function isStalled(
  context: ListContext,
  dealStatus: string | null,
  statusSince: string | null,
): boolean {
  if (statusSince === null) return false;
  return Date.parse(statusSince) < cutoffMs(context, dealStatus);
}

export function withStalled(context: ListContext, row: StoredSummary): RequestSummary {
  return { ...row, stalled: isStalled(context, row.dealStatus, row.statusSince) };
}

function instant(ms: number): SQL {
  return sql`${new Date(ms).toISOString()}::timestamptz`;
}

/**
 * "Stalled" over `mirror_requests m`: one range per status with its own threshold, the rest with
 * the default, so each part can use the status index (deal_status, status_since).
 */
export function stalledSql(context: ListContext): SQL {
  const named = Object.keys(context.stalled.byStatus);
  const parts = named.map(
    (status) => sql`(m.deal_status = ${status} and m.status_since < ${instant(cutoffMs(context, status))})`,
  );
  const others = named.length
    ? sql`(m.deal_status is null or m.deal_status not in (${sql.join(
        named.map((status) => sql`${status}`),
        sql`, `,
      )}))`
    : sql`true`;
  parts.push(sql`(${others} and m.status_since < ${instant(cutoffMs(context, null))})`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** "Mine": the responsible's e-mail is the reader's, whatever the case of either. */
export function mineSql(context: ListContext): SQL {
  if (context.viewerEmail === null) return sql`false`;
  return sql`lower(m.responsible_email) = ${context.viewerEmail.trim().toLowerCase()}`;
}
