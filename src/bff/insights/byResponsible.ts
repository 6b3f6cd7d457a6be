import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DayRange, InsightTotals, ResponsibleRow } from '../../contract/api/insights';
import type { RequestFilters } from '../../contract/api/requestFilters';
import type { RequestType } from '../../contract/upstream/enums';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';
import { BOTH_CREATED } from '../mirror/conversionSql';
import { type ListContext, stalledSql } from '../mirror/listContext';
import { NO_TOTALS, totalsColumns, totalsOf, whereOf } from './insightFilters';

const responsibleTotals = z.object({
  email: z.string().nullable(),
  name: z.string().nullable(),
  stalled: z.coerce.number().int(),
  ...totalsColumns,
});
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
 */
export async function byResponsible(
  db: Database,
  type: RequestType,
  filters: RequestFilters,
  range: DayRange,
  context: ListContext,
): Promise<{ rows: ResponsibleRow[]; withoutResponsible: InsightTotals }> {
  const [totals, conversions] = await Promise.all([
    queryRows(
      db,
      sql`select lower(m.responsible_email) as email, max(m.responsible_name) as name, count(*) as count,
                 sum(m.final_value) as value, sum(m.total_power) as power,
                 count(*) filter (where ${stalledSql(context)}) as stalled
          from mirror_requests m where ${whereOf(type, filters, range, context)}
          group by lower(m.responsible_email)`,
      responsibleTotals,
    ),
    queryRows(
      db,
      sql`select lower(m.responsible_email) as email, count(*) filter (where m.type = 'budget') as budgets,
                 count(*) filter (where m.type = 'order' and ${BOTH_CREATED}) as converted
          from mirror_requests m
          where m.responsible_email is not null
            and ((${whereOf('budget', filters, range, context)}) or (${whereOf('order', filters, range, context)}))
          group by lower(m.responsible_email)`,
      conversionCounts,
    ),
  ]);
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
