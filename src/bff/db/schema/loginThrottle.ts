import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Sign-in attempts counted per account and per client address, in the database so that every
 * backend process sees the same counts. `key` is `account:<sha256 of the e-mail>` or
 * `address:<ip>`: e-mails typed by strangers are not stored in clear.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  /** Attempts in the current window that have not been cleared by a success. */
  attempts: integer('attempts').notNull(),
  windowStartedAt: instant('window_started_at').notNull(),
  lockedUntil: instant('locked_until'),
  /** Locks so far; each lock lasts twice as long as the one before, up to a ceiling. */
  lockouts: integer('lockouts').notNull().default(0),
  updatedAt: instant('updated_at').notNull(),
});
