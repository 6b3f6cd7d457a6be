import type { z } from 'zod';
import { auditQuery } from './audit';

/**
 * GET /api/admin/audit/export.csv: the same filters as the audit page (actor, action or family,
 * request code, request id, time range), every matching entry, newest first. No cursor, no limit.
 */
export const auditExportQuery = auditQuery.omit({ before: true, limit: true });
export type AuditExportQuery = z.output<typeof auditExportQuery>;

/** The export's columns, in order: its header row. `details` is the entry's details as JSON. */
export const AUDIT_CSV_COLUMNS = [
  'id',
  'at',
  'action',
  'outcome',
  'actorKind',
  'actorId',
  'actorLabel',
  'requestCode',
  'requestId',
  'target',
  'address',
  'details',
] as const;
export type AuditCsvColumn = (typeof AUDIT_CSV_COLUMNS)[number];
