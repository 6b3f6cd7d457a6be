import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DayRange, InsightTotals, ResponsibleRow } from '../../contract/api/insights';
import type { RequestFilters } from '../../contract/api/requestFilters';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';
import type { ListContext } from '../mirror/listContext';
import { cohortRate } from './conversion';
import { cohortMembers } from './conversionCohort';
import { NO_TOTALS, totalsOf } from './insightFilters';
import type { GroupRow } from './periodGroups';

const cohortRow = z.object({
  email: z.string(),
  converted: z.coerce.number().int(),
  open: z.coerce.number().int(),
});

/**
 * The leaderboard: per responsible (e-mail in lower case, the key of "mine" and of the
 * responsibleEmail filter), value, count, power and stalled of the type's requests, and the
 * responsible's own budget cohort of the period (ADR 062: a converted budget counts for the order's
 * responsible, an open one for the budget's). Highest value first, then e-mail. Requests without a
 * responsible are counted apart. `totals`: the period's groups by responsible (periodGroups).
 */
export async function byResponsible(
  db: Database,
  totals: readonly GroupRow[],
  filters: RequestFilters,
  range: DayRange,
  context: ListContext,
): Promise<{ rows: ResponsibleRow[]; withoutResponsible: InsightTotals }> {
  const cohorts = await queryRows(
    db,
    sql`select c.email, count(*) filter (where c.kind = 'converted') as converted,
               count(*) filter (where c.kind = 'open') as open
        from (${cohortMembers(filters, [range], context)}) c
        where c.email is not null
        group by c.email`,
    cohortRow,
  );
  const cohortOf = new Map(cohorts.map((row) => [row.email, row]));
  const rows = totals
    .flatMap((row) => (row.email === null ? [] : [{ ...row, email: row.email }]))
    .map((row): ResponsibleRow => {
      const { converted = 0, open = 0 } = cohortOf.get(row.email) ?? {};
      return {
        email: row.email,
        name: row.name,
        ...totalsOf(row),
        stalled: row.stalled,
        budgets: converted + open,
        converted,
        conversionRate: cohortRate(converted, open),
      };
    })
    .sort((a, b) => b.value - a.value || (a.email < b.email ? -1 : a.email > b.email ? 1 : 0));
  const none = totals.find((row) => row.email === null);
  return { rows, withoutResponsible: none ? totalsOf(none) : NO_TOTALS };
}
