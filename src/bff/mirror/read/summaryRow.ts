import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { RequestSummary } from '../../../contract/api/requests';
import { requestTypeSchema } from '../../../contract/upstream/enums';

/**
 * The columns of a RequestSummary, selected raw from `mirror_requests m`. Nothing is computed in
 * SQL: a sort or a window then carries plain columns, and the conversion (timestamps to ISO text,
 * numeric text to numbers) happens in JS on the few rows that are returned.
 */
export const SUMMARY_COLUMNS = sql.raw(
  [
    'm.type',
    'm.code',
    'm.id',
    'm.name',
    'm.kind',
    'm.company_name as "companyName"',
    'm.company_fantasy_name as "companyFantasyName"',
    'm.company_cnpj as "companyCnpj"',
    'm.responsible_name as "responsibleName"',
    'm.responsible_email as "responsibleEmail"',
    'm.created_at as "createdAt"',
    'm.last_changed_at as "lastChangedAt"',
    'm.deal_status as "dealStatus"',
    'm.status_since as "statusSince"',
    'm.status_since_before as "statusSinceBefore"',
    'm.stock_status as "stockStatus"',
    'm.payment_status as "paymentStatus"',
    'm.payment_type as "paymentType"',
    'm.total_power as "totalPower"',
    'm.original_value as "originalValue"',
    'm.final_value as "finalValue"',
    'm.freight_state as "freightState"',
    'm.freight_city as "freightCity"',
    'm.removed',
  ].join(', '),
);

/**
 * A timestamptz as either driver returns it (node-postgres: a Date; PGlite through Drizzle: ISO-like
 * text in UTC), as ISO 8601 text.
 */
export const instantText = z.union([z.date(), z.string()]).transform((value, context) => {
  const at = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(at.getTime())) {
    context.addIssue({ code: 'custom', message: 'Not a timestamp' });
    return z.NEVER;
  }
  return at.toISOString();
});

/** numeric arrives as text from both drivers, double precision as a number. */
export const sqlNumber = z.union([z.number(), z.string()]).pipe(z.coerce.number());

const nullableText = z.string().nullable();

/** A summary as stored: everything but `stalled`, which depends on the time and the thresholds. */
export type StoredSummary = Omit<RequestSummary, 'stalled'>;

/** One row of SUMMARY_COLUMNS, parsed into the contract's RequestSummary but for `stalled`. */
export const summaryRow = z
  .object({
    type: requestTypeSchema,
    code: z.string(),
    id: nullableText,
    name: nullableText,
    kind: nullableText,
    companyName: nullableText,
    companyFantasyName: nullableText,
    companyCnpj: nullableText,
    responsibleName: nullableText,
    responsibleEmail: nullableText,
    createdAt: instantText.nullable(),
    lastChangedAt: instantText.nullable(),
    dealStatus: nullableText,
    statusSince: instantText.nullable(),
    statusSinceBefore: z.boolean(),
    stockStatus: nullableText,
    // Kept as the vendor sent them: an undocumented value is shown as received, not as absent.
    paymentStatus: nullableText,
    paymentType: nullableText,
    totalPower: sqlNumber.nullable(),
    originalValue: sqlNumber.nullable(),
    finalValue: sqlNumber.nullable(),
    freightState: nullableText,
    freightCity: nullableText,
    removed: z.boolean(),
  })
  .transform((row): StoredSummary => row);
