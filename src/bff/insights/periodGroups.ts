import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type DayRange, OUTSTANDING_AGES } from '../../contract/api/insights';
import type { RequestFilters } from '../../contract/api/requestFilters';
import type { RequestType } from '../../contract/upstream/enums';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';
import { BOTH_CREATED } from '../mirror/conversionSql';
import { type ListContext, stalledSql } from '../mirror/listContext';
import { sqlNumber } from '../mirror/summaryRow';
import { whereOf } from './insightFilters';
import { addDays, msToDay } from './period';

// One row of the statement: a group of one of its three sets (the other sets' keys null).
const setRow = z.object({
  set: z.enum(['status-uf', 'responsible', 'payment']),
  status: z.string().nullable(),
  uf: z.string().nullable(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  paymentStatus: z.string().nullable(),
  paymentType: z.string().nullable(),
  // The index in OUTSTANDING_AGES: the statement hashes a number rather than a text per row.
  age: z.coerce
    .number()
    .int()
    .min(0)
    .max(OUTSTANDING_AGES.length - 1)
    .nullable(),
  count: z.coerce.number().int(),
  // sum(final_value_cents): whole centavos, exact in a JavaScript number up to 90 trillion reais.
  valueCents: sqlNumber.nullable(),
  power: sqlNumber.nullable(),
  stalled: z.coerce.number().int(),
  // Orders carrying budgetCreated (BOTH_CREATED); always 0 for budgets. The leaderboard's conversion.
  converted: z.coerce.number().int(),
});

type SetRow = z.infer<typeof setRow>;
type OutstandingAge = (typeof OUTSTANDING_AGES)[number];

/** One group of the period's rows: its key (the other keys null) and its figures. */
export interface GroupRow {
  status: string | null;
  uf: string | null;
  email: string | null;
  name: string | null;
  paymentStatus: string | null;
  paymentType: string | null;
  age: OutstandingAge | null;
  count: number;
  /** Reais, exact to the centavo. */
  value: number;
  power: number;
  stalled: number;
  converted: number;
}

/** The period's rows grouped four ways; each figure's section reads its own set. */
export interface PeriodGroups {
  byStatus: GroupRow[];
  byUf: GroupRow[];
  byResponsible: GroupRow[];
  payments: GroupRow[];
}

const NO_KEY = {
  status: null,
  uf: null,
  email: null,
  name: null,
  paymentStatus: null,
  paymentType: null,
  age: null,
} as const;

/**
 * The status and the UF groups out of the status-and-UF ones: a few hundred rows summed here
 * instead of a fourth grouping of every row. Centavos are summed whole, then turned into reais.
 */
function rollUp(rows: readonly SetRow[], key: 'status' | 'uf'): GroupRow[] {
  const groups = new Map<string | null, SetRow>();
  for (const row of rows) {
    const group = groups.get(row[key]);
    groups.set(
      row[key],
      group === undefined
        ? row
        : {
            ...group,
            count: group.count + row.count,
            valueCents: (group.valueCents ?? 0) + (row.valueCents ?? 0),
            power: (group.power ?? 0) + (row.power ?? 0),
            stalled: group.stalled + row.stalled,
            converted: group.converted + row.converted,
          },
    );
  }
  return [...groups.values()].map((row) => ({
    ...groupOf(row),
    ...NO_KEY,
    ...(key === 'status' ? { status: row.status } : { uf: row.uf }),
  }));
}

function groupOf(row: SetRow): GroupRow {
  return {
    status: row.status,
    uf: row.uf,
    email: row.email,
    name: row.name,
    paymentStatus: row.paymentStatus,
    paymentType: row.paymentType,
    age: row.age === null ? null : (OUTSTANDING_AGES[row.age] ?? null),
    count: row.count,
    value: (row.valueCents ?? 0) / 100,
    power: row.power ?? 0,
    stalled: row.stalled,
    converted: row.converted,
  };
}

/**
 * Count, value, power, stalled and converted (orders carrying budgetCreated) of one type's requests
 * matching the filter and created in the range, per status, per UF, per responsible (e-mail in lower
 * case) and per payment status, type and age of the outstanding (whole UTC days since creation at
 * the context's time), in one statement (ADR 043): the rows are read once instead of once per
 * section, which is what the page costs on PGlite's single connection. Each group is the list with
 * the listing's own filter plus the group's key, exactly as when every section ran its own group-by.
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
    // created_at), so at the default 4 MB it sorts and spills; the hash it would build holds a few
    // hundred groups (under 1 MB). Room for the hash, for this statement only (ADR 055).
    await tx.execute(sql`set local work_mem = '32MB'`);
    // Every grouping set runs every aggregate on every row, so the statement keeps both few (ADR
    // 056): status and UF are one set (a few hundred pairs, summed apart in rollUp), the name is part
    // of the responsible's key rather than a max() per set, and money is summed in whole centavos.
    // The e-mails are grouped as stored and only then as one in lower case: lower() per group.
    return queryRows(
      tx,
      sql`select s.set, s.status, s.uf, lower(s.email) as email, max(s.name) as name,
               s.payment_status as "paymentStatus", s.payment_type as "paymentType", s.age,
               sum(s.count) as count, sum(s.value_cents) as "valueCents", sum(s.power) as power,
               sum(s.stalled) as stalled, sum(s.converted) as converted
        from (
          select case when grouping(g.status) = 0 then 'status-uf'
                      when grouping(g.email) = 0 then 'responsible' else 'payment' end as set,
                 g.status, g.uf, g.email, g.name, g.payment_status, g.payment_type, g.age,
                 count(*) as count, sum(g.value_cents) as value_cents, sum(g.power) as power,
                 count(*) filter (where g.stalled) as stalled,
                 count(*) filter (where g.converted) as converted
          from (
            select m.deal_status as status, m.freight_state as uf, m.responsible_email as email,
                   m.responsible_name as name, m.payment_status, m.payment_type,
                   case when m.created_at >= ${since(7)} then 0
                        when m.created_at >= ${since(30)} then 1
                        when m.created_at >= ${since(90)} then 2
                        else 3 end as age,
                   m.final_value_cents as value_cents, m.total_power as power,
                   ${stalledSql(context, type)} as stalled, ${BOTH_CREATED} as converted
            from mirror_requests m where ${whereOf(type, filters, range, context)}
          ) g
          group by grouping sets ((g.status, g.uf), (g.email, g.name), (g.payment_status, g.payment_type, g.age))
        ) s
        group by s.set, s.status, s.uf, lower(s.email), s.payment_status, s.payment_type, s.age`,
      setRow,
    );
  });
  const of = (set: SetRow['set']) => rows.filter((row) => row.set === set);
  return {
    byStatus: rollUp(of('status-uf'), 'status'),
    byUf: rollUp(of('status-uf'), 'uf'),
    byResponsible: of('responsible').map(groupOf),
    payments: of('payment').map(groupOf),
  };
}
