import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sessions } from './sessions';
import { users } from './users';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A sign-in at the identity provider under way (ADR 095): what the callback must find again.
 * The browser holds a random binding in a cookie and the row only its hash, so the answer is
 * accepted only in the browser that started it, once (a conditional delete takes the row).
 */
export const ssoAttempts = pgTable(
  'sso_attempts',
  {
    bindingHash: text('binding_hash').primaryKey(),
    state: text('state').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [index('sso_attempts_expires_at_idx').on(table.expiresAt)],
);

/**
 * Which account at the identity provider is which person here: found by the IdP's subject, never
 * by the e-mail again, so an e-mail changed at the IdP cannot reach another person's account.
 */
export const ssoLinks = pgTable(
  'sso_links',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [uniqueIndex('sso_links_issuer_subject_idx').on(table.issuer, table.subject)],
);

/**
 * What a session signed in at the identity provider needs to ask it again whether the person
 * still has access: the tokens, sealed with a key derived from the client secret (which lives
 * only in the environment). Never sent to the browser; `sessions.idp_check_due_at` says when.
 */
export const ssoSessions = pgTable('sso_sessions', {
  sessionId: uuid('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  subject: text('subject').notNull(),
  refreshToken: text('refresh_token'),
  accessToken: text('access_token'),
});
