import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, lte, or, sql } from 'drizzle-orm';
import { ROLES, type Role } from '../../contract/api/roles';
import { z } from 'zod';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';
import { devices, type PendingStep, type SessionKind, sessions, users } from '../db/schema';
import { randomToken, sha256Hex } from '../security/tokens';
import type { SecretObserver } from './passwords';

export interface SessionTimeouts {
  idleMs: number;
  absoluteMs: number;
}

/** Time-outs per kind of session (ASVS 7.3.1, 7.3.2). */
export interface SessionPolicy {
  user: SessionTimeouts;
  device: SessionTimeouts;
}

const MINUTE = 60_000;
/** A sign-in half done (second factor or enrolment to come) lasts this long, idle or not. */
export const PENDING_SESSION_MS = 10 * MINUTE;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function sessionPolicyFromConfig(config: Config): SessionPolicy {
  return {
    user: { idleMs: config.SESSION_IDLE_MINUTES * MINUTE, absoluteMs: config.SESSION_ABSOLUTE_HOURS * HOUR },
    device: {
      idleMs: config.DEVICE_SESSION_IDLE_DAYS * DAY,
      absoluteMs: config.DEVICE_SESSION_ABSOLUTE_DAYS * DAY,
    },
  };
}

/**
 * How often a session's last-seen time is written. Writing on every request would make every read
 * a write; once a minute makes the idle time-out exact to within a minute.
 */
export const TOUCH_INTERVAL_MS = MINUTE;

/** 32 random bytes in base64url: what a session cookie must look like before it is even looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  roles: Role[];
}

export interface SessionDevice {
  id: string;
  name: string;
}

interface SessionTimes {
  /** The public handle admins see; never the secret. */
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  /** The absolute time-out. */
  expiresAt: Date;
  idleTimeoutMs: number;
}

/** A live session and who it belongs to: a person (with their roles) or a wallboard device. */
export type ResolvedSession =
  | (SessionTimes & { kind: 'user'; user: SessionUser; pending: PendingStep | null })
  | (SessionTimes & { kind: 'device'; device: SessionDevice });

export interface IssuedSession {
  /** The secret for the cookie. It exists only here and in the browser: the table keeps its hash. */
  token: string;
  session: ResolvedSession;
}

export interface SessionMeta {
  address?: string;
  userAgent?: string;
  /** A sign-in half done: the session opens only that step's routes, for PENDING_SESSION_MS. */
  pending?: PendingStep;
}

export interface LiveSession {
  id: string;
  kind: SessionKind;
  user: { id: string; email: string } | null;
  device: { id: string; name: string } | null;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  address: string | null;
  userAgent: string | null;
}

export interface SessionStore {
  readonly policy: SessionPolicy;
  createForUser(user: SessionUser, meta?: SessionMeta): Promise<IssuedSession>;
  createForDevice(device: SessionDevice, meta?: SessionMeta): Promise<IssuedSession>;
  /**
   * The session a cookie value stands for, or null when there is none: unknown, timed out (and
   * then deleted), or belonging to a disabled user or a revoked device.
   */
  resolve(token: string): Promise<ResolvedSession | null>;
  /** Ends the session of this cookie value (sign-out, ASVS 7.4.1). */
  endByToken(token: string): Promise<boolean>;
  /** Ends a session by its public id (an admin, ASVS 7.4.5); says whose it was. */
  endById(id: string): Promise<{ kind: SessionKind; userId: string | null; deviceId: string | null } | null>;
  endAllForUser(userId: string): Promise<number>;
  endAllForDevice(deviceId: string): Promise<number>;
  listLive(): Promise<LiveSession[]>;
  /** Deletes every timed-out session; returns how many. */
  prune(): Promise<number>;
}

const sessionRow = z.object({
  id: z.string(),
  kind: z.enum(['user', 'device']),
  device_id: z.string().nullable(),
  created_at: z.coerce.date(),
  last_seen_at: z.coerce.date(),
  expires_at: z.coerce.date(),
  user_id: z.string().nullable(),
  user_email: z.string().nullable(),
  user_name: z.string().nullable(),
  user_roles: z.array(z.string()).nullable(),
  user_disabled_at: z.coerce.date().nullable(),
  pending: z.enum(['second-factor', 'enrolment']).nullable(),
});

/**
 * Every request with a session runs this. It joins the users only: a third table in the join
 * costs every request more planning, while only wallboards need their device (`deviceById`).
 */
const sessionByToken = (db: Database, tokenHash: string) =>
  queryRows(
    db,
    sql`select ${sessions.id}, ${sessions.kind}, ${sessions.deviceId}, ${sessions.createdAt},
             ${sessions.lastSeenAt}, ${sessions.expiresAt}, ${sessions.pending},
             ${users.id} as user_id, ${users.email} as user_email, ${users.name} as user_name,
             ${users.roles} as user_roles, ${users.disabledAt} as user_disabled_at
        from ${sessions} left join ${users} on ${users.id} = ${sessions.userId}
       where ${sessions.tokenHash} = ${tokenHash}`,
    sessionRow,
  );

const deviceRow = z.object({ id: z.string(), name: z.string(), revoked_at: z.coerce.date().nullable() });

const deviceById = (db: Database, id: string) =>
  queryRows(
    db,
    sql`select ${devices.id}, ${devices.name}, ${devices.revokedAt} from ${devices} where ${devices.id} = ${id}`,
    deviceRow,
  );

const isRole = (role: string): role is Role => (ROLES as readonly string[]).includes(role);

const clip = (value: string | undefined, length: number) =>
  value === undefined || value === '' ? null : value.slice(0, length);

/** `onSecret` sees every new session token (the test suite's leak detector listens). */
export function createSessionStore(options: {
  db: Database;
  clock: Clock;
  policy: SessionPolicy;
  onSecret?: SecretObserver;
}): SessionStore {
  const { db, clock, policy } = options;
  const onSecret = options.onSecret ?? (() => {});

  const timedOut = (at: Date) =>
    or(
      lte(sessions.expiresAt, at),
      and(eq(sessions.kind, 'user'), lte(sessions.lastSeenAt, new Date(at.getTime() - policy.user.idleMs))),
      and(
        eq(sessions.kind, 'device'),
        lte(sessions.lastSeenAt, new Date(at.getTime() - policy.device.idleMs)),
      ),
    );

  async function prune(): Promise<number> {
    const removed = await db
      .delete(sessions)
      .where(timedOut(new Date(clock.now())))
      .returning({ id: sessions.id });
    return removed.length;
  }

  async function create(
    owner:
      | { kind: 'user'; user: SessionUser; pending: PendingStep | null }
      | { kind: 'device'; device: SessionDevice },
    meta: SessionMeta,
  ): Promise<IssuedSession> {
    const { kind } = owner;
    await prune();
    const token = randomToken(32);
    onSecret(token, 'session');
    const at = new Date(clock.now());
    const pending = owner.kind === 'user' ? owner.pending : null;
    const timeouts = pending ? { idleMs: PENDING_SESSION_MS, absoluteMs: PENDING_SESSION_MS } : policy[kind];
    const id = randomUUID();
    const expiresAt = new Date(at.getTime() + timeouts.absoluteMs);
    await db.insert(sessions).values({
      tokenHash: sha256Hex(token),
      id,
      kind,
      userId: owner.kind === 'user' ? owner.user.id : null,
      deviceId: owner.kind === 'device' ? owner.device.id : null,
      createdAt: at,
      lastSeenAt: at,
      expiresAt,
      address: clip(meta.address, 64),
      userAgent: clip(meta.userAgent, 200),
      pending,
    });
    const times = { id, createdAt: at, lastSeenAt: at, expiresAt, idleTimeoutMs: timeouts.idleMs };
    return { token, session: { ...times, ...owner } };
  }

  return {
    policy,

    createForUser(user, meta = {}) {
      return create(
        {
          kind: 'user',
          user: { id: user.id, email: user.email, name: user.name, roles: user.roles },
          pending: meta.pending ?? null,
        },
        meta,
      );
    },

    createForDevice(device, meta = {}) {
      return create({ kind: 'device', device: { id: device.id, name: device.name } }, meta);
    },

    async resolve(token) {
      if (!TOKEN_SHAPE.test(token)) return null;
      const tokenHash = sha256Hex(token);
      const [session] = await sessionByToken(db, tokenHash);
      if (!session) return null;
      const now = clock.now();
      const timeouts = session.pending
        ? { idleMs: PENDING_SESSION_MS, absoluteMs: PENDING_SESSION_MS }
        : policy[session.kind];
      const idleEnd = session.last_seen_at.getTime() + timeouts.idleMs;
      if (now >= session.expires_at.getTime() || now >= idleEnd) {
        await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
        return null;
      }
      let owner:
        | { kind: 'user'; user: SessionUser; pending: PendingStep | null }
        | { kind: 'device'; device: SessionDevice };
      if (session.kind === 'user') {
        const { user_id: id, user_email: email, user_name: name, user_roles: roles } = session;
        if (!id || email === null || name === null || !roles || session.user_disabled_at !== null)
          return null;
        owner = {
          kind: 'user',
          user: { id, email, name, roles: roles.filter(isRole) },
          pending: session.pending,
        };
      } else {
        const [device] = session.device_id ? await deviceById(db, session.device_id) : [];
        if (!device || device.revoked_at !== null) return null;
        owner = { kind: 'device', device: { id: device.id, name: device.name } };
      }
      let lastSeenAt = session.last_seen_at;
      if (now - lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
        lastSeenAt = new Date(now);
        await db.update(sessions).set({ lastSeenAt }).where(eq(sessions.tokenHash, tokenHash));
      }
      const times = {
        id: session.id,
        createdAt: session.created_at,
        lastSeenAt,
        expiresAt: session.expires_at,
        idleTimeoutMs: timeouts.idleMs,
      };
      return { ...times, ...owner };
    },

    async endByToken(token) {
      if (!TOKEN_SHAPE.test(token)) return false;
      const ended = await db
        .delete(sessions)
        .where(eq(sessions.tokenHash, sha256Hex(token)))
        .returning({ id: sessions.id });
      return ended.length > 0;
    },

    async endById(id) {
      const [ended] = await db
        .delete(sessions)
        .where(eq(sessions.id, id))
        .returning({ kind: sessions.kind, userId: sessions.userId, deviceId: sessions.deviceId });
      return ended ?? null;
    },

    async endAllForUser(userId) {
      const ended = await db
        .delete(sessions)
        .where(eq(sessions.userId, userId))
        .returning({ id: sessions.id });
      return ended.length;
    },

    async endAllForDevice(deviceId) {
      const ended = await db
        .delete(sessions)
        .where(eq(sessions.deviceId, deviceId))
        .returning({ id: sessions.id });
      return ended.length;
    },

    async listLive() {
      await prune();
      const at = new Date(clock.now());
      const rows = await db
        .select({
          session: sessions,
          user: { id: users.id, email: users.email },
          device: { id: devices.id, name: devices.name },
        })
        .from(sessions)
        .leftJoin(users, eq(users.id, sessions.userId))
        .leftJoin(devices, eq(devices.id, sessions.deviceId))
        .where(gt(sessions.expiresAt, at))
        .orderBy(desc(sessions.lastSeenAt));
      return rows.map(({ session, user, device }) => ({
        id: session.id,
        kind: session.kind,
        user,
        device,
        createdAt: session.createdAt,
        lastSeenAt: session.lastSeenAt,
        expiresAt: session.expiresAt,
        address: session.address,
        userAgent: session.userAgent,
      }));
    },

    prune,
  };
}
