import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ConversionFigures, DayRange } from '../../contract/api/insights';
import type { RequestFilters } from '../../contract/api/requestFilters';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';
import { dayStart } from '../mirror/filterSql';
import type { ListContext } from '../mirror/listContext';
import { sqlNumber } from '../mirror/summaryRow';
import { BUDGET_CREATED, cohortMembers } from './conversionCohort';
import { inBoth, msToDays } from './insightFilters';

const cohortRow = z.object({
  period: z.coerce.number().int(),
  converted: z.coerce.number().int(),
  open: z.coerce.number().int(),
  medianMs: sqlNumber.nullable(),
  p90Ms: sqlNumber.nullable(),
});

const ordersRow = z.object({
  current: z.boolean(),
  withoutBudget: z.coerce.number().int(),
  fromEarlierBudgets: z.coerce.number().int(),
});

/** Converted over converted plus open, to the ten-thousandth; null for an empty cohort. */
export const cohortRate = (converted: number, open: number): number | null =>
  converted + open > 0 ? Math.round((converted / (converted + open)) * 10_000) / 10_000 : null;

/**
 * Budget to order in the period and in the previous one (ADR 062): each period's budget cohort
 * (cohortMembers) with the median and p90 of the days its converted budgets took; the period's
 * orders from a budget of an earlier period and those without a budget; `budgets`, the budgets
 * created in each period (the created series' count).
 */
export async function conversion(
  db: Database,
  filters: RequestFilters,
  period: DayRange,
  previous: DayRange,
  budgets: { current: number; previous: number },
  context: ListContext,
): Promise<{ current: ConversionFigures; previous: ConversionFigures }> {
  const start = sql`${dayStart(period.from)}::timestamptz`;
  const [cohorts, orders] = await Promise.all([
    queryRows(
      db,
      sql`select c.period, count(*) filter (where c.kind = 'converted') as converted,
                 count(*) filter (where c.kind = 'open') as open,
                 percentile_cont(0.5) within group (order by c.ms) as "medianMs",
                 percentile_cont(0.9) within group (order by c.ms) as "p90Ms"
          from (${cohortMembers(filters, [previous, period], context)}) c
          group by c.period`,
      cohortRow,
    ),
    queryRows(
      db,
      sql`select m.created_at >= ${start} as current,
                 count(*) filter (where m.conversion_ms is null) as "withoutBudget",
                 count(*) filter (where ${BUDGET_CREATED} < case when m.created_at >= ${start} then ${start}
                                  else ${dayStart(previous.from)}::timestamptz end) as "fromEarlierBudgets"
          from mirror_requests m
          where ${inBoth('order', filters, previous, period, context)}
          group by 1`,
      ordersRow,
    ),
  ]);
  const figures = (index: number, range: DayRange, count: number): ConversionFigures => {
    const cohort = cohorts.find((row) => row.period === index);
    const created = orders.find((row) => row.current === (index === 1));
    const converted = cohort?.converted ?? 0;
    const open = cohort?.open ?? 0;
    return {
      range,
      budgets: count,
      cohort: converted + open,
      converted,
      rate: cohortRate(converted, open),
      medianDays: msToDays(cohort?.medianMs ?? null),
      p90Days: msToDays(cohort?.p90Ms ?? null),
      fromEarlierBudgets: created?.fromEarlierBudgets ?? 0,
      ordersWithoutBudget: created?.withoutBudget ?? 0,
    };
  };
  return {
    current: figures(1, period, budgets.current),
    previous: figures(0, previous, budgets.previous),
  };
}
