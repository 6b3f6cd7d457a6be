import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DayRange, InsightTotals, ResponsibleRow } from '../../contract/api/insights';
import type { RequestFilters } from '../../contract/api/requestFilters';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';
import { BOTH_CREATED } from '../mirror/conversionSql';
import type { ListContext } from '../mirror/listContext';
import { NO_TOTALS, totalsOf, whereOf } from './insightFilters';
import type { GroupRow } from './periodGroups';

const conversionCounts = z.object({
  email: z.string(),
  budgets: z.coerce.number().int(),
  converted: z.coerce.number().int(),
});

/**
 * The leaderboard: per responsible (e-mail in lower case, the key of "mine" and of the
 * responsibleEmail filter), value, count, power and stalled of the type's requests, and the
 * responsible's own conversion (orders carrying budgetCreated / budgets, both created in the
 * period). Highest value first, then e-mail. Requests without a responsible are counted apart.
 * `totals`: the period's groups by responsible (periodGroups).
 */
export async function byResponsible(
  db: Database,
  totals: readonly GroupRow[],
  filters: RequestFilters,
  range: DayRange,
  context: ListContext,
): Promise<{ rows: ResponsibleRow[]; withoutResponsible: InsightTotals }> {
  const conversions = await queryRows(
    db,
    // One branch per type: each reads its own created range (the index holds what both read), where
    // one OR of the two filters made the planner read the whole table.
    sql`select c.email, sum(c.budgets) as budgets, sum(c.converted) as converted
        from (
          select lower(m.responsible_email) as email, count(*) as budgets, 0 as converted
          from mirror_requests m
          where m.responsible_email is not null and ${whereOf('budget', filters, range, context)}
          group by lower(m.responsible_email)
          union all
          select lower(m.responsible_email) as email, 0 as budgets, count(*) filter (where ${BOTH_CREATED}) as converted
          from mirror_requests m
          where m.responsible_email is not null and ${whereOf('order', filters, range, context)}
          group by lower(m.responsible_email)
        ) c
        group by c.email`,
    conversionCounts,
  );
  const conversionOf = new Map(conversions.map((row) => [row.email, row]));
  const rows = totals
    .flatMap((row) => (row.email === null ? [] : [{ ...row, email: row.email }]))
    .map((row): ResponsibleRow => {
      const counts = conversionOf.get(row.email);
      const budgets = counts?.budgets ?? 0;
      const converted = counts?.converted ?? 0;
      return {
        email: row.email,
        name: row.name,
        ...totalsOf(row),
        stalled: row.stalled,
        budgets,
        converted,
        conversionRate: budgets > 0 ? Math.round((converted / budgets) * 10_000) / 10_000 : null,
      };
    })
    .sort((a, b) => b.value - a.value || (a.email < b.email ? -1 : a.email > b.email ? 1 : 0));
  const none = totals.find((row) => row.email === null);
  return { rows, withoutResponsible: none ? totalsOf(none) : NO_TOTALS };
}
