import { z } from 'zod';
import { requestRecord } from '../upstream/requestRecord';
import { paymentStatusSchema, paymentTypeSchema, requestTypeSchema } from '../upstream/enums';

/**
 * One row of a requests table or one card of a board: the typed columns of the mirror. Every
 * vendor field may be absent, so every column but the identity is nullable.
 */
export const requestSummary = z.object({
  type: requestTypeSchema,
  code: z.string(),
  id: z.string().nullable(),
  name: z.string().nullable(),
  kind: z.string().nullable(),
  companyName: z.string().nullable(),
  companyFantasyName: z.string().nullable(),
  companyCnpj: z.string().nullable(),
  responsibleName: z.string().nullable(),
  responsibleEmail: z.string().nullable(),
  /** ISO 8601; the request's own creation time (budgetCreated or orderCreated). */
  createdAt: z.string().nullable(),
  /** ISO 8601; when Painel last saw it change. */
  lastChangedAt: z.string().nullable(),
  dealStatus: z.string().nullable(),
  /** ISO 8601; since when the request has its current dealStatus (from history). */
  statusSince: z.string().nullable(),
  stockStatus: z.string().nullable(),
  paymentStatus: paymentStatusSchema.nullable(),
  paymentType: paymentTypeSchema.nullable(),
  /** Wp (docs/decisions/008-power-unit.md). */
  totalPower: z.number().nullable(),
  originalValue: z.number().nullable(),
  finalValue: z.number().nullable(),
  freightState: z.string().nullable(),
  freightCity: z.string().nullable(),
  removed: z.boolean(),
  /** Longer in its current status than that status's threshold. */
  stalled: z.boolean().optional(),
});
export type RequestSummary = z.infer<typeof requestSummary>;

export const requestPage = z.object({
  items: z.array(requestSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Over every row the filter matches, not only this page. */
  totals: z
    .object({
      count: z.number().int(),
      finalValue: z.number(),
      /** Wp. */
      totalPower: z.number(),
    })
    .optional(),
});
export type RequestPage = z.infer<typeof requestPage>;

export const HISTORY_SOURCES = ['backfill', 'reconcile', 'webhook', 'refresh', 'write'] as const;
export const historySourceSchema = z.enum(HISTORY_SOURCES);
export type HistorySource = z.infer<typeof historySourceSchema>;

export const fieldChange = z.object({
  /** Dotted path in the vendor record, e.g. "payment.status". */
  field: z.string(),
  from: z.unknown(),
  to: z.unknown(),
});

/** One observed version of a request: what changed, when Painel saw it, and through what. */
export const historyEntry = z.object({
  id: z.string(),
  at: z.string(),
  source: historySourceSchema,
  /** The Painel user whose write caused it, when it was our own write. */
  actor: z.string().nullable(),
  changes: z.array(fieldChange),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

/** A field of the vendor record that did not match the contract and is shown as absent. */
export const unreadableField = z.object({ path: z.string(), problem: z.string() });

export const requestDetail = z.object({
  summary: requestSummary,
  /** The whole vendor record as last seen (read tolerantly; unreadable fields are removed). */
  record: requestRecord,
  unreadable: z.array(unreadableField),
  history: z.array(historyEntry),
  /** ISO 8601; when Painel last refreshed this record from the vendor. */
  syncedAt: z.string().nullable(),
});
export type RequestDetail = z.infer<typeof requestDetail>;
