import { type SQL, sql } from 'drizzle-orm';
import type { RequestSummary } from '../../../contract/api/requests';
import {
  DEFAULT_STALLED_DAYS,
  type StalledSettings,
  stalledDaysFor,
} from '../../../contract/api/stalledSettings';
import type { RequestType } from '../../../contract/upstream/enums';
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
  /**
   * Per type, the final statuses (never stalled) among the statuses the mirror holds, resolved
   * from `stalled` by `resolveFinalStatuses`, so the flag on a row and the SQL filter agree.
   */
  finalStatuses: Readonly<Record<RequestType, readonly string[]>>;
}

export const DEFAULT_STALLED_SETTINGS: StalledSettings = { defaultDays: DEFAULT_STALLED_DAYS, byStatus: {} };

export const NO_FINAL_STATUSES: ListContext['finalStatuses'] = { order: [], budget: [] };

/** For readers that have no person or clock at hand (tests of other parts, scripts). */
export function anonymousContext(nowMs = Date.now()): ListContext {
  return { viewerEmail: null, nowMs, stalled: DEFAULT_STALLED_SETTINGS, finalStatuses: NO_FINAL_STATUSES };
}

/** The instant before which a request in this status is stalled. */
function cutoffMs(context: ListContext, status: string | null): number {
  return context.nowMs - stalledDaysFor(context.stalled, status) * DAY_MS;
}

/**
 * A request without a statusSince has no known time in status, and one in a final status never
 * moves again, so neither is stalled.
 */
export function isStalled(
  context: ListContext,
  type: RequestType,
  dealStatus: string | null,
  statusSince: string | null,
): boolean {
  if (statusSince === null) return false;
  if (dealStatus !== null && context.finalStatuses[type].includes(dealStatus)) return false;
  return Date.parse(statusSince) < cutoffMs(context, dealStatus);
}

export function withStalled(context: ListContext, row: StoredSummary): RequestSummary {
  return { ...row, stalled: isStalled(context, row.type, row.dealStatus, row.statusSince) };
}

function instant(ms: number): SQL {
  return sql`${new Date(ms).toISOString()}::timestamptz`;
}

/**
 * "Stalled" over `mirror_requests m` of one type: one range per status with its own threshold, the
 * rest with the default, so each part can use the status index (deal_status, status_since). Final
 * statuses get no range, and the default's range leaves them out.
 */
export function stalledSql(context: ListContext, type: RequestType): SQL {
  const final = new Set(context.finalStatuses[type]);
  const named = Object.keys(context.stalled.byStatus).filter((status) => !final.has(status));
  const parts = named.map(
    (status) => sql`(m.deal_status = ${status} and m.status_since < ${instant(cutoffMs(context, status))})`,
  );
  const others = outsideStatuses([...named, ...final]);
  parts.push(sql`(${others} and m.status_since < ${instant(cutoffMs(context, null))})`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** "In progress" over `mirror_requests m` of one type: not in one of the type's final statuses. */
export function openSql(context: ListContext, type: RequestType): SQL {
  return outsideStatuses(context.finalStatuses[type]);
}

/** Over `mirror_requests m`: in none of these statuses (a request without a status never is). */
function outsideStatuses(statuses: readonly string[]): SQL {
  if (statuses.length === 0) return sql`true`;
  return sql`(m.deal_status is null or m.deal_status not in (${sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  )}))`;
}

/** "Mine": the responsible's e-mail is the reader's, whatever the case of either. */
export function mineSql(context: ListContext): SQL {
  if (context.viewerEmail === null) return sql`false`;
  return sql`lower(m.responsible_email) = ${context.viewerEmail.trim().toLowerCase()}`;
}
