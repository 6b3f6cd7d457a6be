import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type DayRange, OUTSTANDING_AGES } from '../../contract/api/insights';
import type { RequestFilters } from '../../contract/api/requestFilters';
import type { RequestType } from '../../contract/upstream/enums';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';
import { dayStart } from '../mirror/filterSql';
import type { ListContext } from '../mirror/listContext';
import { totalsColumns, VALUE_SUM, whereOf } from './insightFilters';
import { addDays, msToDay } from './period';

const paymentRow = z.object({
  paymentStatus: z.string().nullable(),
  paymentType: z.string().nullable(),
  // The index in OUTSTANDING_AGES: the statement groups by a number rather than a text per row.
  age: z.coerce
    .number()
    .int()
    .min(0)
    .max(OUTSTANDING_AGES.length - 1),
  ...totalsColumns,
});

/** One group of the period's rows by payment status, type and age, with its count, value and power. */
export interface PaymentGroup extends Omit<z.infer<typeof paymentRow>, 'age'> {
  age: (typeof OUTSTANDING_AGES)[number];
}

/**
 * Count, value and power of one type's requests matching the filter and created in the range, per
 * payment status, payment type and age of the outstanding (whole UTC days since creation at the
 * context's time).
 */
export async function paymentGroups(
  db: Database,
  type: RequestType,
  filters: RequestFilters,
  range: DayRange,
  context: ListContext,
): Promise<PaymentGroup[]> {
  const today = msToDay(context.nowMs);
  const since = (days: number) => sql`${dayStart(addDays(today, -days))}::timestamptz`;
  const rows = await queryRows(
    db,
    sql`select m.payment_status as "paymentStatus", m.payment_type as "paymentType",
               case when m.created_at >= ${since(7)} then 0
                    when m.created_at >= ${since(30)} then 1
                    when m.created_at >= ${since(90)} then 2
                    else 3 end as age,
               count(*) as count, ${VALUE_SUM} as value, sum(m.total_power) as power
        from mirror_requests m where ${whereOf(type, filters, range, context)}
        group by 1, 2, 3`,
    paymentRow,
  );
  return rows.map((row) => ({ ...row, age: OUTSTANDING_AGES[row.age] ?? '>90' }));
}
