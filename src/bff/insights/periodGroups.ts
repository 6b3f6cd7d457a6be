import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DayRange } from '../../contract/api/insights';
import type { RequestFilters } from '../../contract/api/requestFilters';
import type { RequestType } from '../../contract/upstream/enums';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';
import { type ListContext, stalledSql } from '../mirror/listContext';
import { sqlNumber } from '../mirror/summaryRow';
import { VALUE_SUM, whereOf } from './insightFilters';

const groupRow = z.object({
  set: z.enum(['status', 'uf', 'responsible']),
  status: z.string().nullable(),
  uf: z.string().nullable(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  count: z.coerce.number().int(),
  value: sqlNumber.nullable(),
  power: sqlNumber.nullable(),
  stalled: z.coerce.number().int(),
});

/** One group of the period's rows: its key (the other keys null) and its figures. */
export type GroupRow = Omit<z.infer<typeof groupRow>, 'set'>;

/** The period's rows grouped three ways; each figure's section reads its own set. */
export interface PeriodGroups {
  byStatus: GroupRow[];
  byUf: GroupRow[];
  byResponsible: GroupRow[];
}

/**
 * Count, value, power and stalled of one type's requests matching the filter and created
 * in the range, per status, per UF and per responsible (e-mail in lower case): each group is the
 * list with the listing's own filter plus the group's key.
 */
export async function periodGroups(
  db: Database,
  type: RequestType,
  filters: RequestFilters,
  range: DayRange,
  context: ListContext,
): Promise<PeriodGroups> {
  const rows = await queryRows(
    db,
    sql`select case when grouping(m.deal_status) = 0 then 'status'
                    when grouping(m.freight_state) = 0 then 'uf' else 'responsible' end as set,
               m.deal_status as status, m.freight_state as uf, lower(m.responsible_email) as email,
               max(m.responsible_name) as name,
               count(*) as count, ${VALUE_SUM} as value, sum(m.total_power) as power,
               count(*) filter (where ${stalledSql(context, type)}) as stalled
        from mirror_requests m
        where ${whereOf(type, filters, range, context)}
        group by grouping sets ((m.deal_status), (m.freight_state), (lower(m.responsible_email)))`,
    groupRow,
  );
  const of = (set: z.infer<typeof groupRow>['set']) =>
    rows.filter((row) => row.set === set).map(({ set: _set, ...row }) => row);
  return { byStatus: of('status'), byUf: of('uf'), byResponsible: of('responsible') };
}
