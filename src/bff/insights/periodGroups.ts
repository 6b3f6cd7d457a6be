import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DayRange } from '../../contract/api/insights';
import type { RequestFilters } from '../../contract/api/requestFilters';
import type { RequestType } from '../../contract/upstream/enums';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';
import { BOTH_CREATED } from '../mirror/conversionSql';
import { type ListContext, stalledSql } from '../mirror/listContext';
import { sqlNumber } from '../mirror/summaryRow';
import { whereOf } from './insightFilters';

// One row of the statement: a group of one of its two sets (the other set's keys null).
const setRow = z.object({
  set: z.enum(['status-uf', 'responsible']),
  status: z.string().nullable(),
  uf: z.string().nullable(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  count: z.coerce.number().int(),
  // sum(final_value_cents): whole centavos, exact in a JavaScript number up to 90 trillion reais.
  valueCents: sqlNumber.nullable(),
  power: sqlNumber.nullable(),
  stalled: z.coerce.number().int(),
  // Orders carrying budgetCreated (BOTH_CREATED); always 0 for budgets. The leaderboard's conversion.
  converted: z.coerce.number().int(),
});

type SetRow = z.infer<typeof setRow>;

/** One group of the period's rows: its key (the other keys null) and its figures. */
export interface GroupRow {
  status: string | null;
  uf: string | null;
  email: string | null;
  name: string | null;
  count: number;
  /** Reais, exact to the centavo. */
  value: number;
  power: number;
  stalled: number;
  converted: number;
}

/** The period's rows grouped three ways; each figure's section reads its own set. */
export interface PeriodGroups {
  byStatus: GroupRow[];
  byUf: GroupRow[];
  byResponsible: GroupRow[];
}

const NO_KEY = { status: null, uf: null, email: null, name: null } as const;

/**
 * The status and the UF groups out of the status-and-UF ones: a few hundred rows summed here
 * instead of two more groupings of every row. Centavos are summed whole, then turned into reais.
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
    count: row.count,
    value: (row.valueCents ?? 0) / 100,
    power: row.power ?? 0,
    stalled: row.stalled,
    converted: row.converted,
  };
}

/**
 * Count, value, power, stalled and converted (orders carrying budgetCreated) of one type's requests
 * matching the filter and created in the range, per status, per UF and per responsible (e-mail in
 * lower case), in one statement (ADR 043): the rows are read once instead of once per section,
 * which is what the page costs on PGlite's single connection. Each group is the list with the
 * listing's own filter plus the group's key, exactly as when every section ran its own group-by.
 * The payments' groups are a statement of their own (paymentGroups).
 */
export async function periodGroups(
  db: Database,
  type: RequestType,
  filters: RequestFilters,
  range: DayRange,
  context: ListContext,
): Promise<PeriodGroups> {
  // Every grouping set runs every aggregate on every row, so the statement keeps both few (ADR 056):
  // status and UF are one set (a few hundred pairs, summed apart in rollUp), the name is part of the
  // responsible's key rather than a max() per set, and money is summed in whole centavos. The
  // e-mails are grouped as stored and only then as one in lower case: lower() per group.
  const rows = await queryRows(
    db,
    sql`select s.set, s.status, s.uf, lower(s.email) as email, max(s.name) as name,
               sum(s.count) as count, sum(s.value_cents) as "valueCents", sum(s.power) as power,
               sum(s.stalled) as stalled, sum(s.converted) as converted
        from (
          select case when grouping(g.status) = 0 then 'status-uf' else 'responsible' end as set,
                 g.status, g.uf, g.email, g.name,
                 count(*) as count, sum(g.value_cents) as value_cents, sum(g.power) as power,
                 count(*) filter (where g.stalled) as stalled,
                 count(*) filter (where g.converted) as converted
          from (
            select m.deal_status as status, m.freight_state as uf, m.responsible_email as email,
                   m.responsible_name as name, m.final_value_cents as value_cents, m.total_power as power,
                   ${stalledSql(context, type)} as stalled, ${BOTH_CREATED} as converted
            from mirror_requests m where ${whereOf(type, filters, range, context)}
          ) g
          group by grouping sets ((g.status, g.uf), (g.email, g.name))
        ) s
        group by s.set, s.status, s.uf, lower(s.email)`,
    setRow,
  );
  const of = (set: SetRow['set']) => rows.filter((row) => row.set === set);
  return {
    byStatus: rollUp(of('status-uf'), 'status'),
    byUf: rollUp(of('status-uf'), 'uf'),
    byResponsible: of('responsible').map(groupOf),
  };
}
