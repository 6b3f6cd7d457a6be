import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { RequestFilters, RequestListQuery } from '../../../contract/api/requestFilters';
import type { RequestPage } from '../../../contract/api/requests';
import type { RequestType } from '../../../contract/upstream/enums';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/queryRows';
import { requestTotals } from './countRequests';
import { filterSql, onlyStatusAndRemoved } from './filterSql';
import { anonymousContext, type ListContext, withStalled } from './listContext';
import { statusSortedPage } from './statusSortedPage';
import { orderBySql, type ResolvedSort, resolveSort } from './sortOrder';
import { SUMMARY_COLUMNS, sqlNumber, summaryRow } from './summaryRow';

const countedRow = z.intersection(
  summaryRow,
  z.object({
    total: z.coerce.number().int(),
    sumFinalValue: sqlNumber.nullable(),
    sumTotalPower: sqlNumber.nullable(),
  }),
);

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * A page and its totals in one pass over the matching rows: the window counts and sums them while
 * only their keys and sort value are carried, the 50 or so rows of the page are sorted out of
 * those, and only then are their columns read. Half the work of a page query plus a totals
 * query, each of which visits every matching row.
 */
async function countedPage(
  db: Database,
  type: RequestType,
  filters: RequestFilters,
  context: ListContext,
  sort: ResolvedSort,
  limit: number,
  offset: number,
) {
  const dir = sql.raw(sort.direction);
  const rows = await queryRows(
    db,
    sql`select ${SUMMARY_COLUMNS}, k.total, k.sum_final_value as "sumFinalValue", k.sum_total_power as "sumTotalPower"
        from (
          select * from (
            select m.type, m.code, ${sort.value} as sort_value, count(*) over () as total,
                   sum(m.final_value) over () as sum_final_value, sum(m.total_power) over () as sum_total_power
            from mirror_requests m where ${filterSql(type, filters, context)}
          ) w
          order by w.sort_value ${dir} nulls last, w.code ${dir} nulls last limit ${limit} offset ${offset}
        ) k
        join mirror_requests m on m.type = k.type and m.code = k.code
        order by k.sort_value ${dir} nulls last, k.code ${dir} nulls last`,
    countedRow,
  );
  const items = rows.map(({ total: _t, sumFinalValue: _f, sumTotalPower: _p, ...summary }) =>
    withStalled(context, summary),
  );
  const [first] = rows;
  // A page past the end has no row to carry the totals.
  const totals = first
    ? {
        count: first.total,
        finalValue: cents(first.sumFinalValue ?? 0),
        totalPower: first.sumTotalPower ?? 0,
      }
    : await requestTotals(db, type, filters, context);
  return { items, totals };
}

/**
 * One page of the mirror for the SPA's tables, with the totals of every matching request. When
 * only status and removed filter, the page comes straight from the sort's index and the totals
 * from the status totals; any other filter counts, sums and pages in one pass over the matching
 * rows. `statusOrder`: the configured status names in sequence order (for a status sort).
 */
export async function listPage(
  db: Database,
  type: RequestType,
  query: RequestListQuery,
  context: ListContext = anonymousContext(),
  statusOrder: readonly string[] = [],
): Promise<RequestPage> {
  const { sort, dir, page, pageSize, ...filters } = query;
  const offset = (page - 1) * pageSize;
  // A page number too large to say in SQL is past the end of any mirror.
  if (!Number.isSafeInteger(offset)) {
    const totals = await requestTotals(db, type, filters, context);
    return { items: [], total: totals.count, page, pageSize, totals };
  }
  const order = resolveSort(sort, dir, statusOrder);
  if (!onlyStatusAndRemoved(filters)) {
    const { items, totals } = await countedPage(db, type, filters, context, order, pageSize, offset);
    return { items, total: totals.count, page, pageSize, totals };
  }
  const rows =
    order.key === 'dealStatus'
      ? await statusSortedPage(db, type, filters, context, statusOrder, order.direction, pageSize, offset)
      : await queryRows(
          db,
          sql`select ${SUMMARY_COLUMNS} from mirror_requests m
        where ${filterSql(type, filters, context)}
        order by ${orderBySql(order)}
        limit ${pageSize} offset ${offset}`,
          summaryRow,
        );
  const totals = await requestTotals(db, type, filters, context);
  return { items: rows.map((row) => withStalled(context, row)), total: totals.count, page, pageSize, totals };
}
