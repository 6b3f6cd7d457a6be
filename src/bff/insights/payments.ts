import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  type DayRange,
  type InsightTotals,
  OUTSTANDING_AGES,
  type PaymentFigures,
} from '../../contract/api/insights';
import type { RequestFilters } from '../../contract/api/requestFilters';
import { PAYMENT_STATUSES, PAYMENT_TYPES, type RequestType } from '../../contract/upstream/enums';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';
import { filterSql } from '../mirror/read/filterSql';
import type { ListContext } from '../mirror/read/listContext';
import { addTotals, NO_TOTALS, totalsColumns, totalsOf } from './insightFilters';
import { addDays, intersect, msToDay } from './period';
import type { PaymentGroup } from './periodGroups';

/**
 * The created days of each age on `today` (UTC): the youngest bucket also takes anything created
 * after today and the oldest everything before, so the four partition the period exactly.
 */
function ageRanges(
  today: string,
  period: DayRange,
): Record<(typeof OUTSTANDING_AGES)[number], DayRange | null> {
  return {
    '0-7': intersect({ from: addDays(today, -7), to: period.to }, period),
    '8-30': intersect({ from: addDays(today, -30), to: addDays(today, -8) }, period),
    '31-90': intersect({ from: addDays(today, -90), to: addDays(today, -31) }, period),
    '>90': intersect({ from: period.from, to: addDays(today, -91) }, period),
  };
}

/** Received in the period, whenever created: the list paymentReceivedFrom/To = the period, no created days. */
export async function receivedInPeriodTotals(
  db: Database,
  type: RequestType,
  filters: RequestFilters,
  range: DayRange,
  context: ListContext,
): Promise<InsightTotals> {
  const { createdFrom: _from, createdTo: _to, createdBefore: _before, ...rest } = filters;
  const received = { ...rest, paymentReceivedFrom: range.from, paymentReceivedTo: range.to };
  const [row] = await queryRows(
    db,
    sql`select count(*) as count, sum(m.final_value) as value, sum(m.total_power) as power
        from mirror_requests m where ${filterSql(type, received, context)}`,
    z.object(totalsColumns),
  );
  return row ? totalsOf(row) : NO_TOTALS;
}

/**
 * Payment status and type mix, received against outstanding (requested or partial: money still to
 * be received), and the outstanding by age at `nowMs`. Every row is a list: paymentStatus=<s>,
 * paymentType=<t>, or paymentStatus=requested,partial with the age's created days. `rows`:
 * periodGroups' byPayment.
 */
export function payments(
  rows: readonly PaymentGroup[],
  range: DayRange,
  nowMs: number,
  receivedInPeriod: InsightTotals,
): PaymentFigures {
  const sum = (keep: (row: PaymentGroup) => boolean) =>
    rows.filter(keep).map(totalsOf).reduce(addTotals, NO_TOTALS);
  const outstanding = (row: PaymentGroup) =>
    row.paymentStatus === 'requested' || row.paymentStatus === 'partial';
  const statuses = new Set<string | null>(PAYMENT_STATUSES);
  const types = new Set<string | null>(PAYMENT_TYPES);
  const ranges = ageRanges(msToDay(nowMs), range);
  return {
    byStatus: PAYMENT_STATUSES.map((paymentStatus) => ({
      paymentStatus,
      ...sum((row) => row.paymentStatus === paymentStatus),
    })),
    byType: PAYMENT_TYPES.map((paymentType) => ({
      paymentType,
      ...sum((row) => row.paymentType === paymentType),
    })),
    withoutStatus: sum((row) => !statuses.has(row.paymentStatus)),
    withoutType: sum((row) => !types.has(row.paymentType)),
    received: sum((row) => row.paymentStatus === 'received'),
    receivedInPeriod,
    outstanding: sum(outstanding),
    outstandingByAge: OUTSTANDING_AGES.map((age) => ({
      age,
      range: ranges[age],
      ...sum((row) => outstanding(row) && row.age === age),
    })),
  };
}
