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

/** What a table shows before anyone chooses: the list; the rest is "more on demand". */
export const DEFAULT_COLUMNS: readonly RequestColumnId[] = [
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
];

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
};

export function isRequestColumnId(value: unknown): value is RequestColumnId {
  return requestColumnIdSchema.safeParse(value).success;
}

/** A chosen set in display order, with the code always first. */
export function normaliseColumns(columns: readonly RequestColumnId[]): RequestColumnId[] {
  const chosen = new Set<RequestColumnId>([...columns, ...ALWAYS_VISIBLE]);
  return REQUEST_COLUMN_IDS.filter((id) => chosen.has(id));
}
