import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  type DayRange,
  type InsightTotals,
  OUTSTANDING_AGES,
  type PaymentFigures,
} from '../../contract/api/insights';
import type { RequestFilters } from '../../contract/api/requestFilters';
import {
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  type PaymentStatus,
  type PaymentType,
  type RequestType,
} from '../../contract/upstream/enums';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';
import { filterSql } from '../mirror/filterSql';
import type { ListContext } from '../mirror/listContext';
import { addTotals, NO_TOTALS, totalsColumns, totalsOf, whereOf } from './insightFilters';
import { addDays, intersect, msToDay } from './period';

/** Payment statuses whose money is still to be received. */
export const OUTSTANDING_STATUSES = ['requested', 'partial'] as const satisfies readonly PaymentStatus[];

type Age = (typeof OUTSTANDING_AGES)[number];

const paymentRow = z.object({
  status: z.string().nullable(),
  paymentType: z.string().nullable(),
  age: z.enum(OUTSTANDING_AGES),
  ...totalsColumns,
});

/**
 * The created days of each age on `today` (UTC): the youngest bucket also takes anything created
 * after today and the oldest everything before, so the four partition the period exactly.
 */
function ageRanges(today: string, period: DayRange): Record<Age, DayRange | null> {
  return {
    '0-7': intersect({ from: addDays(today, -7), to: period.to }, period),
    '8-30': intersect({ from: addDays(today, -30), to: addDays(today, -8) }, period),
    '31-90': intersect({ from: addDays(today, -90), to: addDays(today, -31) }, period),
    '>90': intersect({ from: period.from, to: addDays(today, -91) }, period),
  };
}

function sumWhere<T>(rows: T[], keep: (row: T) => boolean, totals: (row: T) => InsightTotals): InsightTotals {
  return rows.filter(keep).map(totals).reduce(addTotals, NO_TOTALS);
}

/** The list filter of "payment received in the period": no created days, the period's reception days. */
export function receivedInPeriodFilters(filters: RequestFilters, range: DayRange): RequestFilters {
  const { createdFrom: _from, createdTo: _to, ...rest } = filters;
  return { ...rest, paymentReceivedFrom: range.from, paymentReceivedTo: range.to };
}

/**
 * Payment status and type mix, received (status received) against outstanding (requested or
 * partial) value, and the outstanding by whole UTC days since the request was created, at the
 * context's time. Every row is a list: paymentStatus=<s>, paymentType=<t>, or
 * paymentStatus=requested,partial with the age's created days; receivedInPeriod is the list
 * paymentReceivedFrom/To = the period (ADR 046), whenever the request was created.
 */
export async function payments(
  db: Database,
  type: RequestType,
  filters: RequestFilters,
  range: DayRange,
  context: ListContext,
): Promise<PaymentFigures> {
  const today = msToDay(context.nowMs);
  const day = sql`(m.created_at at time zone 'UTC')::date`;
  const receivedRows = queryRows(
    db,
    sql`select count(*) as count, sum(m.final_value) as value, sum(m.total_power) as power
        from mirror_requests m where ${filterSql(type, receivedInPeriodFilters(filters, range), context)}`,
    z.object(totalsColumns),
  );
  const rows = await queryRows(
    db,
    sql`select m.payment_status as status, m.payment_type as "paymentType",
               case when ${day} >= ${addDays(today, -7)}::date then '0-7'
                    when ${day} >= ${addDays(today, -30)}::date then '8-30'
                    when ${day} >= ${addDays(today, -90)}::date then '31-90'
                    else '>90' end as age,
               count(*) as count, sum(m.final_value) as value, sum(m.total_power) as power
        from mirror_requests m where ${whereOf(type, filters, range, context)}
        group by 1, 2, 3`,
    paymentRow,
  );
  const outstanding = (row: (typeof rows)[number]) =>
    (OUTSTANDING_STATUSES as readonly (string | null)[]).includes(row.status);
  const statuses = new Set<string | null>(PAYMENT_STATUSES);
  const types = new Set<string | null>(PAYMENT_TYPES);
  const ranges = ageRanges(today, range);
  const [receivedInPeriod] = await receivedRows;
  return {
    byStatus: PAYMENT_STATUSES.map((paymentStatus) => ({
      paymentStatus,
      ...sumWhere(rows, (row) => row.status === paymentStatus, totalsOf),
    })),
    byType: PAYMENT_TYPES.map((paymentType: PaymentType) => ({
      paymentType,
      ...sumWhere(rows, (row) => row.paymentType === paymentType, totalsOf),
    })),
    withoutStatus: sumWhere(rows, (row) => !statuses.has(row.status), totalsOf),
    withoutType: sumWhere(rows, (row) => !types.has(row.paymentType), totalsOf),
    received: sumWhere(rows, (row) => row.status === 'received', totalsOf),
    receivedInPeriod: receivedInPeriod ? totalsOf(receivedInPeriod) : NO_TOTALS,
    outstanding: sumWhere(rows, outstanding, totalsOf),
    outstandingByAge: OUTSTANDING_AGES.map((age) => ({
      age,
      range: ranges[age],
      ...sumWhere(rows, (row) => outstanding(row) && row.age === age, totalsOf),
    })),
  };
}
