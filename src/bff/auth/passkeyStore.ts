import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { type PasskeyCeremony, passkeys, sessions, webauthnChallenges } from '../db/schema';
import { lockSecondFactors } from './secondFactorLock';

/** A ceremony's challenge is good for this long: a person answers the browser's prompt in less. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

export interface StoredPasskey {
  id: string;
  userId: string;
  credentialId: string;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[];
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** What a removal did: the passkey's own sessions ended with it (ADR 096). */
export type PasskeyRemoval =
  | { outcome: 'removed'; passkey: StoredPasskey; endedSessionIds: string[] }
  /** `userId` has no passkey `id` (someone else's is no different from none). */
  | { outcome: 'not-found' }
  /** It is the last second factor of a person who must keep one; nothing changed. */
  | { outcome: 'last-factor' };

export interface PasskeyStore {
  list(userId: string): Promise<StoredPasskey[]>;
  /** How many passkeys each person has (the admin's list shows it); people without one are absent. */
  countsByUser(): Promise<Map<string, number>>;
  count(userId: string): Promise<number>;
  findByCredentialId(credentialId: string): Promise<StoredPasskey | null>;
  add(passkey: Omit<StoredPasskey, 'id' | 'createdAt' | 'lastUsedAt'>): Promise<StoredPasskey>;
  /** Records a sign-in with it and the authenticator's new counter. */
  recordUse(id: string, counter: number): Promise<void>;
  /** Null when `userId` has no passkey `id` (someone else's is no different from none). */
  rename(userId: string, id: string, name: string): Promise<StoredPasskey | null>;
  /**
   * Removes the passkey and, in the same transaction, every session it signed in (ADR 096).
   * With `keepLastFactor`, refuses to remove the person's last second factor: the check and the
   * removal hold the person's row locked, so a racing removal of another factor waits and sees it.
   */
  remove(userId: string, id: string, options: { keepLastFactor: boolean }): Promise<PasskeyRemoval>;
  /** Keeps a new challenge for a ceremony; answers its handle. */
  issueChallenge(ceremony: PasskeyCeremony, userId: string | null, challenge: string): Promise<string>;
  /**
   * Takes a ceremony's challenge away: one conditional delete, so a second finish with the same
   * handle (a replay, or two racing requests) gets null, as does an expired one or one issued to
   * another person or for another kind of ceremony.
   */
  consumeChallenge(id: string, ceremony: PasskeyCeremony, userId: string | null): Promise<string | null>;
}

export function createPasskeyStore(options: { db: Database; clock: Clock }): PasskeyStore {
  const { db, clock } = options;
  const now = () => new Date(clock.now());

  return {
    async list(userId) {
      return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));
    },

    async countsByUser() {
      const rows = await db
        .select({ userId: passkeys.userId, n: count() })
        .from(passkeys)
        .groupBy(passkeys.userId);
      return new Map(rows.map((row) => [row.userId, row.n]));
    },

    async count(userId) {
      const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
      return row?.n ?? 0;
    },

    async findByCredentialId(credentialId) {
      const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
      return row ?? null;
    },

    async add(passkey) {
      const [row] = await db
        .insert(passkeys)
        .values({ ...passkey, id: randomUUID(), createdAt: now() })
        .returning();
      if (!row) throw new Error('the passkey was not stored');
      return row;
    },

    async recordUse(id, counter) {
      await db.update(passkeys).set({ counter, lastUsedAt: now() }).where(eq(passkeys.id, id));
    },

    async rename(userId, id, name) {
      const [row] = await db
        .update(passkeys)
        .set({ name })
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning();
      return row ?? null;
    },

    async remove(userId, id, { keepLastFactor }) {
      return db.transaction(async (tx): Promise<PasskeyRemoval> => {
        const held = await lockSecondFactors(tx, userId);
        const [target] = await tx
          .select({ id: passkeys.id })
          .from(passkeys)
          .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)));
        if (!held || !target) return { outcome: 'not-found' };
        if (keepLastFactor && !held.totp && held.passkeys <= 1) return { outcome: 'last-factor' };
        // The sessions go first: deleting the passkey would cascade to them too, uncounted, and
        // the audit says how many ended. The cascade still catches a sign-in racing this removal.
        const ended = await tx
          .delete(sessions)
          .where(and(eq(sessions.passkeyId, id), eq(sessions.userId, userId)))
          .returning({ id: sessions.id });
        const [row] = await tx
          .delete(passkeys)
          .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
          .returning();
        if (!row) throw new Error('a passkey found under the lock was not removed');
        return { outcome: 'removed', passkey: row, endedSessionIds: ended.map((session) => session.id) };
      });
    },

    async issueChallenge(ceremony, userId, challenge) {
      const at = now();
      // Abandoned ceremonies leave rows behind; each new one sweeps the expired.
      await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, at));
      const id = randomUUID();
      await db.insert(webauthnChallenges).values({
        id,
        ceremony,
        userId,
        challenge,
        expiresAt: new Date(at.getTime() + CHALLENGE_TTL_MS),
      });
      return id;
    },

    async consumeChallenge(id, ceremony, userId) {
      const [row] = await db
        .delete(webauthnChallenges)
        .where(
          and(
            eq(webauthnChallenges.id, id),
            eq(webauthnChallenges.ceremony, ceremony),
            userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, userId),
            gt(webauthnChallenges.expiresAt, now()),
          ),
        )
        .returning({ challenge: webauthnChallenges.challenge });
      return row?.challenge ?? null;
    },
  };
}
