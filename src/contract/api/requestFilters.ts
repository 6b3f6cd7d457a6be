import { z } from 'zod';
import { calendarDate } from '../upstream/dateFormats';
import { type PaymentStatus, paymentStatusSchema, paymentTypeSchema, ufSchema } from '../upstream/enums';

/**
 * Columns of the mirror a listing can be sorted by, every one on the server (ADR 030).
 * `dealStatus` sorts in the configured statuses' `sequence` (unknown statuses after the known
 * ones, by name); `paymentStatus` in the workflow's order (PAYMENT_STATUS_WORKFLOW_ORDER);
 * `statusSince` ascending is the longest in its status first (oldest since); `cnpj` is the
 * company's CNPJ by its digits.
 */
export const SORTABLE_COLUMNS = [
  'code',
  'name',
  'kind',
  'company',
  'cnpj',
  'responsible',
  'createdAt',
  'lastChangedAt',
  'dealStatus',
  'statusSince',
  'stockStatus',
  'paymentStatus',
  'paymentType',
  'totalPower',
  'originalValue',
  'finalValue',
  'freightState',
] as const;
export const sortableColumnSchema = z.enum(SORTABLE_COLUMNS);
export type SortableColumn = z.infer<typeof sortableColumnSchema>;

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export const sortDirectionSchema = z.enum(SORT_DIRECTIONS);

/** The order `paymentStatus` sorts in: the payment's workflow, not the alphabet. */
export const PAYMENT_STATUS_WORKFLOW_ORDER = [
  'notRequested',
  'requested',
  'partial',
  'received',
  'cancelled',
] as const satisfies readonly PaymentStatus[];

/** Whether removed requests are hidden (default), shown with the rest, or shown alone. */
export const REMOVED_MODES = ['exclude', 'include', 'only'] as const;
export const removedModeSchema = z.enum(REMOVED_MODES);
export type RemovedMode = z.infer<typeof removedModeSchema>;

/**
 * Orders by where they came from, as the insights' conversion counts them (ADR 036, ADR 046):
 * `converted` carry both budgetCreated and orderCreated, `withoutBudget` do not. A budget is
 * never `converted`.
 */
export const CONVERSION_FILTERS = ['converted', 'withoutBudget'] as const;
export const conversionFilterSchema = z.enum(CONVERSION_FILTERS);
export type ConversionFilter = z.infer<typeof conversionFilterSchema>;

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
/**
 * A query-string switch: `1`/`true` on; `0`/`false`/absent off, which parses as absent so an
 * off switch is no filter at all. Anything else is a 400.
 */
const flag = z.preprocess((value) => {
  if (value === undefined || value === '' || value === false || value === '0' || value === 'false') {
    return undefined;
  }
  if (value === '1' || value === 'true') return true;
  return value;
}, z.boolean().optional());
const text = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() || undefined : value),
  z.string().max(200).optional(),
);

/**
 * The filters Painel offers on its mirror, one entry each (ADR 074): every filter of the vendor
 * listing, plus request status, payment status and type, and free text. Shared by the listing, the
 * board aggregates and the exports, and by the SPA's URL state, so a copied link reproduces the
 * same rows. The BFF's SQL and the SPA's control and chip are records keyed by these keys, so a
 * filter added here fails the typecheck until each layer has its record. Its words are the SPA's
 * `requests.chip.<key>`. Power is in Wp, like the vendor's powerGTE/powerLTE (ADR 008).
 */
export const requestFilters = z.object({
  /** Free text over code, name, company names, CNPJ and responsible (trigram search). */
  q: text,
  createdFrom: calendarDate.optional(),
  createdTo: calendarDate.optional(),
  /**
   * Created before this instant: a figure's drill-down over a span compared with a running period,
   * whose last day stops at the time of day that period was read at (ADR 110).
   */
  createdBefore: z.iso.datetime().optional(),
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
  /** The responsible's e-mail exactly, in any case (the insights' drill-down by responsible). */
  responsibleEmail: text,
  status: list(z.string().min(1).max(120)),
  paymentStatus: list(paymentStatusSchema),
  paymentType: list(paymentTypeSchema),
  /** Orders that came from a budget, or not (ADR 046). */
  conversion: conversionFilterSchema.optional(),
  /**
   * Whose payment became received on these whole UTC days, both included, and is received now
   * (ADR 046): the latest change of the payment status to received that the history recorded.
   */
  paymentReceivedFrom: calendarDate.optional(),
  paymentReceivedTo: calendarDate.optional(),
  removed: removedModeSchema.optional(),
  /** Work queue "my requests": the responsible's e-mail is the signed-in person's (any case). */
  mine: flag,
  /**
   * Work queue "stalled": longer in the current status than that status's threshold
   * (GET /api/settings/stalled).
   */
  stalled: flag,
  /**
   * Work queue "in progress": not in a final status (the admin's per-type list, ADR 044), so a
   * person's queue holds what can still move. A request without a status is in progress.
   */
  open: flag,
});
export type RequestFilters = z.output<typeof requestFilters>;
export type RequestFiltersInput = z.input<typeof requestFilters>;
export const FILTER_KEYS = requestFilters.keyof().options;
export type FilterKey = (typeof FILTER_KEYS)[number];

export const requestListQuery = requestFilters.extend({
  sort: sortableColumnSchema.optional(),
  dir: sortDirectionSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type RequestListQuery = z.output<typeof requestListQuery>;
