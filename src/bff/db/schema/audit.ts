import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type AuditActorKind = 'user' | 'device' | 'anonymous' | 'system' | 'operator';
export type AuditOutcome = 'ok' | 'refused' | 'failed';

/**
 * Who did what, when, through which request: every write, sign-in (and failed one), sign-out and
 * admin action. Rows are only ever added. `details` is scrubbed of secrets before it is written.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: instant('at').notNull(),
    action: text('action').notNull(),
    actorKind: text('actor_kind').$type<AuditActorKind>().notNull(),
    actorId: uuid('actor_id'),
    /** The actor as a person reads it (e-mail, device name, operator), copied so it survives a rename. */
    actorLabel: text('actor_label'),
    /** The HTTP request id (x-request-id), to line the entry up with the logs. */
    requestId: text('request_id'),
    /** The vendor's budget or order code the action concerned, if any. */
    requestCode: text('request_code'),
    /** What the action was done to, e.g. `user:<id>`, `session:<id>`, `device:<id>`. */
    target: text('target'),
    outcome: text('outcome').$type<AuditOutcome>().notNull(),
    address: text('address'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_actor_id_idx').on(table.actorId),
    index('audit_log_action_idx').on(table.action),
    index('audit_log_request_code_idx').on(table.requestCode),
  ],
);
