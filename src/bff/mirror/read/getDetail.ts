import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { RequestDetail } from '../../../contract/api/requests';
import type { RequestType } from '../../../contract/upstream/enums';
import { readRequestRecord } from '../../../contract/upstream/readRequestRecord';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/queryRows';
import { anonymousContext, type ListContext, withStalled } from './listContext';
import { instantText, SUMMARY_COLUMNS, summaryRow } from './summaryRow';
import { readVersionedHistory } from './versionedHistory';

/** The newest versions a detail shows; older ones stay in the table and the activity feed. */
export const DETAIL_HISTORY_LIMIT = 500;

const detailRow = z.intersection(
  summaryRow,
  z.object({
    record: z.unknown(),
    unreadable: z.array(z.object({ path: z.string(), problem: z.string() })).catch([]),
    syncedAt: instantText.nullable(),
    version: z.coerce.number().int(),
  }),
);

/** One request with its record and its history (newest version first); null when not mirrored. */
export async function getDetail(
  db: Database,
  type: RequestType,
  code: string,
  context: ListContext = anonymousContext(),
): Promise<RequestDetail | null> {
  const [row] = await queryRows(
    db,
    sql`select ${SUMMARY_COLUMNS}, m.record, m.unreadable, m.synced_at as "syncedAt",
               m.observed_version as version
        from mirror_requests m where m.type = ${type} and m.code = ${code}`,
    detailRow,
  );
  if (!row) return null;
  const { record, unreadable, syncedAt, version, ...summary } = row;
  const history = await readVersionedHistory(db, type, code, {
    limit: DETAIL_HISTORY_LIMIT,
    order: 'newest',
  });
  // Stored after a tolerant read; read again so the answer always matches the contract.
  return {
    summary: withStalled(context, summary),
    version,
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
