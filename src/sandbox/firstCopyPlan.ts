import { REQUEST_TYPES, type RequestType } from '../contract/upstream/index';
import type { RequestRow } from './data/requestRow';

/** The vendor's largest page. */
const PAGE = 50;

const monthOf = (at: number) => new Date(at).toISOString().slice(0, 7);

/**
 * How many listing calls a client needs to copy this sandbox's requests the way Painel's backfill
 * does (ADR 018): per type, a census of live and removed requests (one call each), then one
 * calendar month of creation dates at a time, newest first, 50 to a page (a window whose last page
 * is full costs one more, empty, page), the empty month before the oldest and a probe that finds
 * nothing older, then the removed requests paged. It is the floor of what the demo's first hour
 * spends on the copy (ADR 061): the vendor's budget is counted in calls and in time, and each of
 * these calls is charged the cost the sandbox states (ADR 085).
 */
export function firstCopyCalls(rows: Record<RequestType, readonly RequestRow[]>): number {
  let calls = 0;
  for (const type of REQUEST_TYPES) {
    const byMonth = new Map<string, number>();
    let removed = 0;
    for (const row of rows[type]) {
      if (row.removed) removed += 1;
      else byMonth.set(monthOf(row.createdAt), (byMonth.get(monthOf(row.createdAt)) ?? 0) + 1);
    }
    calls += 2;
    for (const count of byMonth.values()) calls += Math.floor(count / PAGE) + 1;
    calls += 2 + Math.floor(removed / PAGE) + 1;
  }
  return calls;
}
