import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Wallboards: screens that show boards for months without anyone signing in. An admin issues a
 * device and gets a one-time enrolment code; the screen trades the code for a long-lived,
 * read-only device session. Only the code's SHA-256 is kept, and only until it is used.
 */
export const devices = pgTable(
  'devices',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull(),
    enrolmentCodeHash: text('enrolment_code_hash'),
    enrolmentExpiresAt: instant('enrolment_expires_at'),
    enrolledAt: instant('enrolled_at'),
    revokedAt: instant('revoked_at'),
  },
  (table) => [
    uniqueIndex('devices_enrolment_code_hash_idx').on(table.enrolmentCodeHash),
    index('devices_created_at_idx').on(table.createdAt),
  ],
);
