import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  type DayRange,
  type InsightTotals,
  OUTSTANDING_AGES,
  type PipelineRow,
  type TimeInStatus,
  type UfRow,
} from '../../contract/api/insights';
import type { RequestFilters } from '../../contract/api/requestFilters';
import { type RequestType, UFS } from '../../contract/upstream/enums';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';
import { dayStart } from '../mirror/read/filterSql';
import { type ListContext, stalledSql } from '../mirror/read/listContext';
import { sqlNumber } from '../mirror/read/summaryRow';
import { addTotals, msToDays, NO_TOTALS, totalsColumns, totalsOf, whereOf } from './insightFilters';
import { addDays, msToDay } from './period';

const groupRow = z.object({
  set: z.enum(['status', 'uf', 'responsible', 'payment']),
  status: z.string().nullable(),
  uf: z.string().nullable(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  paymentStatus: z.string().nullable(),
  paymentType: z.string().nullable(),
  /** A payment group's totals per age of the outstanding, in OUTSTANDING_AGES' order. */
  ages: z.array(z.object(totalsColumns)).length(OUTSTANDING_AGES.length),
  ...totalsColumns,
  stalled: z.coerce.number().int(),
});

/** One group of the period's rows: its key (the other keys null) and its figures. */
export type GroupRow = Omit<z.infer<typeof groupRow>, 'set' | 'ages'>;

/** One group by payment status, type and age of the outstanding. */
export interface PaymentGroup extends GroupRow {
  age: (typeof OUTSTANDING_AGES)[number];
}

/**
 * Count, value, power and stalled of one type's requests matching the filter and created in the
 * range, per status, per UF, per responsible (e-mail in lower case) and per payment status, type
 * and age of the outstanding (whole UTC days since creation at the context's time), in one
 * statement: each group is the list with the listing's own filter plus the group's key.
 */
export async function periodGroups(
  db: Database,
  type: RequestType,
  filters: RequestFilters,
  range: DayRange,
  context: ListContext,
): Promise<{ byStatus: GroupRow[]; byUf: GroupRow[]; byResponsible: GroupRow[]; byPayment: PaymentGroup[] }> {
  const since = (days: number) => sql`${dayStart(addDays(msToDay(context.nowMs), -days))}::timestamptz`;
  // The age of the outstanding is a column of the payment groups, not a grouping key: PostgreSQL
  // cannot tell how few groups an expression makes, and sorted every row instead of hashing.
  const byAge = sql.join(
    OUTSTANDING_AGES.map((_, index) => {
      const inAge = sql`filter (where a.age = ${sql.raw(String(index))})`;
      return sql`json_build_object('count', count(*) ${inAge}, 'value', sum(m.final_value) ${inAge},
                                   'power', sum(m.total_power) ${inAge})`;
    }),
    sql`, `,
  );
  const rows = await queryRows(
    db,
    sql`select case when grouping(m.deal_status) = 0 then 'status' when grouping(m.freight_state) = 0 then 'uf'
                    when grouping(lower(m.responsible_email)) = 0 then 'responsible' else 'payment' end as set,
               m.deal_status as status, m.freight_state as uf, lower(m.responsible_email) as email,
               max(m.responsible_name) as name, m.payment_status as "paymentStatus",
               m.payment_type as "paymentType", json_build_array(${byAge}) as ages,
               count(*) as count, sum(m.final_value) as value, sum(m.total_power) as power,
               count(*) filter (where ${stalledSql(context, type)}) as stalled
        from mirror_requests m
        cross join lateral (select case when m.created_at >= ${since(7)} then 0 when m.created_at >= ${since(30)} then 1
                                        when m.created_at >= ${since(90)} then 2 else 3 end as age) a
        where ${whereOf(type, filters, range, context)}
        group by grouping sets ((m.deal_status), (m.freight_state), (lower(m.responsible_email)),
                                (m.payment_status, m.payment_type))`,
    groupRow,
  );
  const of = (set: z.infer<typeof groupRow>['set']) =>
    rows.filter((row) => row.set === set).map(({ set: _set, ages: _ages, ...row }) => row);
  return {
    byStatus: of('status'),
    byUf: of('uf'),
    byResponsible: of('responsible'),
    byPayment: rows
      .filter((row) => row.set === 'payment')
      .flatMap(({ set: _set, ages, ...row }) =>
        OUTSTANDING_AGES.flatMap((age, index) => {
          const totals = ages[index];
          return totals && totals.count > 0 ? [{ ...row, ...totals, age }] : [];
        }),
      ),
  };
}

const stayRow = z.object({
  status: z.string(),
  stays: z.coerce.number().int(),
  medianMs: sqlNumber,
  p90Ms: sqlNumber,
});

/**
 * Time in each status (ADR 036, ADR 062): the median and p90 of the completed stays
 * (request_status_stays) of the requests matching the filter and created in the period, per
 * status left. The current stay (still running, the "stalled" side) is not among them.
 */
export async function timeInStatus(
  db: Database,
  type: RequestType,
  filters: RequestFilters,
  range: DayRange,
  context: ListContext,
): Promise<Map<string, TimeInStatus>> {
  const rows = await queryRows(
    db,
    sql`select st.status, count(*) as stays,
               percentile_cont(0.5) within group (order by st.ms) as "medianMs",
               percentile_cont(0.9) within group (order by st.ms) as "p90Ms"
        from mirror_requests m
        join request_status_stays st on st.type = m.type and st.code = m.code
        where ${whereOf(type, filters, range, context)}
        group by st.status`,
    stayRow,
  );
  return new Map(
    rows.map((row) => [
      row.status,
      { stays: row.stays, medianDays: msToDays(row.medianMs), p90Days: msToDays(row.p90Ms) },
    ]),
  );
}

const NO_STAYS: TimeInStatus = { stays: 0, medianDays: null, p90Days: null };

/**
 * The funnel: every configured status in its `sequence` (zero where none), then the statuses it
 * does not list, by name; each row is the list with status=<status> (its stalled count, with
 * stalled=1), with its time in status (a status seen only in the history still gets its row).
 */
export function pipeline(
  rows: readonly GroupRow[],
  statusOrder: readonly string[],
  stays: Map<string, TimeInStatus>,
): { rows: PipelineRow[]; withoutStatus: InsightTotals } {
  const byStatus = new Map(rows.flatMap((row) => (row.status === null ? [] : [[row.status, row] as const])));
  const known = new Set(statusOrder);
  const unknown = [...new Set([...byStatus.keys(), ...stays.keys()])].filter((s) => !known.has(s)).sort();
  const none = rows.find((row) => row.status === null);
  return {
    rows: [...statusOrder, ...unknown].map((status) => {
      const row = byStatus.get(status);
      return {
        status,
        known: known.has(status),
        ...(row ? totalsOf(row) : NO_TOTALS),
        stalled: row?.stalled ?? 0,
        timeInStatus: stays.get(status) ?? NO_STAYS,
      };
    }),
    withoutStatus: none ? totalsOf(none) : NO_TOTALS,
  };
}

/** All 27 UFs in the contract's order, zero where none; no UF, or not a Brazilian one, apart. */
export function byUf(rows: readonly GroupRow[]): { rows: UfRow[]; withoutUf: InsightTotals } {
  const known = new Set<string>(UFS);
  const byState = new Map(rows.map((row) => [row.uf, totalsOf(row)]));
  return {
    rows: UFS.map((uf) => ({ uf, ...(byState.get(uf) ?? NO_TOTALS) })),
    withoutUf: rows
      .filter((row) => row.uf === null || !known.has(row.uf))
      .map(totalsOf)
      .reduce(addTotals, NO_TOTALS),
  };
}
