import { type SQL, sql } from 'drizzle-orm';
import type { SortableColumn } from '../../contract/api/requestFilters';

export type SortDirection = 'asc' | 'desc';

interface SortColumn {
  /** The column of `mirror_requests m`. */
  column: string;
  /** Its SQL type, to turn a keyset value read as text back into a comparable value. */
  sqlType: 'text' | 'timestamptz' | 'float8' | 'numeric';
  /** The direction when a sort names no direction: newest and largest first, texts A to Z. */
  natural: SortDirection;
}

export const SORT_COLUMNS: Record<SortableColumn, SortColumn> = {
  code: { column: 'm.code', sqlType: 'text', natural: 'asc' },
  name: { column: 'm.name', sqlType: 'text', natural: 'asc' },
  company: { column: 'm.company_name', sqlType: 'text', natural: 'asc' },
  responsible: { column: 'm.responsible_name', sqlType: 'text', natural: 'asc' },
  createdAt: { column: 'm.created_at', sqlType: 'timestamptz', natural: 'desc' },
  lastChangedAt: { column: 'm.last_changed_at', sqlType: 'timestamptz', natural: 'desc' },
  dealStatus: { column: 'm.deal_status', sqlType: 'text', natural: 'asc' },
  stockStatus: { column: 'm.stock_status', sqlType: 'text', natural: 'asc' },
  paymentStatus: { column: 'm.payment_status', sqlType: 'text', natural: 'asc' },
  totalPower: { column: 'm.total_power', sqlType: 'float8', natural: 'desc' },
  finalValue: { column: 'm.final_value', sqlType: 'numeric', natural: 'desc' },
  freightState: { column: 'm.freight_state', sqlType: 'text', natural: 'asc' },
  statusSince: { column: 'm.status_since', sqlType: 'timestamptz', natural: 'asc' },
  paymentType: { column: 'm.payment_type', sqlType: 'text', natural: 'asc' },
  kind: { column: 'm.kind', sqlType: 'text', natural: 'asc' },
  cnpj: { column: 'm.company_cnpj_digits', sqlType: 'text', natural: 'asc' },
  originalValue: { column: 'm.original_value', sqlType: 'numeric', natural: 'desc' },
};

/** Newest first, as the vendor lists requests, when nothing else is asked. */
export const DEFAULT_SORT: SortableColumn = 'createdAt';

export interface ResolvedSort {
  key: SortableColumn;
  column: SortColumn;
  direction: SortDirection;
}

export function resolveSort(sort: SortableColumn | undefined, dir: SortDirection | undefined): ResolvedSort {
  const key = sort ?? DEFAULT_SORT;
  const column = SORT_COLUMNS[key];
  return { key, column, direction: dir ?? column.natural };
}

/**
 * ORDER BY for a listing: the column in the asked direction with requests lacking the value
 * last either way, then the code in the same direction so that every order is total and pages
 * never overlap. The exact form matches the mirror's sort indexes.
 */
export function orderBySql({ key, column, direction }: ResolvedSort): SQL {
  const dir = sql.raw(direction);
  if (key === 'code') return sql`m.code ${dir} nulls last`;
  return sql`${sql.raw(column.column)} ${dir} nulls last, m.code ${dir} nulls last`;
}

/** Where the rows after (sortValue, code) begin in this order: the keyset condition of an export. */
export function afterKeySql(
  { key, column, direction }: ResolvedSort,
  last: { value: string | null; code: string },
): SQL {
  const beyond = sql.raw(direction === 'asc' ? '>' : '<');
  const codeBeyond = sql`m.code ${beyond} ${last.code}`;
  if (key === 'code') return codeBeyond;
  const col = sql.raw(column.column);
  if (last.value === null) return sql`(${col} is null and ${codeBeyond})`;
  const value = sql`cast(${last.value} as ${sql.raw(column.sqlType)})`;
  return sql`(${col} ${beyond} ${value} or (${col} = ${value} and ${codeBeyond}) or ${col} is null)`;
}
