import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ConversionFigures, DayRange } from '../../contract/api/insights';
import type { RequestFilters } from '../../contract/api/requestFilters';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';
import { BOTH_CREATED } from '../mirror/conversionSql';
import type { ListContext } from '../mirror/listContext';
import { msToDays, whereOf } from './insightFilters';

const conversionRow = z.object({
  orders: z.coerce.number().int(),
  converted: z.coerce.number().int(),
  medianMs: z.coerce.number().nullable(),
  p90Ms: z.coerce.number().nullable(),
});

/**
 * Budget to order in one period (ADR 036): the period's orders split by whether they carry
 * budgetCreated, the median and p90 of the time between the two, and the rate against the
 * budgets created in the same period (given, from the created series).
 */
export async function conversion(
  db: Database,
  filters: RequestFilters,
  range: DayRange,
  budgets: number,
  context: ListContext,
): Promise<ConversionFigures> {
  const [row] = await queryRows(
    db,
    sql`select count(*) as orders, count(*) filter (where ${BOTH_CREATED}) as converted,
               percentile_cont(0.5) within group (order by m.conversion_ms) as "medianMs",
               percentile_cont(0.9) within group (order by m.conversion_ms) as "p90Ms"
        from mirror_requests m where ${whereOf('order', filters, range, context)}`,
    conversionRow,
  );
  const converted = row?.converted ?? 0;
  return {
    range,
    budgets,
    converted,
    ordersWithoutBudget: (row?.orders ?? 0) - converted,
    rate: budgets > 0 ? Math.round((converted / budgets) * 10_000) / 10_000 : null,
    medianDays: msToDays(row?.medianMs ?? null),
    p90Days: msToDays(row?.p90Ms ?? null),
  };
}
