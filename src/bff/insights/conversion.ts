import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ConversionFigures, DayRange } from '../../contract/api/insights';
import type { RequestFilters } from '../../contract/api/requestFilters';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';
import type { ListContext } from '../mirror/listContext';
import { msToDays, whereOf } from './insightFilters';

// readRequestRecord keeps only readable ISO 8601 instants in the record; the pattern makes the
// cast safe even for a record stored before that rule.
const INSTANT = '^\\d{4}-\\d{2}-\\d{2}T';

/** The order's own budgetCreated and orderCreated, when the record carries both. */
export const BOTH_CREATED: SQL = sql`(m.record->>'budgetCreated') ~ ${INSTANT} and (m.record->>'orderCreated') ~ ${INSTANT}`;

/** orderCreated - budgetCreated in ms, for an order that carries both. */
export const CONVERSION_MS: SQL = sql`extract(epoch from ((m.record->>'orderCreated')::timestamptz - (m.record->>'budgetCreated')::timestamptz)) * 1000`;

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
    sql`select count(*) as orders, count(*) filter (where c.ms is not null) as converted,
               percentile_cont(0.5) within group (order by c.ms) as "medianMs",
               percentile_cont(0.9) within group (order by c.ms) as "p90Ms"
        from (select case when ${BOTH_CREATED} then ${CONVERSION_MS} end as ms
              from mirror_requests m where ${whereOf('order', filters, range, context)}) c`,
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
