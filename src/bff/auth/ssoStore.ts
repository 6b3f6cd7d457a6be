import { and, eq, gt, lte } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { sessions, ssoAttempts, ssoLinks, ssoSessions } from '../db/schema';
import type { TokenSeal } from './ssoSeal';

/** A sign-in at the identity provider is good for this long: the person signs in there in less. */
export const SSO_ATTEMPT_TTL_MS = 10 * 60_000;

export interface SsoAttempt {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface SsoTokens {
  refreshToken: string | null;
  accessToken: string | null;
}

export interface SsoStore {
  startAttempt(bindingHash: string, attempt: SsoAttempt): Promise<void>;
  /** Takes the attempt away (one conditional delete): a replay, a late or a foreign answer finds none. */
  consumeAttempt(bindingHash: string): Promise<SsoAttempt | null>;
  userOfSubject(issuer: string, subject: string): Promise<string | null>;
  subjectOfUser(userId: string): Promise<{ issuer: string; subject: string } | null>;
  link(userId: string, issuer: string, subject: string): Promise<void>;
  /** The people who have signed in with single sign-on (the admin's list shows it). */
  linkedUserIds(): Promise<Set<string>>;
  /** Keeps a new session's tokens, sealed. */
  keepSessionTokens(sessionId: string, subject: string, tokens: SsoTokens): Promise<void>;
  /**
   * Claims the session's due check, moving the next one to `nextAt`: one conditional update, so
   * of two requests at once only one asks the provider (a rotated refresh token is used once).
   */
  claimCheck(sessionId: string, nextAt: Date): Promise<boolean>;
  sessionTokens(sessionId: string): Promise<(SsoTokens & { subject: string }) | null>;
  replaceSessionTokens(sessionId: string, tokens: SsoTokens): Promise<void>;
}

export function createSsoStore(options: { db: Database; clock: Clock; seal: TokenSeal }): SsoStore {
  const { db, clock, seal } = options;
  const now = () => new Date(clock.now());
  const sealed = (tokens: SsoTokens) => ({
    refreshToken: tokens.refreshToken === null ? null : seal.seal(tokens.refreshToken),
    accessToken: tokens.accessToken === null ? null : seal.seal(tokens.accessToken),
  });
  const opened = (value: string | null) => (value === null ? null : seal.open(value));

  return {
    async startAttempt(bindingHash, attempt) {
      await db.delete(ssoAttempts).where(lte(ssoAttempts.expiresAt, now()));
      await db
        .insert(ssoAttempts)
        .values({ bindingHash, ...attempt, expiresAt: new Date(clock.now() + SSO_ATTEMPT_TTL_MS) });
    },

    async consumeAttempt(bindingHash) {
      const [row] = await db
        .delete(ssoAttempts)
        .where(and(eq(ssoAttempts.bindingHash, bindingHash), gt(ssoAttempts.expiresAt, now())))
        .returning({
          state: ssoAttempts.state,
          nonce: ssoAttempts.nonce,
          codeVerifier: ssoAttempts.codeVerifier,
        });
      return row ?? null;
    },

    async userOfSubject(issuer, subject) {
      const [row] = await db
        .select({ userId: ssoLinks.userId })
        .from(ssoLinks)
        .where(and(eq(ssoLinks.issuer, issuer), eq(ssoLinks.subject, subject)));
      return row?.userId ?? null;
    },

    async subjectOfUser(userId) {
      const [row] = await db
        .select({ issuer: ssoLinks.issuer, subject: ssoLinks.subject })
        .from(ssoLinks)
        .where(eq(ssoLinks.userId, userId));
      return row ?? null;
    },

    async link(userId, issuer, subject) {
      await db.insert(ssoLinks).values({ userId, issuer, subject, createdAt: now() });
    },

    async linkedUserIds() {
      const rows = await db.select({ userId: ssoLinks.userId }).from(ssoLinks);
      return new Set(rows.map((row) => row.userId));
    },

    async keepSessionTokens(sessionId, subject, tokens) {
      await db.insert(ssoSessions).values({ sessionId, subject, ...sealed(tokens) });
    },

    async claimCheck(sessionId, nextAt) {
      const claimed = await db
        .update(sessions)
        .set({ idpCheckDueAt: nextAt })
        .where(and(eq(sessions.id, sessionId), lte(sessions.idpCheckDueAt, now())))
        .returning({ id: sessions.id });
      return claimed.length > 0;
    },

    async sessionTokens(sessionId) {
      const [row] = await db.select().from(ssoSessions).where(eq(ssoSessions.sessionId, sessionId));
      if (!row) return null;
      return {
        subject: row.subject,
        refreshToken: opened(row.refreshToken),
        accessToken: opened(row.accessToken),
      };
    },

    async replaceSessionTokens(sessionId, tokens) {
      await db.update(ssoSessions).set(sealed(tokens)).where(eq(ssoSessions.sessionId, sessionId));
    },
  };
}
