import { z } from 'zod';

const instant = z.iso.datetime({ offset: true });

export const auditActorKind = z.enum(['user', 'device', 'anonymous', 'system', 'operator']);
export const auditOutcome = z.enum(['ok', 'refused', 'failed']);

/** One line of the audit log. `details` holds what changed, attachments and the vendor's answer. */
export const auditEntry = z.object({
  id: z.number().int(),
  at: instant,
  action: z.string(),
  actor: z.object({ kind: auditActorKind, id: z.uuid().nullable(), label: z.string().nullable() }),
  requestId: z.string().nullable(),
  requestCode: z.string().nullable(),
  target: z.string().nullable(),
  outcome: auditOutcome,
  address: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** GET /api/admin/audit: newest first, filtered, paged by an opaque cursor. */
export const auditQuery = z.object({
  /** The actor's id, or their e-mail / device name (exact, case-insensitive). */
  actor: z.string().trim().min(1).max(254).optional(),
  /** An action (`session.login`) or a family of them (`session.`, ending with a dot). */
  action: z.string().trim().min(1).max(80).optional(),
  /** The vendor's budget or order code. */
  requestCode: z.string().trim().min(1).max(80).optional(),
  /** Painel's own request id (the x-request-id of the call). */
  requestId: z.string().trim().min(1).max(64).optional(),
  from: instant.optional(),
  to: instant.optional(),
  before: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.output<typeof auditQuery>;

export const auditPage = z.object({
  entries: z.array(auditEntry),
  /** Pass as `before` for the next, older page; null at the end. */
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPage>;
