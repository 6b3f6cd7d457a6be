import { z } from 'zod';
import type { SortableColumn } from '../../../contract/api/requestFilters';

/** Every column a requests table can show, in display order. */
export const REQUEST_COLUMN_IDS = [
  'code',
  'name',
  'company',
  'responsible',
  'createdAt',
  'dealStatus',
  'stockStatus',
  'paymentStatus',
  'totalPower',
  'finalValue',
  'freight',
  'kind',
  'companyCnpj',
  'responsibleEmail',
  'lastChangedAt',
  'statusSince',
  'paymentType',
  'originalValue',
  'removed',
] as const;
export const requestColumnIdSchema = z.enum(REQUEST_COLUMN_IDS);
export type RequestColumnId = z.infer<typeof requestColumnIdSchema>;

/**
 * What a table shows before anyone chooses, at 1280 px wide: what a person scans for (who, which
 * company, where it stands, how much). Their default widths add up to what fits beside the
 * navigation at 1280 px, so nothing scrolls sideways; wider screens show more (defaultColumnsFor).
 */
export const DEFAULT_COLUMNS: readonly RequestColumnId[] = [
  'code',
  'name',
  'company',
  'responsible',
  'dealStatus',
  'paymentStatus',
  'finalValue',
];

/** The screen widths (the viewport's CSS px) from which more columns show by default. */
export const LAPTOP_COLUMNS_FROM = 1400;
export const MONITOR_COLUMNS_FROM = 1800;

/**
 * Added by screen width: a laptop, then a desktop monitor. The power waits for the monitor: the
 * vendor's names already start with it ("8,63 kWp - Fernanda"), and on a laptop its room goes to
 * the names.
 */
const WIDER_DEFAULTS: ReadonlyArray<readonly [number, readonly RequestColumnId[]]> = [
  [LAPTOP_COLUMNS_FROM, ['createdAt']],
  [MONITOR_COLUMNS_FROM, ['stockStatus', 'totalPower', 'statusSince']],
];

/** The default columns for a screen this wide, in display order. */
export function defaultColumnsFor(viewportWidth: number): RequestColumnId[] {
  const extra = WIDER_DEFAULTS.filter(([from]) => viewportWidth >= from).flatMap(([, ids]) => ids);
  return normaliseColumns([...DEFAULT_COLUMNS, ...extra]);
}

/**
 * Width in px each column starts at (before a person drags it). Statuses are as wide as their
 * longest common badge ("Aguardando pagamento" with its "17 d" stalled mark, "Parcialmente
 * disponível", "Não solicitado"), so they read whole; where the screen is narrower the names give
 * up their room first (ELASTIC_COLUMNS), so the default set still fits at 1280 px.
 */
export const COLUMN_WIDTHS: Record<RequestColumnId, number> = {
  code: 84,
  // The vendor's names start with the power ("8,63 kWp - Fernanda Moreira"): the widest of the
  // free-text columns, so the customer after the power still shows where they share their room.
  name: 192,
  company: 128,
  responsible: 136,
  createdAt: 104,
  dealStatus: 228,
  stockStatus: 188,
  paymentStatus: 128,
  totalPower: 108,
  finalValue: 128,
  freight: 136,
  kind: 130,
  companyCnpj: 160,
  responsibleEmail: 200,
  lastChangedAt: 104,
  // "antes de 25/11/2026", the bound of a status first seen in the copy, and its header read whole.
  statusSince: 168,
  paymentType: 140,
  originalValue: 120,
  removed: 90,
};

/** Free text cut to its column with the whole of it in the cell's title: shrinks first to fit. */
export const ELASTIC_COLUMNS: ReadonlySet<RequestColumnId> = new Set([
  'name',
  'company',
  'responsible',
  'responsibleEmail',
  'freight',
  'kind',
]);

/** The code identifies the row and opens it, so it cannot be hidden. */
export const ALWAYS_VISIBLE: ReadonlySet<RequestColumnId> = new Set(['code']);

/** The mirror column each sortable table column sorts by (the API's `sort`). */
export const SORT_BY_COLUMN: Partial<Record<RequestColumnId, SortableColumn>> = {
  code: 'code',
  name: 'name',
  company: 'company',
  responsible: 'responsible',
  createdAt: 'createdAt',
  lastChangedAt: 'lastChangedAt',
  dealStatus: 'dealStatus',
  stockStatus: 'stockStatus',
  paymentStatus: 'paymentStatus',
  totalPower: 'totalPower',
  finalValue: 'finalValue',
  freight: 'freightState',
  kind: 'kind',
  companyCnpj: 'cnpj',
  statusSince: 'statusSince',
  paymentType: 'paymentType',
  originalValue: 'originalValue',
};

export function isRequestColumnId(value: unknown): value is RequestColumnId {
  return requestColumnIdSchema.safeParse(value).success;
}

/** A chosen set in display order, with the code always first. */
export function normaliseColumns(columns: readonly RequestColumnId[]): RequestColumnId[] {
  const chosen = new Set<RequestColumnId>([...columns, ...ALWAYS_VISIBLE]);
  return REQUEST_COLUMN_IDS.filter((id) => chosen.has(id));
}

/** A chosen set in the person's own order (the code pinned first), each column once. */
export function orderedColumns(columns: readonly RequestColumnId[]): RequestColumnId[] {
  return [...new Set<RequestColumnId>(['code', ...columns])];
}
