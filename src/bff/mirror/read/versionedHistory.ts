import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { VersionedHistoryEntry } from '../../../contract/api/requests';
import type { RequestType } from '../../../contract/upstream/enums';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/queryRows';
import { historyColumns, withActor } from './historyRows';

const versionedRow = z.object({ ...historyColumns, version: z.coerce.number().int() }).transform(withActor);

export interface VersionedHistoryQuery {
  /** Only the versions after this one; every entry when absent. */
  after?: number;
  limit: number;
  /** Newest first (the drawer) or oldest first (what happened since, in order). */
  order: 'newest' | 'oldest';
}

/**
 * A request's history with the version each entry made. Every version adds exactly one history
 * row (applyObservation), so the newest row is the mirror's `observed_version` and each older one
 * counts down by insertion order (the id), whatever the dates say.
 */
export async function readVersionedHistory(
  db: Database,
  type: RequestType,
  code: string,
  { after, limit, order }: VersionedHistoryQuery,
): Promise<VersionedHistoryEntry[]> {
  const direction = order === 'newest' ? sql`desc` : sql`asc`;
  // Rows written outside applyObservation (an import, a hand repair) break the one-row-per-version
  // count; the drawer still shows them all, numbered no lower than 0.
  const since = after === undefined ? sql`true` : sql`v.version > ${after}`;
  return queryRows(
    db,
    sql`select v.* from (
          select h.id, h.at, h.source, h.actor, h.changed_by as "changedBy", h.changes,
                 greatest(m.observed_version - row_number() over (order by h.id desc) + 1, 0) as version
            from request_history h
            join mirror_requests m on m.type = h.type and m.code = h.code
           where h.type = ${type} and h.code = ${code}) v
        where ${since}
        order by v.at ${direction}, v.id ${direction} limit ${limit}`,
    versionedRow,
  );
}
