import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DayRange } from '../../contract/api/insights';
import { OUTSTANDING_AGES } from '../../contract/api/insights';
import type { RequestFilters } from '../../contract/api/requestFilters';
import type { RequestType } from '../../contract/upstream/enums';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';
import { type ListContext, stalledSql } from '../mirror/listContext';
import { totalsColumns, whereOf } from './insightFilters';
import { addDays, msToDay } from './period';

const groupRow = z.object({
  set: z.enum(['status', 'uf', 'responsible', 'payment']),
  status: z.string().nullable(),
  uf: z.string().nullable(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  paymentStatus: z.string().nullable(),
  paymentType: z.string().nullable(),
  age: z.enum(OUTSTANDING_AGES).nullable(),
  stalled: z.coerce.number().int(),
  ...totalsColumns,
});

export type GroupRow = z.infer<typeof groupRow>;

/** The period's rows grouped four ways; each figure's section reads its own set. */
export interface PeriodGroups {
  byStatus: GroupRow[];
  byUf: GroupRow[];
  byResponsible: GroupRow[];
  payments: GroupRow[];
}

/**
 * Count, value, power and stalled of one type's requests matching the filter and created in the
 * range, per status, per UF, per responsible (e-mail in lower case) and per payment status, type
 * and age of the outstanding (whole UTC days since creation at the context's time), in one
 * statement (ADR 043): the rows are read once instead of once per section, which is what the page
 * costs on PGlite's single connection. Each group is the list with the listing's own filter plus
 * the group's key, exactly as when every section ran its own group-by.
 */
export async function periodGroups(
  db: Database,
  type: RequestType,
  filters: RequestFilters,
  range: DayRange,
  context: ListContext,
): Promise<PeriodGroups> {
  const today = msToDay(context.nowMs);
  // A day's start as an instant: comparing created_at to it is the same test as comparing its UTC
  // day, without converting each of a year's 70,000 timestamps three times (18 ms of 126 on PGlite).
  const since = (days: number) => sql`${`${addDays(today, -days)}T00:00:00.000Z`}::timestamptz`;
  const rows = await db.transaction(async (tx) => {
    // The planner counts a group per created instant for the payments' age (an expression of
    // created_at), so at the default 4 MB it sorts and spills two of the four sets; the hash it
    // would build holds a few hundred groups (under 1 MB). Room for the hash, for this statement
    // only: 365 days of 64,000 orders took 146 ms sorting and 94 ms hashing on PostgreSQL (ADR 055).
    await tx.execute(sql`set local work_mem = '32MB'`);
    // The responsible set groups the e-mails as stored and only then as one in lower case: lower()
    // on a few hundred groups instead of on every row (24 ms of a year's 108 on PGlite), the same
    // sums as grouping by lower() at once.
    return queryRows(
      tx,
      sql`select s.set, s.status, s.uf, lower(s.email) as email, max(s.name) as name,
               s.payment_status as "paymentStatus", s.payment_type as "paymentType", s.age,
               sum(s.count) as count, sum(s.value) as value, sum(s.power) as power,
               sum(s.stalled) as stalled
        from (
          select case when grouping(g.status) = 0 then 'status' when grouping(g.uf) = 0 then 'uf'
                      when grouping(g.email) = 0 then 'responsible' else 'payment' end as set,
                 g.status, g.uf, g.email, max(g.name) as name, g.payment_status, g.payment_type, g.age,
                 count(*) as count, sum(g.value) as value, sum(g.power) as power,
                 count(*) filter (where g.stalled) as stalled
          from (
            select m.deal_status as status, m.freight_state as uf, m.responsible_email as email,
                   m.responsible_name as name, m.payment_status, m.payment_type,
                   case when m.created_at >= ${since(7)} then '0-7'
                        when m.created_at >= ${since(30)} then '8-30'
                        when m.created_at >= ${since(90)} then '31-90'
                        else '>90' end as age,
                   m.final_value as value, m.total_power as power, ${stalledSql(context, type)} as stalled
            from mirror_requests m where ${whereOf(type, filters, range, context)}
          ) g
          group by grouping sets ((g.status), (g.uf), (g.email), (g.payment_status, g.payment_type, g.age))
        ) s
        group by s.set, s.status, s.uf, lower(s.email), s.payment_status, s.payment_type, s.age`,
      groupRow,
    );
  });
  const of = (set: GroupRow['set']) => rows.filter((row) => row.set === set);
  return {
    byStatus: of('status'),
    byUf: of('uf'),
    byResponsible: of('responsible'),
    payments: of('payment'),
  };
}
