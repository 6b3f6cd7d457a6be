import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Role } from '../../../contract/api/roles';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * People who may sign in. The e-mail is stored trimmed and lower-cased, so one address is one
 * account however it is typed; the password only as an argon2id PHC string.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().$type<Role[]>().notNull(),
    /** Set while the account may not sign in; disabling also ends every session of the account. */
    disabledAt: instant('disabled_at'),
    /** One of the sandbox's demo accounts: usable in sandbox mode only, disabled against the vendor. */
    demo: boolean('demo').notNull().default(false),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
    passwordChangedAt: instant('password_changed_at').notNull(),
    lastSignedInAt: instant('last_signed_in_at'),
  },
  (table) => [
    uniqueIndex('users_email_idx').on(table.email),
    check('users_email_normalised', sql`${table.email} = lower(btrim(${table.email}))`),
  ],
);
