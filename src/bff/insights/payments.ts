import {
  type DayRange,
  type InsightTotals,
  OUTSTANDING_AGES,
  type PaymentFigures,
} from '../../contract/api/insights';
import {
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  type PaymentStatus,
  type PaymentType,
} from '../../contract/upstream/enums';
import { addTotals, NO_TOTALS, totalsOf } from './insightFilters';
import { addDays, intersect, msToDay } from './period';
import type { GroupRow } from './periodGroups';

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

function sumWhere<T>(
  rows: readonly T[],
  keep: (row: T) => boolean,
  totals: (row: T) => InsightTotals,
): InsightTotals {
  return rows.filter(keep).map(totals).reduce(addTotals, NO_TOTALS);
}

/**
 * Payment status and type mix, received (status received) against outstanding (requested or
 * partial) value, and the outstanding by whole UTC days since the request was created, at the
 * context's time. Every row is a list: paymentStatus=<s>, paymentType=<t>, or
 * paymentStatus=requested,partial with the age's created days. `rows`: the period's groups by
 * payment status, type and age (periodGroups), whose ages are counted at `nowMs`.
 */
export function payments(rows: readonly GroupRow[], range: DayRange, nowMs: number): PaymentFigures {
  const today = msToDay(nowMs);
  const outstanding = (row: GroupRow) =>
    (OUTSTANDING_STATUSES as readonly (string | null)[]).includes(row.paymentStatus);
  const statuses = new Set<string | null>(PAYMENT_STATUSES);
  const types = new Set<string | null>(PAYMENT_TYPES);
  const ranges = ageRanges(today, range);
  return {
    byStatus: PAYMENT_STATUSES.map((paymentStatus) => ({
      paymentStatus,
      ...sumWhere(rows, (row) => row.paymentStatus === paymentStatus, totalsOf),
    })),
    byType: PAYMENT_TYPES.map((paymentType: PaymentType) => ({
      paymentType,
      ...sumWhere(rows, (row) => row.paymentType === paymentType, totalsOf),
    })),
    withoutStatus: sumWhere(rows, (row) => !statuses.has(row.paymentStatus), totalsOf),
    withoutType: sumWhere(rows, (row) => !types.has(row.paymentType), totalsOf),
    received: sumWhere(rows, (row) => row.paymentStatus === 'received', totalsOf),
    outstanding: sumWhere(rows, outstanding, totalsOf),
    outstandingByAge: OUTSTANDING_AGES.map((age) => ({
      age,
      range: ranges[age],
      ...sumWhere(rows, (row) => outstanding(row) && row.age === age, totalsOf),
    })),
  };
}
