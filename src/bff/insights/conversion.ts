import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ConversionFigures, DayRange, InsightTotals, ResponsibleRow } from '../../contract/api/insights';
import type { RequestFilters } from '../../contract/api/requestFilters';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';
import { dayStart, filterSql } from '../mirror/read/filterSql';
import type { ListContext } from '../mirror/read/listContext';
import { sqlNumber } from '../mirror/read/summaryRow';
import { msToDays, NO_TOTALS, totalsOf, whereOf } from './insightFilters';
import { rangeEnd } from './period';
import type { GroupRow } from './periodGroups';

const cohortRow = z.object({
  period: z.coerce.number().int(),
  /** null on a period's own row; else the responsible's (lower case) share of it. */
  email: z.string().nullable(),
  whole: z.boolean(),
  converted: z.coerce.number().int(),
  open: z.coerce.number().int(),
  earlier: z.coerce.number().int(),
  direct: z.coerce.number().int(),
  /** On a period's own row: the median and p90 ms from budget to order; else null. */
  spans: z.tuple([sqlNumber.nullable(), sqlNumber.nullable()]).nullable(),
});

export type CohortRow = z.infer<typeof cohortRow>;

/** Converted over converted plus open, to the ten-thousandth; null for an empty cohort. */
export const cohortRate = (converted: number, open: number): number | null =>
  converted + open > 0 ? Math.round((converted / (converted + open)) * 10_000) / 10_000 : null;

/**
 * The budget cohorts of the previous period (0) and the period (1) (ADR 062, 091), per period and
 * per responsible, in one statement. Each order matching the filter is read once (`o`): it is
 * 'converted' in the period its budgetCreated falls in (with its `ms` from budget to order); in the
 * period it was created in, it came from an 'earlier' budget or is 'direct' (no budget). A budget
 * of a period that no such order names (the same creation instant to the millisecond and the same
 * company) is 'open'. Every converted budget counts once, through its order, whether or not Painel
 * holds the budget, so a rate never passes 100 %. The previous cohort counts only the orders made
 * before `previousNow` (`in_time`), so both are read at the same age (ADR 112). A converted budget
 * counts for the order's responsible, an open one for the budget's.
 */
export async function cohorts(
  db: Database,
  filters: RequestFilters,
  periods: readonly [previous: DayRange, period: DayRange],
  previousNow: string,
  context: ListContext,
): Promise<CohortRow[]> {
  const start = (day: string) => sql`${dayStart(day)}::timestamptz`;
  const end = (range: DayRange) => sql`${rangeEnd(range)}::timestamptz`;
  const periodOf = (at: SQL) =>
    sql`case ${sql.join(
      periods.map(
        (r, i) => sql`when ${at} >= ${start(r.from)} and ${at} < ${end(r)} then ${sql.raw(String(i))}`,
      ),
      sql` `,
    )} end`;
  const company = (alias: string) => sql.raw(`coalesce(${alias}.company_cnpj_digits, '')`);
  const budgets = periods.map((range) => sql`(${whereOf('budget', filters, range, context)})`);
  const spans = (period: 0 | 1) =>
    sql`percentile_cont(array[0.5, 0.9]) within group (order by ms) filter (where budget_period = ${sql.raw(String(period))} and in_time)`;
  return queryRows(
    db,
    sql`with o as materialized (
          select ${periodOf(sql`m.budget_created_at`)} as budget_period, ${periodOf(sql`m.created_at`)} as order_period,
                 m.budget_created_at as budget_at, ${company('m')} as company, lower(m.responsible_email) as email,
                 date_part('epoch', m.created_at - m.budget_created_at) * 1000 as ms,
                 (${periodOf(sql`m.budget_created_at`)} = 1 or m.created_at < ${previousNow}::timestamptz) as in_time
          from mirror_requests m
          -- An order is made after its budget, so none created before the first period counts.
          where ${filterSql('order', filters, context)} and m.created_at >= ${start(periods[0].from)}),
        members as (
          select budget_period as period, 'converted' as kind, email from o where budget_period is not null and in_time
          union all
          select order_period, case when budget_at is null then 'direct' else 'earlier' end, email from o
          where order_period is not null and (budget_at is null or budget_at < case order_period
            when 0 then ${start(periods[0].from)} else ${start(periods[1].from)} end)
          union all
          select ${periodOf(sql`m.created_at`)}, 'open', lower(m.responsible_email)
          from mirror_requests m
          where (${sql.join(budgets, sql` or `)})
            and not exists (select 1 from o where o.budget_at = m.created_at and o.company = ${company('m')}
                            and o.in_time)),
        counts as (
          select period, email, grouping(email) = 1 as whole,
                 count(*) filter (where kind = 'converted') as converted,
                 count(*) filter (where kind = 'open') as open,
                 count(*) filter (where kind = 'earlier') as earlier,
                 count(*) filter (where kind = 'direct') as direct
          from members group by grouping sets ((period), (period, email))),
        spans as (select ${spans(0)} as previous, ${spans(1)} as current from o)
        select c.*, case when c.whole then case c.period when 0 then s.previous else s.current end end as spans
        from counts c cross join spans s`,
    cohortRow,
  );
}

/** Each period's conversion; `budgets`, the budgets created in each (the created series' count). */
export function conversion(
  rows: readonly CohortRow[],
  periods: readonly [previous: DayRange, period: DayRange],
  budgets: readonly [previous: number, period: number],
): { current: ConversionFigures; previous: ConversionFigures } {
  const figures = (index: 0 | 1): ConversionFigures => {
    const row = rows.find((r) => r.whole && r.period === index);
    const converted = row?.converted ?? 0;
    const open = row?.open ?? 0;
    return {
      range: periods[index],
      budgets: budgets[index],
      cohort: converted + open,
      converted,
      rate: cohortRate(converted, open),
      medianDays: msToDays(row?.spans?.[0] ?? null),
      p90Days: msToDays(row?.spans?.[1] ?? null),
      fromEarlierBudgets: row?.earlier ?? 0,
      ordersWithoutBudget: row?.direct ?? 0,
    };
  };
  return { current: figures(1), previous: figures(0) };
}

/**
 * The leaderboard: per responsible (e-mail in lower case, the key of "mine" and of the
 * responsibleEmail filter) the period's groups by responsible (`totals`, periodGroups) and the
 * responsible's own budget cohort of the period. Highest value first, then e-mail; requests
 * without a responsible apart.
 */
export function byResponsible(
  totals: readonly GroupRow[],
  rows: readonly CohortRow[],
): { rows: ResponsibleRow[]; withoutResponsible: InsightTotals } {
  const cohortOf = new Map(rows.flatMap((r) => (r.period === 1 && r.email !== null ? [[r.email, r]] : [])));
  const leaderboard = totals.flatMap(({ email, name, stalled, ...row }): ResponsibleRow[] => {
    if (email === null) return [];
    const { converted = 0, open = 0 } = cohortOf.get(email) ?? {};
    const cohort = { budgets: converted + open, converted, conversionRate: cohortRate(converted, open) };
    return [{ email, name, ...totalsOf(row), stalled, ...cohort }];
  });
  leaderboard.sort((a, b) => b.value - a.value || (a.email < b.email ? -1 : a.email > b.email ? 1 : 0));
  const none = totals.find((row) => row.email === null);
  return { rows: leaderboard, withoutResponsible: none ? totalsOf(none) : NO_TOTALS };
}
