import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { RequestType } from '../../../contract/upstream/enums';
import type { RequestStatus } from '../../../contract/upstream/requestStatus';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/queryRows';
import { HttpProblem } from '../../http/problem';

/** The configured statuses of a request type, in any order (the board sorts them by `sequence`). */
export type StatusesSource = (type: RequestType) => Promise<RequestStatus[]>;

/**
 * Until the statuses cache is plugged in: every status the mirror holds, alphabetically, as if it
 * were configured in that order. The board then has a column per status present and the column of
 * unconfigured statuses only gathers requests without one.
 */
export function statusesFromMirror(db: Database): StatusesSource {
  return async (type) => {
    const rows = await queryRows(
      db,
      sql`select t.deal_status as name from mirror_status_totals t
          where t.type = ${type} and t.deal_status <> '' and t.requests > 0
          group by t.deal_status order by t.deal_status`,
      z.object({ name: z.string() }),
    );
    return rows.map((row, index) => ({ name: row.name, sequence: index + 1, type }));
  };
}

/** What the board needs of the statuses cache (src/bff/statuses). */
export interface StatusesCacheReader {
  get(type: RequestType): Promise<{ statuses: RequestStatus[] }>;
}

/**
 * The configured statuses from the statuses cache; when the cache has none and cannot ask the
 * vendor (not configured, budget used up, circuit open) it falls back to `fallback`, since a board
 * with the statuses the mirror holds beats no board.
 */
export function configuredStatuses(cache: StatusesCacheReader, fallback: StatusesSource): StatusesSource {
  return async (type) => {
    try {
      const { statuses } = await cache.get(type);
      if (statuses.length > 0) return statuses;
    } catch (error) {
      if (!(error instanceof HttpProblem)) throw error;
    }
    return fallback(type);
  };
}
