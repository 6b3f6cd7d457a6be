import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DayRange, InsightTotals, UfRow } from '../../contract/api/insights';
import type { RequestFilters } from '../../contract/api/requestFilters';
import { UFS, type RequestType } from '../../contract/upstream/enums';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';
import type { ListContext } from '../mirror/listContext';
import { addTotals, NO_TOTALS, totalsColumns, totalsOf, whereOf } from './insightFilters';

const ufTotals = z.object({ uf: z.string().nullable(), ...totalsColumns });

/**
 * By delivery state: all 27 UFs in the contract's order, zero where none (each the list with
 * uf=<UF>); a request without a UF, or with one that is not a Brazilian UF, in `withoutUf`.
 */
export async function byUf(
  db: Database,
  type: RequestType,
  filters: RequestFilters,
  range: DayRange,
  context: ListContext,
): Promise<{ rows: UfRow[]; withoutUf: InsightTotals }> {
  const rows = await queryRows(
    db,
    sql`select m.freight_state as uf, count(*) as count, sum(m.final_value) as value,
               sum(m.total_power) as power
        from mirror_requests m where ${whereOf(type, filters, range, context)}
        group by m.freight_state`,
    ufTotals,
  );
  const known = new Set<string>(UFS);
  const byUf = new Map(rows.map((row) => [row.uf, totalsOf(row)]));
  return {
    rows: UFS.map((uf) => ({ uf, ...(byUf.get(uf) ?? NO_TOTALS) })),
    withoutUf: rows
      .filter((row) => row.uf === null || !known.has(row.uf))
      .map(totalsOf)
      .reduce(addTotals, NO_TOTALS),
  };
}
