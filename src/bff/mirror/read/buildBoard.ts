import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Board, BoardColumn } from '../../../contract/api/board';
import type { BoardQuery } from '../../../contract/api/boardQuery';
import type { RequestFilters } from '../../../contract/api/requestFilters';
import type { RequestSummary } from '../../../contract/api/requests';
import type { RequestType } from '../../../contract/upstream/enums';
import type { RequestStatus } from '../../../contract/upstream/requestStatus';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/queryRows';
import { filterSql, onlyStatusAndRemoved, removedFlags } from './filterSql';
import { anonymousContext, type ListContext, withStalled } from './listContext';
import type { StatusesSource } from './statusesSource';
import { SUMMARY_COLUMNS, sqlNumber, summaryRow } from './summaryRow';

/** The column of requests whose dealStatus is not configured (or absent) is named ''. */
export const UNCONFIGURED_COLUMN_NAME = '';

/** Count, sums and first cards of the matching requests of one dealStatus ('' for none). */
interface StatusGroup {
  count: number;
  sumFinalValue: number;
  sumTotalPower: number;
  cards: RequestSummary[];
}

const totalsRow = z.object({
  status: z.string(),
  count: z.coerce.number().int(),
  sumFinalValue: sqlNumber,
  sumTotalPower: sqlNumber,
});
const statusCardRow = z.intersection(summaryRow, z.object({ statusKey: z.string() }));
const rankedCardRow = z.intersection(
  statusCardRow,
  z.intersection(totalsRow.omit({ status: true }), z.object({ rank: z.coerce.number().int() })),
);

const cents = (value: number) => Math.round(value * 100) / 100;

function newestMoveFirst(a: RequestSummary, b: RequestSummary): number {
  const compare = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  // ISO texts of one format order like the instants they name; none sorts last.
  return compare(b.statusSince ?? '', a.statusSince ?? '') || compare(b.code, a.code);
}

const NEWEST_MOVE = sql.raw('m.status_since desc nulls last, m.code desc nulls last');

/**
 * The groups when only status and removed filter: counts and sums from the status totals, and each
 * status's first cards straight from the status index (a LATERAL range per status, one more
 * query for requests without a status). Nothing scans the mirror.
 */
async function groupsFromTotals(
  db: Database,
  type: RequestType,
  filters: RequestFilters,
  context: ListContext,
  limit: number,
): Promise<Map<string, StatusGroup>> {
  const totals = await queryRows(
    db,
    sql`select t.deal_status as status, sum(t.requests) as count,
               sum(t.sum_final_value) as "sumFinalValue", sum(t.sum_total_power) as "sumTotalPower"
        from mirror_status_totals t
        where t.type = ${type} and t.removed in ${removedFlags(filters)}
        ${filters.status?.length ? sql`and t.deal_status in ${filters.status}` : sql``}
        group by t.deal_status having sum(t.requests) > 0`,
    totalsRow,
  );
  const groups = new Map(
    totals.map(({ status, ...values }) => [status, { ...values, cards: [] as RequestSummary[] }]),
  );
  if (limit === 0 || groups.size === 0) return groups;
  const where = filterSql(type, filters, context);
  const named = [...groups.keys()].filter((status) => status !== '');
  const parts: SQL[] = [];
  if (named.length > 0) {
    const list = sql.join(
      named.map((name) => sql`${name}`),
      sql`, `,
    );
    parts.push(sql`select c.* from unnest(array[${list}]::text[]) as s(name)
      cross join lateral (
        select ${SUMMARY_COLUMNS}, s.name as "statusKey" from mirror_requests m
        where ${where} and m.deal_status = s.name order by ${NEWEST_MOVE} limit ${limit}
      ) c`);
  }
  if (groups.has('')) {
    parts.push(sql`select * from (
        select ${SUMMARY_COLUMNS}, '' as "statusKey" from mirror_requests m
        where ${where} and m.deal_status is null order by ${NEWEST_MOVE} limit ${limit}
      ) u`);
  }
  for (const { statusKey, ...card } of await queryRows(
    db,
    sql.join(parts, sql` union all `),
    statusCardRow,
  )) {
    groups.get(statusKey)?.cards.push(withStalled(context, card));
  }
  return groups;
}

/**
 * The groups under any other filter, in one pass over the matching rows: window functions count,
 * sum and rank them per status while only keys are carried, then the columns of the first cards
 * are read. (A status with no card wanted still sends its first row, for its totals.)
 */
async function groupsFromRows(
  db: Database,
  type: RequestType,
  filters: RequestFilters,
  context: ListContext,
  limit: number,
): Promise<Map<string, StatusGroup>> {
  const status = sql.raw(`coalesce(m.deal_status, '')`);
  const rows = await queryRows(
    db,
    sql`select ${SUMMARY_COLUMNS}, k.status_key as "statusKey", k.rank, k.count,
               k.sum_final_value as "sumFinalValue", k.sum_total_power as "sumTotalPower"
        from (
          select * from (
            select m.type, m.code, ${status} as status_key,
                   row_number() over (partition by ${status} order by ${NEWEST_MOVE}) as rank,
                   count(*) over (partition by ${status}) as count,
                   coalesce(sum(m.final_value) over (partition by ${status}), 0) as sum_final_value,
                   coalesce(sum(m.total_power) over (partition by ${status}), 0) as sum_total_power
            from mirror_requests m where ${filterSql(type, filters, context)}
          ) w where w.rank <= ${Math.max(limit, 1)}
        ) k
        -- One primary-key lookup per card: the planner cannot tell how few rows the rank keeps and
        -- would otherwise join by scanning the whole mirror ("limit 1" keeps the lookup per row).
        cross join lateral (
          select * from mirror_requests m where m.type = k.type and m.code = k.code limit 1
        ) m`,
    rankedCardRow,
  );
  const groups = new Map<string, StatusGroup>();
  for (const { statusKey, rank, count, sumFinalValue, sumTotalPower, ...card } of rows) {
    const group = groups.get(statusKey) ?? { count, sumFinalValue, sumTotalPower, cards: [] };
    if (rank <= limit) group.cards.push(withStalled(context, card));
    groups.set(statusKey, group);
  }
  return groups;
}

/** Configured statuses with a name, each name once, in `sequence` order (unsequenced last). */
export function orderedStatuses(statuses: readonly RequestStatus[]): Array<RequestStatus & { name: string }> {
  const seen = new Set<string>();
  return statuses
    .filter((status): status is RequestStatus & { name: string } => Boolean(status.name))
    .map((status, index) => ({ status, index }))
    .sort(
      (a, b) =>
        (a.status.sequence ?? Number.POSITIVE_INFINITY) - (b.status.sequence ?? Number.POSITIVE_INFINITY) ||
        a.index - b.index,
    )
    .map(({ status }) => status)
    .filter((status) => !seen.has(status.name) && seen.add(status.name));
}

function column(status: BoardColumn['status'], name: string, group: StatusGroup | undefined, limit: number) {
  return {
    status,
    name,
    count: group?.count ?? 0,
    sumFinalValue: cents(group?.sumFinalValue ?? 0),
    sumTotalPower: group?.sumTotalPower ?? 0,
    cards: [...(group?.cards ?? [])].sort(newestMoveFirst).slice(0, limit),
  };
}

/**
 * The status board of a type: one column per configured status in `sequence` order (empty ones
 * too), then, when any matching request has a status that is not configured or none, one column
 * named '' with `status: null` gathering them. Counts and sums cover every matching request; each
 * column carries its first `cardsPerColumn` cards, most recently moved first.
 */
export async function buildBoard(
  db: Database,
  statusesSource: StatusesSource,
  type: RequestType,
  query: BoardQuery,
  context: ListContext = anonymousContext(),
): Promise<Board> {
  const { cardsPerColumn: limit, ...filters } = query;
  const configured = orderedStatuses(await statusesSource(type));
  const groups = onlyStatusAndRemoved(filters)
    ? await groupsFromTotals(db, type, filters, context, limit)
    : await groupsFromRows(db, type, filters, context, limit);
  const columns: BoardColumn[] = configured.map((status) =>
    column(status, status.name, groups.get(status.name), limit),
  );
  const known = new Set(configured.map((status) => status.name));
  const rest: StatusGroup = { count: 0, sumFinalValue: 0, sumTotalPower: 0, cards: [] };
  for (const [status, group] of groups) {
    if (known.has(status)) continue;
    rest.count += group.count;
    rest.sumFinalValue += group.sumFinalValue;
    rest.sumTotalPower += group.sumTotalPower;
    rest.cards.push(...group.cards);
  }
  if (rest.count > 0) columns.push(column(null, UNCONFIGURED_COLUMN_NAME, rest, limit));
  return { columns, total: columns.reduce((sum, each) => sum + each.count, 0) };
}
