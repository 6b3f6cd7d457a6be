import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { RequestFilters, RequestListQuery } from '../../contract/api/requestFilters';
import type { RequestPage } from '../../contract/api/requests';
import type { RequestType } from '../../contract/upstream/enums';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';
import { countRequests } from './countRequests';
import { filterSql, onlyStatusAndRemoved } from './filterSql';
import { orderBySql, type ResolvedSort, resolveSort } from './sortOrder';
import { SUMMARY_COLUMNS, summaryRow } from './summaryRow';

const countedRow = z.intersection(summaryRow, z.object({ total: z.coerce.number().int() }));

/**
 * A page and its total in one pass over the matching rows: the window counts them while only
 * their keys and sort value are carried, the 50 or so rows of the page are sorted out of those,
 * and only then are their columns read. Half the work of a page query plus a count query, each of
 * which visits every matching row.
 */
async function countedPage(
  db: Database,
  type: RequestType,
  filters: RequestFilters,
  sort: ResolvedSort,
  limit: number,
  offset: number,
) {
  const keyOrder = sql.raw(`w.sort_value ${sort.direction} nulls last, w.code ${sort.direction} nulls last`);
  const pageOrder = sql.raw(`k.sort_value ${sort.direction} nulls last, k.code ${sort.direction} nulls last`);
  const rows = await queryRows(
    db,
    sql`select ${SUMMARY_COLUMNS}, k.total
        from (
          select * from (
            select m.type, m.code, ${sql.raw(sort.column.column)} as sort_value, count(*) over () as total
            from mirror_requests m where ${filterSql(type, filters)}
          ) w
          order by ${keyOrder} limit ${limit} offset ${offset}
        ) k
        join mirror_requests m on m.type = k.type and m.code = k.code
        order by ${pageOrder}`,
    countedRow,
  );
  const items = rows.map(({ total: _total, ...summary }) => summary);
  // A page past the end has no row to carry the total.
  const total = rows[0]?.total ?? (await countRequests(db, type, filters));
  return { items, total };
}

/**
 * One page of the mirror for the SPA's tables, with the total of matching requests. When only
 * status and removed filter, the page comes straight from the sort's index and the total from the
 * status totals; any other filter counts and pages in one pass over the matching rows.
 */
export async function listPage(
  db: Database,
  type: RequestType,
  query: RequestListQuery,
): Promise<RequestPage> {
  const { sort, dir, page, pageSize, ...filters } = query;
  const offset = (page - 1) * pageSize;
  // A page number too large to say in SQL is past the end of any mirror.
  if (!Number.isSafeInteger(offset)) {
    return { items: [], total: await countRequests(db, type, filters), page, pageSize };
  }
  const order = resolveSort(sort, dir);
  if (!onlyStatusAndRemoved(filters)) {
    return { ...(await countedPage(db, type, filters, order, pageSize, offset)), page, pageSize };
  }
  const items = await queryRows(
    db,
    sql`select ${SUMMARY_COLUMNS} from mirror_requests m
        where ${filterSql(type, filters)}
        order by ${orderBySql(order)}
        limit ${pageSize} offset ${offset}`,
    summaryRow,
  );
  return { items, total: await countRequests(db, type, filters), page, pageSize };
}
