import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Role } from '../../contract/api/roles';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { sessions, users } from '../db/schema';
import type { PasswordHasher } from './passwords';

/** A person's account, without the password hash. */
export interface UserRecord {
  id: string;
  email: string;
  name: string;
  roles: Role[];
  disabled: boolean;
  demo: boolean;
  createdAt: Date;
  lastSignedInAt: Date | null;
}

export interface UserWithHash extends UserRecord {
  passwordHash: string;
}

export interface NewUser {
  email: string;
  name?: string;
  roles: Role[];
  password: string;
  demo?: boolean;
}

export interface UserChange {
  name?: string;
  roles?: Role[];
  disabled?: boolean;
}

/** Another account already has this e-mail. */
export class EmailTakenError extends Error {
  override name = 'EmailTakenError';
}

/** The change would leave Painel without an enabled admin, and nobody could manage it any more. */
export class LastAdminError extends Error {
  override name = 'LastAdminError';
}

export interface UserStore {
  count(): Promise<number>;
  create(user: NewUser): Promise<UserRecord>;
  findById(id: string): Promise<UserRecord | null>;
  /** For signing in: the account with its hash, found by e-mail however it was typed. */
  findForSignIn(email: string): Promise<UserWithHash | null>;
  list(): Promise<Array<UserRecord & { activeSessions: number }>>;
  /**
   * Changes name, roles or the disabled flag. Changing roles or disabling ends every session of
   * the user in the same transaction (ASVS 7.4.2); `sessionsEnded` says how many.
   */
  update(
    id: string,
    change: UserChange,
  ): Promise<{ before: UserRecord; after: UserRecord; sessionsEnded: number } | null>;
  /** Sets a new password and ends every session of the user. */
  setPassword(id: string, password: string): Promise<{ sessionsEnded: number } | null>;
  /** Replaces the stored hash with a stronger one of the same password; sessions stay. */
  rehash(id: string, password: string): Promise<void>;
  recordSignIn(id: string): Promise<void>;
  /** Disables every demo account and ends their sessions (Painel is talking to the real vendor). */
  disableDemoAccounts(): Promise<number>;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

const userColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  roles: users.roles,
  disabledAt: users.disabledAt,
  demo: users.demo,
  createdAt: users.createdAt,
  lastSignedInAt: users.lastSignedInAt,
};

interface UserRow {
  id: string;
  email: string;
  name: string;
  roles: Role[];
  disabledAt: Date | null;
  demo: boolean;
  createdAt: Date;
  lastSignedInAt: Date | null;
}

function toRecord(row: UserRow): UserRecord {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    roles: row.roles,
    disabled: row.disabledAt !== null,
    demo: row.demo,
    createdAt: row.createdAt,
    lastSignedInAt: row.lastSignedInAt,
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export function createUserStore(options: {
  db: Database;
  clock: Clock;
  passwords: PasswordHasher;
}): UserStore {
  const { db, clock, passwords } = options;
  const now = () => new Date(clock.now());

  async function enabledAdminsOtherThan(tx: Database, id: string): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(users)
      .where(and(isNull(users.disabledAt), sql`'admin' = any(${users.roles})`, sql`${users.id} <> ${id}`));
    return row?.n ?? 0;
  }

  return {
    async count() {
      const [row] = await db.select({ n: count() }).from(users);
      return row?.n ?? 0;
    },

    async create(user) {
      const at = now();
      const passwordHash = await passwords.hash(user.password);
      try {
        const [row] = await db
          .insert(users)
          .values({
            id: randomUUID(),
            email: normaliseEmail(user.email),
            name: user.name?.trim() ?? '',
            passwordHash,
            roles: [...new Set(user.roles)],
            demo: user.demo ?? false,
            createdAt: at,
            updatedAt: at,
            passwordChangedAt: at,
          })
          .returning(userColumns);
        if (!row) throw new Error('insert returned no row');
        return toRecord(row);
      } catch (error) {
        if (isUniqueViolation(error))
          throw new EmailTakenError('An account with this e-mail already exists.');
        throw error;
      }
    },

    async findById(id) {
      const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
      return row ? toRecord(row) : null;
    },

    async findForSignIn(email) {
      const [row] = await db
        .select({ ...userColumns, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.email, normaliseEmail(email)));
      return row ? { ...toRecord(row), passwordHash: row.passwordHash } : null;
    },

    async list() {
      const at = now();
      // A joined, grouped subquery: in a one-table select drizzle leaves column names unqualified,
      // so a correlated `sessions.user_id = users.id` read as `user_id = id`, the session's own id,
      // and counted 0 for everyone.
      const live = db
        .select({ userId: sessions.userId, count: count().as('live_count') })
        .from(sessions)
        .where(gt(sessions.expiresAt, at))
        .groupBy(sessions.userId)
        .as('live');
      const rows = await db
        .select({
          ...userColumns,
          activeSessions: sql<number>`coalesce(${live.count}, 0)`.mapWith(Number),
        })
        .from(users)
        .leftJoin(live, eq(live.userId, users.id))
        .orderBy(asc(users.email));
      return rows.map((row) => ({ ...toRecord(row), activeSessions: row.activeSessions }));
    },

    async update(id, change) {
      return db.transaction(async (tx) => {
        const [current] = await tx.select(userColumns).from(users).where(eq(users.id, id)).for('update');
        if (!current) return null;
        const before = toRecord(current);
        const roles = change.roles ? [...new Set(change.roles)] : before.roles;
        const disabled = change.disabled ?? before.disabled;
        const losesAdmin =
          before.roles.includes('admin') && !before.disabled && (!roles.includes('admin') || disabled);
        if (losesAdmin && (await enabledAdminsOtherThan(tx, id)) === 0) {
          throw new LastAdminError('This is the last enabled admin; make another admin first.');
        }
        const rolesChanged =
          roles.length !== before.roles.length || roles.some((role) => !before.roles.includes(role));
        const [updated] = await tx
          .update(users)
          .set({
            name: change.name?.trim() ?? before.name,
            roles,
            disabledAt: disabled ? (current.disabledAt ?? now()) : null,
            updatedAt: now(),
          })
          .where(eq(users.id, id))
          .returning(userColumns);
        if (!updated) return null;
        let sessionsEnded = 0;
        if (rolesChanged || (disabled && !before.disabled)) {
          const ended = await tx
            .delete(sessions)
            .where(eq(sessions.userId, id))
            .returning({ id: sessions.id });
          sessionsEnded = ended.length;
        }
        return { before, after: toRecord(updated), sessionsEnded };
      });
    },

    async setPassword(id, password) {
      const passwordHash = await passwords.hash(password);
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: now(), updatedAt: now() })
          .where(eq(users.id, id))
          .returning({ id: users.id });
        if (changed.length === 0) return null;
        const ended = await tx.delete(sessions).where(eq(sessions.userId, id)).returning({ id: sessions.id });
        return { sessionsEnded: ended.length };
      });
    },

    async rehash(id, password) {
      const passwordHash = await passwords.hash(password);
      await db.update(users).set({ passwordHash }).where(eq(users.id, id));
    },

    async recordSignIn(id) {
      await db.update(users).set({ lastSignedInAt: now() }).where(eq(users.id, id));
    },

    async disableDemoAccounts() {
      return db.transaction(async (tx) => {
        const disabled = await tx
          .update(users)
          .set({ disabledAt: now(), updatedAt: now() })
          .where(and(eq(users.demo, true), isNull(users.disabledAt)))
          .returning({ id: users.id });
        for (const { id } of disabled) await tx.delete(sessions).where(eq(sessions.userId, id));
        return disabled.length;
      });
    },
  };
}
