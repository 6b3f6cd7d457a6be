import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DayRange, InsightTotals, ResponsibleRow } from '../../contract/api/insights';
import type { RequestFilters } from '../../contract/api/requestFilters';
import type { RequestType } from '../../contract/upstream/enums';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';
import { BOTH_CREATED } from '../mirror/conversionSql';
import type { ListContext } from '../mirror/listContext';
import { NO_TOTALS, totalsOf, whereOf } from './insightFilters';
import type { GroupRow } from './periodGroups';

const otherTypeCount = z.object({ email: z.string(), count: z.coerce.number().int() });

/**
 * The leaderboard: per responsible (e-mail in lower case, the key of "mine" and of the
 * responsibleEmail filter), value, count, power and stalled of the type's requests, and the
 * responsible's own conversion (orders carrying budgetCreated / budgets, both created in the
 * period). Highest value first, then e-mail. Requests without a responsible are counted apart.
 * `totals`: the period's groups by responsible of `type` (periodGroups), which already hold one
 * side of the conversion: the budgets when `type` is budget, the converted orders when it is order.
 * Only the other type's side is read here (ADR 056).
 */
export async function byResponsible(
  db: Database,
  type: RequestType,
  totals: readonly GroupRow[],
  filters: RequestFilters,
  range: DayRange,
  context: ListContext,
): Promise<{ rows: ResponsibleRow[]; withoutResponsible: InsightTotals }> {
  const other: RequestType = type === 'order' ? 'budget' : 'order';
  const counted = await queryRows(
    db,
    // E-mails grouped as stored, then as one in lower case: lower() per group, not per row.
    sql`select lower(c.email) as email, sum(c.count) as count
        from (
          select m.responsible_email as email, count(*) as count
          from mirror_requests m
          where m.responsible_email is not null ${other === 'order' ? sql`and ${BOTH_CREATED}` : sql``}
            and ${whereOf(other, filters, range, context)}
          group by m.responsible_email
        ) c
        group by lower(c.email)`,
    otherTypeCount,
  );
  const otherCount = new Map(counted.map((row) => [row.email, row.count]));
  const rows = totals
    .flatMap((row) => (row.email === null ? [] : [{ ...row, email: row.email }]))
    .map((row): ResponsibleRow => {
      const fromOther = otherCount.get(row.email) ?? 0;
      const budgets = type === 'budget' ? row.count : fromOther;
      const converted = type === 'order' ? row.converted : fromOther;
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
