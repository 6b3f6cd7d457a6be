import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, lte, or } from 'drizzle-orm';
import type { Role } from '../../contract/api/roles';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { devices, type PendingStep, type SessionKind, sessions, users } from '../db/schema';
import { randomToken, sha256Hex } from '../security/tokens';
import type { SecretObserver } from './passwords';
import type { IdpSessionCheck } from './ssoSessionCheck';
import { sessionByToken, type SessionOwner, sessionOwner } from './sessionLookup';
import { type SessionPolicy, TOUCH_INTERVAL_MS, timeoutsFor } from './sessionPolicy';

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
  /** A sign-in at the identity provider: when to ask it first whether the person still has access. */
  idpCheckDueAt?: Date;
  /** The passkey that signed the person in: its removal ends the session (ADR 096). */
  passkeyId?: string;
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

const clip = (value: string | undefined, length: number) =>
  value === undefined || value === '' ? null : value.slice(0, length);

/**
 * `onSecret` sees every new session token (the test suite's leak detector listens); `idpCheck`
 * asks the identity provider about a session signed in there, when its check is due (ADR 095).
 */
export function createSessionStore(options: {
  db: Database;
  clock: Clock;
  policy: SessionPolicy;
  onSecret?: SecretObserver;
  idpCheck?: IdpSessionCheck;
}): SessionStore {
  const { db, clock, policy, idpCheck } = options;
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

  async function create(owner: SessionOwner, meta: SessionMeta): Promise<IssuedSession> {
    const { kind } = owner;
    await prune();
    const token = randomToken(32);
    onSecret(token, 'session');
    const at = new Date(clock.now());
    const pending = owner.kind === 'user' ? owner.pending : null;
    const timeouts = timeoutsFor(policy, kind, pending);
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
      idpCheckDueAt: meta.idpCheckDueAt ?? null,
      passkeyId: meta.passkeyId ?? null,
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
      const timeouts = timeoutsFor(policy, session.kind, session.pending);
      const idleEnd = session.last_seen_at.getTime() + timeouts.idleMs;
      if (now >= session.expires_at.getTime() || now >= idleEnd) {
        await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
        return null;
      }
      const owner = await sessionOwner(db, session);
      if (!owner) return null;
      const checkDue = session.idp_check_due_at !== null && now >= session.idp_check_due_at.getTime();
      if (checkDue && owner.kind === 'user') {
        const allowed = idpCheck
          ? await idpCheck({ id: session.id, userId: owner.user.id, email: owner.user.email })
          : false;
        if (!allowed) {
          await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
          return null;
        }
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
