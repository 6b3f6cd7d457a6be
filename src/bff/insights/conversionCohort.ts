import { type SQL, sql } from 'drizzle-orm';
import type { DayRange } from '../../contract/api/insights';
import type { RequestFilters } from '../../contract/api/requestFilters';
import { dayStart, filterSql } from '../mirror/filterSql';
import type { ListContext } from '../mirror/listContext';
import { whereOf } from './insightFilters';
import { addDays } from './period';

/** Over `mirror_requests m` (an order carrying budgetCreated): its budget's creation instant. */
export const BUDGET_CREATED: SQL = sql`(m.created_at - m.conversion_ms * interval '1 millisecond')`;

/**
 * The members of the budget cohorts of `periods` (ADR 062), one row each: `kind` 'converted' for an
 * order (matching the filter) whose budgetCreated falls in a period, with its `ms` from budget to
 * order; 'open' for a budget created in a period (matching the filter) that no such order names
 * (the same creation instant, to the millisecond, and the same company). `period` is the index in
 * `periods`; `email` the responsible in lower case (the order's for a converted one). Every
 * converted budget is counted once, through its order, whether or not Painel holds the budget, so
 * a cohort's rate, converted over converted plus open, never passes 100 %.
 */
export function cohortMembers(
  filters: RequestFilters,
  periods: readonly DayRange[],
  context: ListContext,
): SQL {
  const periodOf = (at: SQL) =>
    sql`case ${sql.join(
      periods.map(
        (range, index) =>
          sql`when ${at} >= ${dayStart(range.from)}::timestamptz and ${at} < ${dayStart(addDays(range.to, 1))}::timestamptz then ${index}`,
      ),
      sql` `,
    )} end`;
  const company = (alias: string) => sql.raw(`coalesce(${alias}.company_cnpj_digits, '')`);
  const converted = sql`select ${periodOf(BUDGET_CREATED)} as period, ${BUDGET_CREATED} as budget_at,
      ${company('m')} as company, lower(m.responsible_email) as email, m.conversion_ms as ms
    from mirror_requests m
    where ${filterSql('order', filters, context)} and m.conversion_ms is not null`;
  const budgets = periods.map((range) => sql`(${whereOf('budget', filters, range, context)})`);
  return sql`with converted as (select * from (${converted}) o where o.period is not null)
    select c.period, 'converted' as kind, c.email, c.ms from converted c
    union all
    select ${periodOf(sql`m.created_at`)}, 'open', lower(m.responsible_email), null
    from mirror_requests m
    where (${sql.join(budgets, sql` or `)})
      and not exists (select 1 from converted c
                      where c.budget_at = m.created_at and c.company = ${company('m')})`;
}
