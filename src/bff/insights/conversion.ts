import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ConversionFigures, DayRange } from '../../contract/api/insights';
import type { RequestFilters } from '../../contract/api/requestFilters';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';
import { dayStart } from '../mirror/filterSql';
import type { ListContext } from '../mirror/listContext';
import { sqlNumber } from '../mirror/summaryRow';
import { msToDays, whereOf } from './insightFilters';

const periodRow = z.object({
  current: z.boolean(),
  orders: z.coerce.number().int(),
  converted: z.coerce.number().int(),
  medianMs: sqlNumber.nullable(),
  p90Ms: sqlNumber.nullable(),
});

type PeriodRow = z.infer<typeof periodRow>;

function figures(range: DayRange, budgets: number, row: PeriodRow | undefined): ConversionFigures {
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

/**
 * Budget to order in the period and in the previous one (ADR 036): each period's orders split by
 * whether they carry budgetCreated, the median and p90 of the time between the two, and the rate
 * against the budgets created in the same period (`budgets`, from the created series).
 */
export async function conversion(
  db: Database,
  filters: RequestFilters,
  period: DayRange,
  previous: DayRange,
  budgets: { current: number; previous: number },
  context: ListContext,
): Promise<{ current: ConversionFigures; previous: ConversionFigures }> {
  const rows = await queryRows(
    db,
    sql`select m.created_at >= ${dayStart(period.from)}::timestamptz as current,
               count(*) as orders, count(m.conversion_ms) as converted,
               percentile_cont(0.5) within group (order by m.conversion_ms) as "medianMs",
               percentile_cont(0.9) within group (order by m.conversion_ms) as "p90Ms"
        from mirror_requests m
        where ${whereOf('order', filters, { from: previous.from, to: period.to }, context)}
        group by 1`,
    periodRow,
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
