import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type IdempotencyState = 'pending' | 'done';

/**
 * One row per `Idempotency-Key` a caller sent with a write, so a retried submit (a double click, a
 * network drop after the vendor said yes) replays the first answer instead of writing twice. Keys
 * belong to the caller who sent them; shared by every backend process (docs/decisions/013-writes.md).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Who sent the key: `user:<id>`, `device:<id>` or `anonymous`. */
    principal: text('principal').notNull(),
    key: text('key').notNull(),
    /** Method and path of the first submit, for the message when the key is reused elsewhere. */
    route: text('route').notNull(),
    /** SHA-256 of the method, path, fields and every file's name, size and SHA-256. */
    fingerprint: text('fingerprint').notNull(),
    state: text('state').$type<IdempotencyState>().notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.principal, table.key] }),
    index('idempotency_keys_expires_at_idx').on(table.expiresAt),
  ],
);
