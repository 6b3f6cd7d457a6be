import { z } from 'zod';
import { auditQuery } from '../../../contract/api/audit';
import type { AuditExportQuery } from '../../../contract/api/auditExport';

/**
 * The audit page's filters as they live in the URL. Dates are whole days (YYYY-MM-DD) so a link
 * reads well and matches the date inputs; they become instants (the reader's midnight to the end
 * of the day) only when the API is asked. The cursor is not kept: "older" appends to the page.
 */
export const auditSearchSchema = z.object({
  actor: auditQuery.shape.actor,
  action: auditQuery.shape.action,
  requestCode: auditQuery.shape.requestCode,
  requestId: auditQuery.shape.requestId,
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type AuditSearch = z.output<typeof auditSearchSchema>;

/** Tolerant like the other pages: a parameter that does not validate is dropped, not fatal. */
export function readAuditSearch(raw: Readonly<Record<string, unknown>>): AuditSearch {
  const kept: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(auditSearchSchema.shape)) {
    const parsed = field.safeParse(raw[key]);
    if (raw[key] !== undefined && parsed.success) kept[key] = parsed.data;
  }
  return auditSearchSchema.parse(kept);
}

/** The reader's own midnight starting `day`, or the last millisecond of it. */
function localInstant(day: string, end: boolean): string {
  return new Date(`${day}T${end ? '23:59:59.999' : '00:00:00.000'}`).toISOString();
}

/** What the API receives for these filters: the same text filters, days as a time range. */
export function auditFilters(search: AuditSearch): AuditExportQuery {
  return {
    actor: search.actor,
    action: search.action,
    requestCode: search.requestCode,
    requestId: search.requestId,
    from: search.from ? localInstant(search.from, false) : undefined,
    to: search.to ? localInstant(search.to, true) : undefined,
  };
}

export function hasAuditFilters(search: AuditSearch): boolean {
  return Object.values(search).some((value) => value !== undefined);
}
