import { type SQL, sql } from 'drizzle-orm';
import { PAYMENT_STATUS_WORKFLOW_ORDER, type SortableColumn } from '../../../contract/api/requestFilters';

export type SortDirection = 'asc' | 'desc';

interface SortColumn {
  /** The column of `mirror_requests m`, or the expression over it that orders the column. */
  column: string;
  /** Its SQL type, to turn a keyset value read as text back into a comparable value. */
  sqlType: 'text' | 'timestamptz' | 'float8' | 'numeric';
  /** The direction when a sort names no direction: newest and largest first, texts A to Z. */
  natural: SortDirection;
}

/** A rank as text that sorts like the number: '000003' < '000010'. */
function rankText(rank: number): string {
  return String(rank).padStart(6, '0');
}
const UNKNOWN_RANK = '999999';

/**
 * Payment status in the workflow's order, unknown values after the known ones by name. A fixed
 * expression, so an index on it serves the sort (drizzle migration of ADR 030).
 */
export const PAYMENT_WORKFLOW_SQL = `(case m.payment_status ${PAYMENT_STATUS_WORKFLOW_ORDER.map(
  (status, rank) => `when '${status}' then '${rankText(rank)}'`,
).join(' ')} else '${UNKNOWN_RANK}' || m.payment_status end)`;

export const SORT_COLUMNS: Record<SortableColumn, SortColumn> = {
  code: { column: 'm.code', sqlType: 'text', natural: 'asc' },
  name: { column: 'm.name', sqlType: 'text', natural: 'asc' },
  kind: { column: 'm.kind', sqlType: 'text', natural: 'asc' },
  company: { column: 'm.company_name', sqlType: 'text', natural: 'asc' },
  cnpj: { column: 'm.company_cnpj_digits', sqlType: 'text', natural: 'asc' },
  responsible: { column: 'm.responsible_name', sqlType: 'text', natural: 'asc' },
  createdAt: { column: 'm.created_at', sqlType: 'timestamptz', natural: 'desc' },
  lastChangedAt: { column: 'm.last_changed_at', sqlType: 'timestamptz', natural: 'desc' },
  // Replaced per read by the configured statuses' sequence (see resolveSort).
  dealStatus: { column: 'm.deal_status', sqlType: 'text', natural: 'asc' },
  // Ascending: the longest in its status first.
  statusSince: { column: 'm.status_since', sqlType: 'timestamptz', natural: 'asc' },
  stockStatus: { column: 'm.stock_status', sqlType: 'text', natural: 'asc' },
  paymentStatus: { column: PAYMENT_WORKFLOW_SQL, sqlType: 'text', natural: 'asc' },
  paymentType: { column: 'm.payment_type', sqlType: 'text', natural: 'asc' },
  totalPower: { column: 'm.total_power', sqlType: 'float8', natural: 'desc' },
  originalValue: { column: 'm.original_value', sqlType: 'numeric', natural: 'desc' },
  finalValue: { column: 'm.final_value', sqlType: 'numeric', natural: 'desc' },
  freightState: { column: 'm.freight_state', sqlType: 'text', natural: 'asc' },
};

/** Newest first, as the vendor lists requests, when nothing else is asked. */
export const DEFAULT_SORT: SortableColumn = 'createdAt';

export interface ResolvedSort {
  key: SortableColumn;
  /** The value rows are ordered by (a column, or an expression over `m`). */
  value: SQL;
  sqlType: SortColumn['sqlType'];
  direction: SortDirection;
}

/**
 * Request status in the configured statuses' order: each configured name its rank, any other
 * status after them by name, requests without a status last (as every sort puts absent values).
 */
export function statusSequenceSql(statusOrder: readonly string[]): SQL {
  if (statusOrder.length === 0) return sql.raw(`('${UNKNOWN_RANK}' || m.deal_status)`);
  const cases = statusOrder.map((name, rank) => sql`when ${name} then ${rankText(rank)}`);
  return sql`(case m.deal_status ${sql.join(cases, sql` `)} else ${UNKNOWN_RANK} || m.deal_status end)`;
}

/**
 * The sort of a read. `statusOrder`: the configured status names in `sequence` order, for a
 * sort by request status (unused by the other sorts).
 */
export function resolveSort(
  sort: SortableColumn | undefined,
  dir: SortDirection | undefined,
  statusOrder: readonly string[] = [],
): ResolvedSort {
  const key = sort ?? DEFAULT_SORT;
  const column = SORT_COLUMNS[key];
  const value = key === 'dealStatus' ? statusSequenceSql(statusOrder) : sql.raw(column.column);
  return { key, value, sqlType: column.sqlType, direction: dir ?? column.natural };
}

/**
 * ORDER BY for a listing: the column in the asked direction with requests lacking the value
 * last either way, then the code in the same direction so that every order is total and pages
 * never overlap. The exact form matches the mirror's sort indexes.
 */
export function orderBySql({ key, value, direction }: ResolvedSort): SQL {
  const dir = sql.raw(direction);
  if (key === 'code') return sql`m.code ${dir} nulls last`;
  return sql`${value} ${dir} nulls last, m.code ${dir} nulls last`;
}

/** Where the rows after (sortValue, code) begin in this order: the keyset condition of an export. */
export function afterKeySql(
  { key, value: column, sqlType, direction }: ResolvedSort,
  last: { value: string | null; code: string },
): SQL {
  const beyond = sql.raw(direction === 'asc' ? '>' : '<');
  const codeBeyond = sql`m.code ${beyond} ${last.code}`;
  if (key === 'code') return codeBeyond;
  if (last.value === null) return sql`(${column} is null and ${codeBeyond})`;
  const value = sql`cast(${last.value} as ${sql.raw(sqlType)})`;
  return sql`(${column} ${beyond} ${value} or (${column} = ${value} and ${codeBeyond}) or ${column} is null)`;
}
