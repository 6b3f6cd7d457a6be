import { z } from 'zod';
import { requestRecord } from '../upstream/requestRecord';
import { requestTypeSchema } from '../upstream/enums';
import { changeActor } from './changeActor';

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
  /**
   * ISO 8601; since when the request has its current dealStatus: the observed change, or for a
   * status Painel found already set, the latest instant the vendor's dates allow (ADR 065).
   */
  statusSince: z.string().nullable(),
  /** True when the start is unknown and statusSince only bounds it: "desde antes de" (ADR 065). */
  statusSinceBefore: z.boolean(),
  stockStatus: z.string().nullable(),
  /**
   * As received: a documented value (PAYMENT_STATUSES, PAYMENT_TYPES) or one the vendor added since,
   * which people see as sent rather than as absent (docs/decisions/033).
   */
  paymentStatus: z.string().nullable(),
  paymentType: z.string().nullable(),
  /** Wp (docs/decisions/008-power-unit.md). */
  totalPower: z.number().nullable(),
  originalValue: z.number().nullable(),
  finalValue: z.number().nullable(),
  freightState: z.string().nullable(),
  freightCity: z.string().nullable(),
  removed: z.boolean(),
  /**
   * Longer in its current status than that status's threshold (GET /api/settings/stalled),
   * measured from statusSince at the time of the read (a bound counts only once even it is past).
   */
  stalled: z.boolean(),
});
export type RequestSummary = z.infer<typeof requestSummary>;

/** Totals of every request the filter matches, not only the page's. */
export const requestTotals = z.object({
  /** Equals the page's `total`. */
  count: z.number().int(),
  /** BRL; requests without a final value add nothing. */
  finalValue: z.number(),
  /** Wp. */
  totalPower: z.number(),
});
export type RequestTotals = z.infer<typeof requestTotals>;

export const requestPage = z.object({
  items: z.array(requestSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totals: requestTotals,
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

/** One observed version of a request: what changed, when Painel saw it, through what and by whom. */
export const historyEntry = z.object({
  id: z.string(),
  at: z.string(),
  source: historySourceSchema,
  /** Who caused it: the Painel person whose write it followed, or how the vendor's change arrived. */
  actor: changeActor,
  changes: z.array(fieldChange),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

/** A field of the vendor record that did not match the contract and is shown as absent. */
export const unreadableField = z.object({ path: z.string(), problem: z.string() });

/** The mirror's count of a request's versions: 1 when first seen, +1 on every change; 0 when not mirrored. */
export const requestVersion = z.number().int().min(0);

/** A history entry with the version of the request it made (ADR 035). */
export const versionedHistoryEntry = historyEntry.extend({ version: requestVersion });
export type VersionedHistoryEntry = z.infer<typeof versionedHistoryEntry>;

export const requestDetail = z.object({
  summary: requestSummary,
  /**
   * The version of the request this detail shows. Every write names it as its `baseVersion`, and
   * is refused (409) when the mirror has moved since (docs/decisions/035-no-silent-overwrite.md).
   */
  version: requestVersion,
  /** The whole vendor record as last seen (read tolerantly; unreadable fields are removed). */
  record: requestRecord,
  unreadable: z.array(unreadableField),
  history: z.array(versionedHistoryEntry),
  /** ISO 8601; when Painel last refreshed this record from the vendor. */
  syncedAt: z.string().nullable(),
});
export type RequestDetail = z.infer<typeof requestDetail>;
