import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { passkeys, totpFactors, users } from '../db/schema';

/** The second factors a person holds as a transaction sees them under the lock. */
export interface HeldSecondFactors {
  passkeys: number;
  /** A confirmed authenticator app (one under way counts for nothing). */
  totp: boolean;
}

/**
 * Locks the person's row until the transaction ends, then counts their second factors. Every
 * change that takes a factor away (a passkey, the app) or hangs on one (recovery codes) locks
 * first, so two of them racing run one after the other and the second sees what the first left
 * (ADR 096). `no key update`, not `update`: it still excludes the others, but not the key-share
 * locks of new sessions and passkeys referencing the row, so sign-ins do not queue behind it.
 * Null when there is no such person.
 */
export async function lockSecondFactors(tx: Database, userId: string): Promise<HeldSecondFactors | null> {
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  if (!user) return null;
  const [keys] = await tx.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  const [app] = await tx
    .select({ n: count() })
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)));
  return { passkeys: keys?.n ?? 0, totp: (app?.n ?? 0) > 0 };
}
