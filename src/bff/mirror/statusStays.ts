import { type SQL, sql } from 'drizzle-orm';
import type { RequestType } from '../../contract/upstream/enums';
import type { Database } from '../db/database';
import type { StoredFieldChange } from '../db/schema/history';

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

/**
 * At most this many stays ride on a mirror row (ADR 056): 16 bytes each, so the index entry that
 * holds them stays under PostgreSQL's 2,704 bytes. A request with more keeps a null there and time
 * in status reads its stays from request_status_stays.
 */
export const MAX_STAYS_ON_ROW = 100;

/**
 * A status's number in packed stays: a 64-bit hash of its name. A number drawn from a shared table
 * would have to be inserted inside the transaction that applies a change, where two transactions
 * numbering the same new status wait on each other while holding their requests' rows.
 */
export const STATUS_NUMBER = (status: SQL) => sql`hashtextextended(${status}, 0)`;

/** One stay of `st` (request_status_stays) packed: its status's number (int8) and its ms (float8). */
export const PACKED_STAY = sql`int8send(${STATUS_NUMBER(sql`st.status`)}) || float8send(st.ms)`;

/** A request's stays packed in the order they ended, or null past MAX_STAYS_ON_ROW. */
const PACKED_STAYS = sql`case when count(*) > ${sql.raw(String(MAX_STAYS_ON_ROW))} then null
    else coalesce(string_agg(${PACKED_STAY}, ''::bytea order by st.left_at, st.history_id), ''::bytea) end`;

/**
 * Copies one request's stays onto its mirror row (ADR 043, packed by ADR 056): time in status reads
 * them from the rows the listing's filter selects, without a join.
 */
function copyStaysToRow(type: RequestType, code: string): SQL {
  return sql`update mirror_requests m
    set stays = (select ${PACKED_STAYS} from request_status_stays st where st.type = m.type and st.code = m.code)
    where m.type = ${type} and m.code = ${code}`;
}

/**
 * Every request's stays onto its mirror row, what copyStaysToRow gives; migration 0016 backfills
 * with this statement (rows without stays keep their empty default).
 */
const COPY_ALL_STAYS_TO_ROWS = sql`update mirror_requests m set stays = s.stays
  from (select st.type, st.code, ${PACKED_STAYS} as stays from request_status_stays st group by st.type, st.code) s
  where m.type = s.type and m.code = s.code`;

/** True when a history version's changes move dealStatus, which is what opens and closes stays. */
export function changesStatus(changes: readonly StoredFieldChange[]): boolean {
  return changes.some((change) => change.field === 'dealStatus');
}

/**
 * Rewrites one request's stays from its history, in the caller's transaction, after a version that
 * changed dealStatus was written. The whole request is redone rather than one stay appended: a
 * webhook's vendor time can date a change before versions already stored, which moves the stays
 * around it, and a request's history is a few dozen rows at most.
 */
export async function refreshStatusStays(tx: Database, type: RequestType, code: string): Promise<void> {
  await tx.execute(sql`delete from request_status_stays where type = ${type} and code = ${code}`);
  await tx.execute(insertStays(sql`h.type = ${type} and h.code = ${code}`));
  await tx.execute(copyStaysToRow(type, code));
}

/**
 * Rebuilds every stay from the history and copies them onto the mirror rows, as migrations 0011 and
 * 0016 do (bench seeds, tests of the backfill).
 */
export async function rebuildStatusStays(db: Database): Promise<void> {
  await db.execute(sql`delete from request_status_stays`);
  await db.execute(insertStays(sql`true`));
  await db.execute(sql`update mirror_requests set stays = ''::bytea where stays is distinct from ''::bytea`);
  await db.execute(COPY_ALL_STAYS_TO_ROWS);
}
