import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { HistoryEntry, RequestDetail } from '../../contract/api/requests';
import { historySourceSchema } from '../../contract/api/requests';
import type { RequestType } from '../../contract/upstream/enums';
import { readRequestRecord } from '../../contract/upstream/readRequestRecord';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';
import { storedActor } from './changeActors';
import { anonymousContext, type ListContext, withStalled } from './listContext';
import { instantText, SUMMARY_COLUMNS, summaryRow } from './summaryRow';

/** The newest versions a detail shows; older ones stay in the table and the activity feed. */
export const DETAIL_HISTORY_LIMIT = 500;

const detailRow = z.intersection(
  summaryRow,
  z.object({
    record: z.unknown(),
    unreadable: z.array(z.object({ path: z.string(), problem: z.string() })).catch([]),
    syncedAt: instantText.nullable(),
  }),
);

const fieldChanges = z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })).catch([]);

/** The columns of a history row as selected (`changedBy` from `changed_by`). */
export const historyColumns = {
  id: z.coerce.string(),
  at: instantText,
  source: historySourceSchema,
  actor: z.string().nullable(),
  changedBy: z.unknown(),
  changes: fieldChanges,
};

/** A history row as the contract's entry: its stored actor columns read as who caused it. */
export function withActor<
  T extends { source: HistoryEntry['source']; actor: string | null; changedBy?: unknown },
>({ actor, changedBy, ...entry }: T) {
  return { ...entry, actor: storedActor(entry.source, changedBy, actor) };
}

export const historyRow = z.object(historyColumns).transform(withActor);

/** One request with its record and its history (newest version first); null when not mirrored. */
export async function getDetail(
  db: Database,
  type: RequestType,
  code: string,
  context: ListContext = anonymousContext(),
): Promise<RequestDetail | null> {
  const [row] = await queryRows(
    db,
    sql`select ${SUMMARY_COLUMNS}, m.record, m.unreadable, m.synced_at as "syncedAt"
        from mirror_requests m where m.type = ${type} and m.code = ${code}`,
    detailRow,
  );
  if (!row) return null;
  const { record, unreadable, syncedAt, ...summary } = row;
  const history: HistoryEntry[] = await queryRows(
    db,
    sql`select h.id, h.at, h.source, h.actor, h.changed_by as "changedBy", h.changes from request_history h
        where h.type = ${type} and h.code = ${code}
        order by h.at desc, h.id desc limit ${DETAIL_HISTORY_LIMIT}`,
    historyRow,
  );
  // Stored after a tolerant read; read again so the answer always matches the contract.
  return {
    summary: withStalled(context, summary),
    record: readRequestRecord(record).record,
    unreadable: unreadable.filter(stillUnreadable),
    history,
    syncedAt,
  };
}

/**
 * Rows stored before null was read as absent (ADR 005, issue 14) may still list nulls as
 * unreadable until their next whole read; they are not problems and are not shown.
 */
function stillUnreadable(field: { problem: string }): boolean {
  return !/received null$/.test(field.problem);
}
