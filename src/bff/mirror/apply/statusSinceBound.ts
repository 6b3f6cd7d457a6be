import { sql } from 'drizzle-orm';
import type { RequestType } from '../../../contract/upstream/enums';
import type { Database } from '../../db/database';

/**
 * A status Painel found already set began at or before the vendor's `lastUpdate` (a change of
 * status moves it), so that instant bounds the start (ADR 065). For the rows whose status Painel
 * never saw begin, keeps the tightest bound known: a bound replaces the creation date taken when
 * nothing later was known, and a smaller bound replaces a larger one. Never before the creation; a
 * bound at the creation makes the start known.
 */
export async function narrowStatusSince(
  db: Database,
  type: RequestType,
  codes: readonly string[],
  bound: Date,
): Promise<void> {
  if (codes.length === 0) return;
  const at = sql`${bound.toISOString()}::timestamptz`;
  await db.execute(sql`
    update mirror_requests set
      status_since = case when status_since_before
        then greatest(least(status_since, ${at}), coalesce(created_at, ${at}))
        else greatest(${at}, coalesce(created_at, ${at})) end,
      status_since_before = created_at is null or created_at < ${at},
      -- Not updated since its creation: the status is the one it was created in, a known start.
      status_first_seen_at = case when created_at >= ${at} then null else status_first_seen_at end
    where type = ${type}
      and code in (${sql.join(
        codes.map((code) => sql`${code}`),
        sql`, `,
      )})
      and status_first_seen_at is not null
      and status_since is distinct from ${at}`);
}

/**
 * A status found set began at or before its bound and not before the request existed: a creation
 * learned later (a webhook's record has none) at or after the bound leaves one instant, a known
 * start. Without this a request created and first seen in the same second read "since before" it.
 */
export async function startAtCreation(db: Database, type: RequestType, code: string): Promise<void> {
  await db.execute(sql`
    update mirror_requests
    set status_since = created_at, status_since_before = false, status_first_seen_at = null
    where type = ${type} and code = ${code} and status_since_before
      and created_at is not null and created_at >= status_since`);
}

/**
 * After the lastUpdate days of the window were read: a request first seen before that reading,
 * whose status start is still its creation, was listed on none of those days, so its last update
 * (and its status's start) lies before the window.
 */
export async function boundUnlistedBefore(
  db: Database,
  type: RequestType,
  windowStart: Date,
  firstSeenBefore: Date,
): Promise<void> {
  const at = sql`${windowStart.toISOString()}::timestamptz`;
  await db.execute(sql`
    update mirror_requests set status_since = ${at}, status_since_before = true
    where type = ${type}
      and status_first_seen_at is not null
      and status_first_seen_at < ${firstSeenBefore.toISOString()}::timestamptz
      and not status_since_before
      and (status_since is null or status_since < ${at})
      and (created_at is null or created_at < ${at})`);
}
