import { z } from 'zod';
import { calendarDate } from '../upstream/dateFormats';
import { paymentStatusSchema, paymentTypeSchema, ufSchema } from '../upstream/enums';

/** Columns of the mirror a listing can be sorted by (each has a typed, indexed column). */
export const SORTABLE_COLUMNS = [
  'code',
  'name',
  'company',
  'responsible',
  'createdAt',
  'lastChangedAt',
  'dealStatus',
  'stockStatus',
  'paymentStatus',
  'totalPower',
  'finalValue',
  'freightState',
  'statusSince',
  'paymentType',
  'kind',
  'cnpj',
  'originalValue',
] as const;
export const sortableColumnSchema = z.enum(SORTABLE_COLUMNS);
export type SortableColumn = z.infer<typeof sortableColumnSchema>;

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export const sortDirectionSchema = z.enum(SORT_DIRECTIONS);

/** Whether removed requests are hidden (default), shown with the rest, or shown alone. */
export const REMOVED_MODES = ['exclude', 'include', 'only'] as const;
export const removedModeSchema = z.enum(REMOVED_MODES);
export type RemovedMode = z.infer<typeof removedModeSchema>;

export const MAX_PAGE_SIZE = 200;
export const DEFAULT_PAGE_SIZE = 25;

// Query strings carry text: repeated keys or comma lists become arrays, numbers are parsed.
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => {
    if (value === undefined || value === '') return undefined;
    const items = Array.isArray(value) ? value : [value];
    return items
      .flatMap((entry) => (typeof entry === 'string' ? entry.split(',') : [entry]))
      .filter((e) => e !== '');
  }, z.array(item).optional());
const number = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.coerce.number().finite().optional(),
);
const text = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() || undefined : value),
  z.string().max(200).optional(),
);

// A work queue is on (`1`) or absent.
const queueFlag = z.enum(['1']).optional();

/**
 * The filters Painel offers on its mirror: every filter of the vendor listing, plus request
 * status, payment status and type, and free text. Shared by the listing, the board aggregates and
 * the CSV export, and by the SPA's URL state, so a copied link reproduces the same rows.
 * Power is in Wp, like the vendor's powerGTE/powerLTE (docs/decisions/008-power-unit.md).
 */
export const requestFilters = z.object({
  /** Free text over code, name, company names, CNPJ and responsible (trigram search). */
  q: text,
  createdFrom: calendarDate.optional(),
  createdTo: calendarDate.optional(),
  updatedFrom: calendarDate.optional(),
  updatedTo: calendarDate.optional(),
  code: text,
  name: text,
  powerMin: number,
  powerMax: number,
  uf: list(ufSchema),
  city: text,
  /** Digits or a masked CNPJ; matched by its digits. */
  cnpj: text,
  responsible: text,
  status: list(z.string().min(1).max(120)),
  paymentStatus: list(paymentStatusSchema),
  paymentType: list(paymentTypeSchema),
  removed: removedModeSchema.optional(),
  /** `1`: only requests whose responsible is the signed-in person (by e-mail, case-insensitive). */
  mine: queueFlag,
  /** `1`: only requests longer in their status than its threshold (GET /api/settings/stalled). */
  stalled: queueFlag,
});
export type RequestFilters = z.output<typeof requestFilters>;
export type RequestFiltersInput = z.input<typeof requestFilters>;

export const requestListQuery = requestFilters.extend({
  sort: sortableColumnSchema.optional(),
  dir: sortDirectionSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type RequestListQuery = z.output<typeof requestListQuery>;
