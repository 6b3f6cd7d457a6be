import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { RequestFilters } from '../../../contract/api/requestFilters';
import type { RequestTotals } from '../../../contract/api/requests';
import type { RequestType } from '../../../contract/upstream/enums';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/queryRows';
import { filterSql, onlyStatusAndRemoved, removedFlags } from './filterSql';
import type { ListContext } from './listContext';
import { sqlNumber } from './summaryRow';

const totalsRow = z.object({
  count: z.coerce.number().int(),
  finalValue: sqlNumber,
  totalPower: sqlNumber,
});

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * How many requests match and their sums of final value and power: read from the status totals
 * when the filters are only status and removed (so the unfiltered listing costs the same however
 * many requests the mirror holds), summed over the matching rows otherwise. Always exact (ADR 017).
 */
export async function requestTotals(
  db: Database,
  type: RequestType,
  filters: RequestFilters,
  context: ListContext,
): Promise<RequestTotals> {
  const query = onlyStatusAndRemoved(filters)
    ? sql`select coalesce(sum(t.requests), 0) as count, coalesce(sum(t.sum_final_value), 0) as "finalValue",
                 coalesce(sum(t.sum_total_power), 0) as "totalPower"
          from mirror_status_totals t
          where t.type = ${type} and t.removed in ${removedFlags(filters)}
          ${filters.status?.length ? sql`and t.deal_status in ${filters.status}` : sql``}`
    : sql`select count(*) as count, coalesce(sum(m.final_value), 0) as "finalValue",
                 coalesce(sum(m.total_power), 0) as "totalPower"
          from mirror_requests m where ${filterSql(type, filters, context)}`;
  const [row] = await queryRows(db, query, totalsRow);
  return {
    count: row?.count ?? 0,
    finalValue: cents(row?.finalValue ?? 0),
    totalPower: row?.totalPower ?? 0,
  };
}
