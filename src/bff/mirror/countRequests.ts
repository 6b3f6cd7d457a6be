import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { RequestFilters } from '../../contract/api/requestFilters';
import type { RequestType } from '../../contract/upstream/enums';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';
import { filterSql, onlyStatusAndRemoved, removedFlags } from './filterSql';

const countRow = z.object({ count: z.coerce.number().int() });

/**
 * How many requests match: read from the status totals when the filters are only status and
 * removed (the unfiltered listing of 100,000 requests costs nothing), counted over the matching
 * rows otherwise. Always exact (ADR 017).
 */
export async function countRequests(
  db: Database,
  type: RequestType,
  filters: RequestFilters,
): Promise<number> {
  const query = onlyStatusAndRemoved(filters)
    ? sql`select coalesce(sum(t.requests), 0) as count from mirror_status_totals t
          where t.type = ${type} and t.removed in ${removedFlags(filters)}
          ${filters.status?.length ? sql`and t.deal_status in ${filters.status}` : sql``}`
    : sql`select count(*) as count from mirror_requests m where ${filterSql(type, filters)}`;
  const [row] = await queryRows(db, query, countRow);
  return row?.count ?? 0;
}
