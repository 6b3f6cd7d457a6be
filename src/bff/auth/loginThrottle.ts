import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { loginThrottle } from '../db/schema';
import { sha256Hex } from '../security/tokens';
import { normaliseEmail } from './userStore';

export interface ThrottleRule {
  /** Attempts allowed per window; the next one locks. */
  limit: number;
  windowMs: number;
  /** The first lock's length; each further lock doubles it, up to `maxLockMs`. */
  baseLockMs: number;
  maxLockMs: number;
}

const MINUTE = 60_000;

/**
 * ASVS 6.3.1 (V2.2.1 in 4.0): per account, 5 attempts per 15 minutes, then a lock of 1 minute that
 * doubles with each further lock up to an hour; per client address, 20 attempts per 15 minutes,
 * then 5 minutes doubling up to an hour. Unknown e-mails are counted exactly like known ones.
 */
export const LOGIN_THROTTLE_RULES: { account: ThrottleRule; address: ThrottleRule } = {
  account: { limit: 5, windowMs: 15 * MINUTE, baseLockMs: MINUTE, maxLockMs: 60 * MINUTE },
  address: { limit: 20, windowMs: 15 * MINUTE, baseLockMs: 5 * MINUTE, maxLockMs: 60 * MINUTE },
};

/** A key quiet for this long starts from nothing again, its past locks forgotten. */
const FORGET_AFTER_MS = 24 * 60 * MINUTE;

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAt: Date };

/** Who tries: an address, and the account when the attempt names one (a passkey's does not, until it verifies). */
export interface ThrottledCaller {
  email?: string;
  address: string;
}

export interface LoginThrottle {
  /**
   * Counts an attempt before the password is checked, so that parallel guesses cannot overrun the
   * limit, and says whether it may go ahead.
   */
  attempt(who: ThrottledCaller): Promise<ThrottleVerdict>;
  /** A success clears the account's count and gives the address its attempt back. */
  succeeded(who: ThrottledCaller): Promise<void>;
  /** Forgets an account's attempts and locks (after an admin set a new password). */
  clearAccount(email: string): Promise<void>;
}

const accountKey = (email: string) => `account:${sha256Hex(normaliseEmail(email))}`;
const addressKey = (address: string) => `address:${address}`;

export function createLoginThrottle(options: {
  db: Database;
  clock: Clock;
  rules?: typeof LOGIN_THROTTLE_RULES;
}): LoginThrottle {
  const { db, clock } = options;
  const rules = options.rules ?? LOGIN_THROTTLE_RULES;

  return {
    async attempt(who) {
      const at = new Date(clock.now());
      const keys = [
        ...(who.email === undefined ? [] : [{ key: accountKey(who.email), rule: rules.account }]),
        { key: addressKey(who.address), rule: rules.address },
      ];
      return db.transaction(async (tx) => {
        await tx
          .delete(loginThrottle)
          .where(lt(loginThrottle.updatedAt, new Date(at.getTime() - FORGET_AFTER_MS)));
        await tx
          .insert(loginThrottle)
          .values(keys.map(({ key }) => ({ key, attempts: 0, windowStartedAt: at, updatedAt: at })))
          .onConflictDoNothing();
        const rows = await tx
          .select()
          .from(loginThrottle)
          .where(
            inArray(
              loginThrottle.key,
              keys.map(({ key }) => key),
            ),
          )
          // Locked in key order ("account:…" before "address:…"), the order `succeeded` takes them
          // in: two steps of one person from one address must never wait on each other crosswise.
          .orderBy(loginThrottle.key)
          .for('update');
        const byKey = new Map(rows.map((row) => [row.key, row]));
        const locked = rows
          .map((row) => row.lockedUntil)
          .filter((until): until is Date => until !== null && until > at);
        if (locked.length > 0) {
          return { allowed: false, retryAt: new Date(Math.max(...locked.map((until) => until.getTime()))) };
        }
        let retryAt: Date | undefined;
        for (const { key, rule } of keys) {
          const row = byKey.get(key);
          if (!row) continue;
          const windowOver = row.windowStartedAt.getTime() + rule.windowMs <= at.getTime();
          let attempts = (windowOver ? 0 : row.attempts) + 1;
          let windowStartedAt = windowOver ? at : row.windowStartedAt;
          let { lockouts, lockedUntil } = row;
          if (attempts > rule.limit) {
            lockouts += 1;
            lockedUntil = new Date(
              at.getTime() + Math.min(rule.baseLockMs * 2 ** (lockouts - 1), rule.maxLockMs),
            );
            attempts = 0;
            windowStartedAt = at;
            if (!retryAt || lockedUntil > retryAt) retryAt = lockedUntil;
          }
          await tx
            .insert(loginThrottle)
            .values({ key, attempts, windowStartedAt, lockedUntil, lockouts, updatedAt: at })
            .onConflictDoUpdate({
              target: loginThrottle.key,
              set: { attempts, windowStartedAt, lockedUntil, lockouts, updatedAt: at },
            });
        }
        return retryAt ? { allowed: false, retryAt } : { allowed: true };
      });
    },

    async succeeded(who) {
      await db.transaction(async (tx) => {
        if (who.email !== undefined) {
          await tx.delete(loginThrottle).where(eq(loginThrottle.key, accountKey(who.email)));
        }
        await tx
          .update(loginThrottle)
          .set({
            attempts: sql`greatest(${loginThrottle.attempts} - 1, 0)`,
            updatedAt: new Date(clock.now()),
          })
          .where(eq(loginThrottle.key, addressKey(who.address)));
      });
    },

    async clearAccount(email) {
      await db.delete(loginThrottle).where(eq(loginThrottle.key, accountKey(email)));
    },
  };
}
