import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { RequestFilters } from '../../../contract/api/requestFilters';
import type { RequestType } from '../../../contract/upstream/enums';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/queryRows';
import { filterSql, removedFlags } from './filterSql';
import type { ListContext } from './listContext';
import { type SortDirection, statusSequenceSql } from './sortOrder';
import { SUMMARY_COLUMNS, type StoredSummary, summaryRow } from './summaryRow';

const groupRow = z.object({ status: z.string(), count: z.coerce.number().int() });
const rankedRow = z.intersection(summaryRow, z.object({ groupIndex: z.coerce.number().int() }));

/**
 * A page sorted by request status when only status and removed filter: the status totals say how
 * many requests each status holds, so the page is cut from the few statuses it overlaps, each
 * read in code order from the (status, code) index, instead of every row sorted by a CASE that
 * no index can hold, since the statuses' order is configured at run time (ADR 030). The order is
 * the CASE sort's: configured statuses by rank, others by name, none last in both directions.
 */
export async function statusSortedPage(
  db: Database,
  type: RequestType,
  filters: RequestFilters,
  context: ListContext,
  statusOrder: readonly string[],
  direction: SortDirection,
  limit: number,
  offset: number,
): Promise<StoredSummary[]> {
  const dir = sql.raw(direction);
  // Ordered by the very expression the sort over the rows uses (so by the database's collation);
  // the table is aliased `m` for it. Requests without a status ('' here) come last.
  const groups = await queryRows(
    db,
    sql`select m.deal_status as status, sum(m.requests) as count from mirror_status_totals m
        where m.type = ${type} and m.removed in ${removedFlags(filters)}
        ${filters.status?.length ? sql`and m.deal_status in ${filters.status}` : sql``}
        group by m.deal_status having sum(m.requests) > 0
        order by m.deal_status = '', ${statusSequenceSql(statusOrder)} ${dir}`,
    groupRow,
  );
  const where = filterSql(type, filters, context);
  const parts: SQL[] = [];
  let start = 0;
  for (const [index, group] of groups.entries()) {
    const end = start + group.count;
    if (end > offset && start < offset + limit) {
      const skip = Math.max(0, offset - start);
      const take = Math.min(group.count - skip, offset + limit - Math.max(start, offset));
      const status = group.status === '' ? sql`m.deal_status is null` : sql`m.deal_status = ${group.status}`;
      parts.push(sql`(select ${SUMMARY_COLUMNS}, ${index}::int as "groupIndex" from mirror_requests m
        where ${where} and ${status} order by m.code ${dir} limit ${take} offset ${skip})`);
    }
    start = end;
  }
  if (parts.length === 0) return [];
  const rows = await queryRows(
    db,
    sql`select * from (${sql.join(parts, sql` union all `)}) p order by p."groupIndex", p.code ${dir}`,
    rankedRow,
  );
  return rows.map(({ groupIndex: _group, ...row }) => row);
}
