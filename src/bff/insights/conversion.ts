import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ConversionFigures, DayRange } from '../../contract/api/insights';
import type { RequestFilters } from '../../contract/api/requestFilters';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';
import { BOTH_CREATED } from '../mirror/conversionSql';
import type { ListContext } from '../mirror/listContext';
import { msToDays, whereOf } from './insightFilters';
import { dayToMs } from './period';

const conversionRow = z.object({
  current: z.boolean(),
  orders: z.coerce.number().int(),
  converted: z.coerce.number().int(),
  // percentile_cont over an array of fractions: [median, p90], null when no order converted.
  percentiles: z.array(z.coerce.number()).nullable(),
});

type ConversionCounts = z.infer<typeof conversionRow>;

function figures(range: DayRange, budgets: number, row: ConversionCounts | undefined): ConversionFigures {
  const converted = row?.converted ?? 0;
  return {
    range,
    budgets,
    converted,
    ordersWithoutBudget: (row?.orders ?? 0) - converted,
    rate: budgets > 0 ? Math.round((converted / budgets) * 10_000) / 10_000 : null,
    medianDays: msToDays(row?.percentiles?.[0] ?? null),
    p90Days: msToDays(row?.percentiles?.[1] ?? null),
  };
}

/**
 * Budget to order in the period and in the previous one (ADR 036), in one pass over both (ADR
 * 043): each period's orders split by whether they carry budgetCreated, the median and p90 of the
 * time between the two, and the rate against the budgets created in the same period (given, from
 * the created series). `previous` ends the day before `period` starts (previousPeriod).
 */
export async function conversion(
  db: Database,
  filters: RequestFilters,
  period: DayRange,
  previous: DayRange,
  budgets: { current: number; previous: number },
  context: ListContext,
): Promise<{ current: ConversionFigures; previous: ConversionFigures }> {
  const currentStart = new Date(dayToMs(period.from)).toISOString();
  const rows = await queryRows(
    db,
    sql`select c.current, count(*) as orders, count(*) filter (where c.converted) as converted,
               percentile_cont(array[0.5, 0.9]) within group (order by c.ms) as percentiles
        from (select m.created_at >= ${currentStart}::timestamptz as current, ${BOTH_CREATED} as converted,
                     m.conversion_ms as ms
              from mirror_requests m
              where ${whereOf('order', filters, { from: previous.from, to: period.to }, context)}) c
        group by c.current`,
    conversionRow,
  );
  return {
    current: figures(
      period,
      budgets.current,
      rows.find((row) => row.current),
    ),
    previous: figures(
      previous,
      budgets.previous,
      rows.find((row) => !row.current),
    ),
  };
}
