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
import { filterSql } from '../mirror/read/filterSql';
import type { ListContext } from '../mirror/read/listContext';
import { addTotals, NO_TOTALS, totalsColumns, totalsOf, VALUE_SUM } from './insightFilters';
import { addDays, intersect, msToDay } from './period';
import type { PaymentGroup } from './periodGroups';

/** Payment statuses whose money is still to be received. */
export const OUTSTANDING_STATUSES = ['requested', 'partial'] as const satisfies readonly PaymentStatus[];

type Age = (typeof OUTSTANDING_AGES)[number];

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

function sumWhere(rows: readonly PaymentGroup[], keep: (row: PaymentGroup) => boolean): InsightTotals {
  return rows.filter(keep).map(totalsOf).reduce(addTotals, NO_TOTALS);
}

/** The list filter of "payment received in the period": no created days, the period's reception days. */
export function receivedInPeriodFilters(filters: RequestFilters, range: DayRange): RequestFilters {
  const { createdFrom: _from, createdTo: _to, ...rest } = filters;
  return { ...rest, paymentReceivedFrom: range.from, paymentReceivedTo: range.to };
}

/** Received in the period, whenever created: the list paymentReceivedFrom/To = the period. */
export async function receivedInPeriodTotals(
  db: Database,
  type: RequestType,
  filters: RequestFilters,
  range: DayRange,
  context: ListContext,
): Promise<InsightTotals> {
  const [row] = await queryRows(
    db,
    sql`select count(*) as count, ${VALUE_SUM} as value, sum(m.total_power) as power
        from mirror_requests m where ${filterSql(type, receivedInPeriodFilters(filters, range), context)}`,
    z.object(totalsColumns),
  );
  return row ? totalsOf(row) : NO_TOTALS;
}

/**
 * Payment status and type mix, received against outstanding (requested or partial), and the
 * outstanding by age at `nowMs`. Every row is a list: paymentStatus=<s>, paymentType=<t>, or
 * paymentStatus=requested,partial with the age's created days. `rows`: periodGroups' byPayment.
 */
export function payments(
  rows: readonly PaymentGroup[],
  range: DayRange,
  nowMs: number,
  receivedInPeriod: InsightTotals,
): PaymentFigures {
  const today = msToDay(nowMs);
  const outstanding = (row: PaymentGroup) =>
    (OUTSTANDING_STATUSES as readonly (string | null)[]).includes(row.paymentStatus);
  const statuses = new Set<string | null>(PAYMENT_STATUSES);
  const types = new Set<string | null>(PAYMENT_TYPES);
  const ranges = ageRanges(today, range);
  return {
    byStatus: PAYMENT_STATUSES.map((paymentStatus) => ({
      paymentStatus,
      ...sumWhere(rows, (row) => row.paymentStatus === paymentStatus),
    })),
    byType: PAYMENT_TYPES.map((paymentType: PaymentType) => ({
      paymentType,
      ...sumWhere(rows, (row) => row.paymentType === paymentType),
    })),
    withoutStatus: sumWhere(rows, (row) => !statuses.has(row.paymentStatus)),
    withoutType: sumWhere(rows, (row) => !types.has(row.paymentType)),
    received: sumWhere(rows, (row) => row.paymentStatus === 'received'),
    receivedInPeriod,
    outstanding: sumWhere(rows, outstanding),
    outstandingByAge: OUTSTANDING_AGES.map((age) => ({
      age,
      range: ranges[age],
      ...sumWhere(rows, (row) => outstanding(row) && row.age === age),
    })),
  };
}
