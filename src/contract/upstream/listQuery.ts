import { z } from 'zod';
import { calendarDate } from './dateFormats';
import { requestTypeSchema, ufSchema } from './enums';

/** The first page of a listing. */
export const FIRST_PAGE = 1;
/** The largest page the vendor serves. */
export const MAX_PAGE_LIMIT = 50;

// Path and query values arrive as text on the sandbox side and are built as numbers/booleans on
// the backend side; both spellings are accepted and the output is always the typed value.
const wholeNumber = z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]).pipe(z.number().int());
const finiteNumber = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^-?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/)
      .transform(Number),
  ])
  .pipe(z.number().finite());
const booleanFlag = z.union([z.boolean(), z.enum(['true', 'false']).transform((text) => text === 'true')]);

/** GET /api/v{1,2}/requests/{requestType}/{pageNumber}/{pageLimit}. */
export const listPathParams = z.object({
  requestType: requestTypeSchema,
  pageNumber: wholeNumber.pipe(z.number().min(FIRST_PAGE)),
  pageLimit: wholeNumber.pipe(z.number().min(1).max(MAX_PAGE_LIMIT)),
});
export type ListPathParams = z.output<typeof listPathParams>;

/**
 * Query filters of the listing, all optional. Beware: a call with none of them returns only what
 * changed since the previous call (see isChangeFeedQuery).
 */
export const listQuery = z.object({
  /** Created on or after this day. */
  createdAfter: calendarDate.optional(),
  /** Created up to this day. */
  createdBefore: calendarDate.optional(),
  /** Last updated on or after this day. */
  lastUpdateAfter: calendarDate.optional(),
  /** Last updated up to this day. */
  lastUpdateBefore: calendarDate.optional(),
  /** Request code contains this text. */
  code: z.string().optional(),
  /** Request name contains this text. */
  name: z.string().optional(),
  /** Power in Wp greater than or equal. */
  powerGTE: finiteNumber.optional(),
  /** Power in Wp less than or equal. */
  powerLTE: finiteNumber.optional(),
  /** Delivery freight state equals this UF. */
  freightState: ufSchema.optional(),
  /** Delivery freight city contains this text. */
  freightCity: z.string().optional(),
  /** Company CNPJ contains this text. */
  companyCNPJ: z.string().optional(),
  /** E-mail of the responsible collaborator contains this text. */
  responsibleEmail: z.string().optional(),
  /** Return the removed records. */
  removed: booleanFlag.optional(),
});
export type ListQuery = z.output<typeof listQuery>;
export type ListQueryInput = z.input<typeof listQuery>;

/** Every query parameter the listing documents, in the spec's order. */
export const LIST_QUERY_KEYS = Object.keys(listQuery.shape) as (keyof ListQuery)[];

/** True when no filter is set: the vendor then answers with the change feed, not a full listing. */
export function isChangeFeedQuery(query: ListQuery): boolean {
  return LIST_QUERY_KEYS.every((key) => query[key] === undefined);
}

/** The query string of a listing call, parameters in the spec's order, undefined ones left out. */
export function listQueryToSearchParams(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of LIST_QUERY_KEYS) {
    const value = query[key];
    if (value !== undefined) params.set(key, String(value));
  }
  return params;
}
