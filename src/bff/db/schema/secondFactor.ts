import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A person's TOTP authenticator (RFC 6238), at most one. A row without `confirmedAt` is an
 * enrolment under way: it counts for nothing until a code from the app confirms it.
 * `lastUsedStep` is the 30-second step of the last accepted code, so a code seen once is refused
 * for the rest of its window (ASVS 6.5.x: one-time means once).
 */
export const totpFactors = pgTable('totp_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Base32, as the authenticator app got it; never logged nor audited. */
  secret: text('secret').notNull(),
  createdAt: instant('created_at').notNull(),
  confirmedAt: instant('confirmed_at'),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
});

/** One-time recovery codes: shown once at enrolment, kept only as argon2id hashes. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: instant('created_at').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [index('recovery_codes_user_id_idx').on(table.userId)],
);
