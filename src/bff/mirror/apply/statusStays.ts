import { type SQL, sql } from 'drizzle-orm';
import type { RequestType } from '../../../contract/upstream/enums';
import type { Database } from '../../db/database';
import type { StoredFieldChange } from '../../db/schema/history';

/**
 * Inserts the stays of the history rows `where` selects (ADR 037): a request's status events are
 * its first version and every version that changed dealStatus, ordered by `at` (ties by id); each
 * change closes a stay of the status it left, from the previous event to its own `at`. A change
 * without an earlier event, or whose `from` is absent, closes nothing. Migration 0011 backfills
 * with this same statement over the whole history.
 */
function insertStays(where: SQL): SQL {
  return sql`insert into request_status_stays (history_id, type, code, status, entered_at, left_at, ms)
    select e.id, e.type, e.code, e.status, e.entered_at, e.at, extract(epoch from (e.at - e.entered_at)) * 1000
    from (
      select h.id, h.type, h.code, h.at, h.changes <> '[]'::jsonb as left_one,
             jsonb_path_query_first(h.changes, '$[*] ? (@.field == "dealStatus").from') #>> '{}' as status,
             lag(h.at) over (partition by h.type, h.code order by h.at, h.id) as entered_at
      from request_history h
      where ${where}
        and (h.changes = '[]'::jsonb or h.changes @> '[{"field":"dealStatus"}]'::jsonb)
    ) e
    where e.left_one and e.status is not null and e.entered_at is not null`;
}

/** True when a history version's changes move dealStatus, which is what opens and closes stays. */
export function changesStatus(changes: readonly StoredFieldChange[]): boolean {
  return changes.some((change) => change.field === 'dealStatus');
}

/**
 * Brings one request's stays up to date with its history, in the caller's transaction, after a
 * version that changed dealStatus was written: the stays it now implies are written over the
 * stored ones. A webhook's vendor time can date a change before versions already stored, which
 * moves the start of the stay after it, so a stored stay is rewritten when its times moved. None
 * is ever deleted: history is only appended to, so every stay it implied it still implies.
 */
export async function refreshStatusStays(tx: Database, type: RequestType, code: string): Promise<void> {
  await tx.execute(sql`${insertStays(sql`h.type = ${type} and h.code = ${code}`)}
    on conflict (history_id) do update
      set entered_at = excluded.entered_at, left_at = excluded.left_at, ms = excluded.ms
      where (request_status_stays.entered_at, request_status_stays.left_at)
            is distinct from (excluded.entered_at, excluded.left_at)`);
}

/** Rebuilds every stay from the history, as migration 0011 does (bench seeds, tests of the backfill). */
export async function rebuildStatusStays(db: Database): Promise<void> {
  await db.execute(sql`delete from request_status_stays`);
  await db.execute(insertStays(sql`true`));
}
