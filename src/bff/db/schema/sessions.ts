import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { devices } from './devices';
import { passkeys } from './passkeys';
import { users } from './users';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type SessionKind = 'user' | 'device';

/**
 * A person's session that is not a whole sign-in yet: the password was right and the second
 * factor is still to come (`second-factor`), or the person's role requires a second factor they
 * have not set up (`enrolment`). Such a session reaches only the routes of that step.
 */
export type PendingStep = 'second-factor' | 'enrolment';

/**
 * Server-side sessions. The cookie carries 256 random bits; the table keeps only their SHA-256,
 * so a copy of the database holds no usable session. `id` is a separate random handle by which
 * admins list and end sessions without ever seeing the secret.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    id: uuid('id').notNull(),
    kind: text('kind').$type<SessionKind>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id').references(() => devices.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
    /** Moved forward as the session is used (at most once a minute); the idle time-out counts from here. */
    lastSeenAt: instant('last_seen_at').notNull(),
    /** The absolute time-out: the session ends then, however active it is. */
    expiresAt: instant('expires_at').notNull(),
    address: text('address'),
    userAgent: text('user_agent'),
    /** Null for a whole sign-in; else the step still missing. */
    pending: text('pending').$type<PendingStep>(),
    /**
     * For a sign-in at the identity provider (ADR 095): when to ask it again whether the person
     * still has access. Here rather than joined, so the lookup of every request stays one join.
     */
    idpCheckDueAt: instant('idp_check_due_at'),
    /**
     * The passkey that signed this session in, alone or as the second step (ADR 096): removing
     * the passkey ends the session, so a lost device keeps no access through it.
     */
    passkeyId: uuid('passkey_id').references(() => passkeys.id, { onDelete: 'cascade' }),
  },
  (table) => [
    uniqueIndex('sessions_id_idx').on(table.id),
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_device_id_idx').on(table.deviceId),
    index('sessions_expires_at_idx').on(table.expiresAt),
    index('sessions_passkey_id_idx').on(table.passkeyId),
    check(
      'sessions_owner',
      sql`(${table.kind} = 'user' and ${table.userId} is not null and ${table.deviceId} is null) or (${table.kind} = 'device' and ${table.deviceId} is not null and ${table.userId} is null)`,
    ),
  ],
);
