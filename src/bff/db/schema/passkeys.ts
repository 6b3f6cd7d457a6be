import { bigint, customType, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Raw bytes: node-postgres answers a Buffer, PGlite a Uint8Array; both read back as a Uint8Array. */
const bytes = customType<{ data: Uint8Array<ArrayBuffer>; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value),
  fromDriver: (value) => new Uint8Array(value),
});

/** What a ceremony's challenge was issued for; it is consumed only by a finish of the same kind. */
export type PasskeyCeremony = 'registration' | 'sign-in' | 'second-step';

/**
 * A person's passkeys (WebAuthn credentials, ADR 094). Only the public key is kept: a copy of the
 * database signs nobody in. `counter` is the authenticator's signature counter (0 for most synced
 * passkeys, which do not count).
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Base64url, as the browser names the credential. */
    credentialId: text('credential_id').notNull(),
    /** COSE-encoded public key. */
    publicKey: bytes('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull(),
    transports: text('transports').array().notNull(),
    /** The person's own name for it ("MacBook do trabalho"). */
    name: text('name').notNull(),
    createdAt: instant('created_at').notNull(),
    lastUsedAt: instant('last_used_at'),
  },
  (table) => [
    uniqueIndex('passkeys_credential_id_idx').on(table.credentialId),
    index('passkeys_user_id_idx').on(table.userId),
  ],
);

/**
 * One row per ceremony under way: the challenge the authenticator must sign. A finish consumes it
 * with one conditional delete, so a replayed response (or two racing ones) finds none.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: uuid('id').primaryKey(),
    ceremony: text('ceremony').$type<PasskeyCeremony>().notNull(),
    /** The person it was issued to; null for a sign-in, where nobody is known yet. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    challenge: text('challenge').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [index('webauthn_challenges_expires_at_idx').on(table.expiresAt)],
);
