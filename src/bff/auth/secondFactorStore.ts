import { randomUUID } from 'node:crypto';
import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { recoveryCodes, totpFactors } from '../db/schema';
import { newRecoveryCodes, printedCode, recoveryCodeMatches } from './recoveryCodes';
import { lockSecondFactors } from './secondFactorLock';
import { matchingStep, newTotpSecret } from './totp';

export type CodeVerdict = 'accepted' | 'wrong' | 'reused';

export interface SecondFactorStatus {
  totp: boolean;
  recoveryCodesLeft: number;
}

export interface SecondFactorStore {
  status(userId: string): Promise<SecondFactorStatus>;
  /** Ids of the people with a confirmed authenticator app (the admin's list shows it). */
  usersWithTotp(): Promise<Set<string>>;
  /** A new, unconfirmed secret, replacing an earlier unconfirmed one; null when one is confirmed. */
  startTotp(userId: string): Promise<string | null>;
  /** Confirms the enrolment under way with a code from the app; the code is spent. */
  confirmTotp(userId: string, code: string): Promise<boolean>;
  /**
   * Checks a code of the confirmed app. A code of a step already used (or older) is refused as
   * reused even when it is right: the update that spends it is one conditional statement, so two
   * requests racing with one code cannot both pass.
   */
  verifyTotp(userId: string, code: string): Promise<CodeVerdict>;
  /** Spends a recovery code; false for a wrong one and for one spent already. */
  useRecoveryCode(userId: string, code: string): Promise<boolean>;
  /**
   * New recovery codes (printed form) replacing every earlier one; null without a confirmed app.
   * Checked under the person's lock, so a racing removal of the app leaves no codes behind.
   */
  replaceRecoveryCodes(userId: string): Promise<string[] | null>;
  /**
   * Removes the app and the recovery codes. With `keepLastFactor`, refuses when the person has no
   * passkey to fall back on; the check and the removal hold the person's row locked (ADR 096).
   */
  removeTotp(userId: string, options: { keepLastFactor: boolean }): Promise<'removed' | 'last-factor'>;
}

export function createSecondFactorStore(options: { db: Database; clock: Clock }): SecondFactorStore {
  const { db, clock } = options;
  const now = () => new Date(clock.now());

  async function confirmedSecret(userId: string) {
    const [row] = await db
      .select({ secret: totpFactors.secret, confirmedAt: totpFactors.confirmedAt })
      .from(totpFactors)
      .where(eq(totpFactors.userId, userId));
    return row;
  }

  /** Records `step` as used unless it (or a later one) was; true when this call spent it. */
  async function spendStep(userId: string, step: number): Promise<boolean> {
    const spent = await db
      .update(totpFactors)
      .set({ lastUsedStep: step })
      .where(
        and(
          eq(totpFactors.userId, userId),
          or(isNull(totpFactors.lastUsedStep), lt(totpFactors.lastUsedStep, step)),
        ),
      )
      .returning({ userId: totpFactors.userId });
    return spent.length > 0;
  }

  return {
    async status(userId) {
      const row = await confirmedSecret(userId);
      const [left] = await db
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return { totp: Boolean(row?.confirmedAt), recoveryCodesLeft: left?.n ?? 0 };
    },

    async usersWithTotp() {
      const rows = await db
        .select({ userId: totpFactors.userId })
        .from(totpFactors)
        .where(isNotNull(totpFactors.confirmedAt));
      return new Set(rows.map((row) => row.userId));
    },

    async startTotp(userId) {
      const existing = await confirmedSecret(userId);
      if (existing?.confirmedAt) return null;
      const secret = newTotpSecret();
      await db
        .insert(totpFactors)
        .values({ userId, secret, createdAt: now() })
        .onConflictDoUpdate({
          target: totpFactors.userId,
          set: { secret, createdAt: now(), lastUsedStep: null },
          setWhere: isNull(totpFactors.confirmedAt),
        });
      return secret;
    },

    async confirmTotp(userId, code) {
      const row = await confirmedSecret(userId);
      if (!row || row.confirmedAt) return false;
      const step = matchingStep(row.secret, code, clock.now());
      if (step === null) return false;
      const confirmed = await db
        .update(totpFactors)
        .set({ confirmedAt: now(), lastUsedStep: step })
        .where(and(eq(totpFactors.userId, userId), isNull(totpFactors.confirmedAt)))
        .returning({ userId: totpFactors.userId });
      return confirmed.length > 0;
    },

    async verifyTotp(userId, code) {
      const row = await confirmedSecret(userId);
      if (!row?.confirmedAt) return 'wrong';
      const step = matchingStep(row.secret, code, clock.now());
      if (step === null) return 'wrong';
      return (await spendStep(userId, step)) ? 'accepted' : 'reused';
    },

    async useRecoveryCode(userId, code) {
      const unused = await db
        .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      const matches = await Promise.all(unused.map((row) => recoveryCodeMatches(row.codeHash, code)));
      const match = unused[matches.indexOf(true)];
      if (!match) return false;
      const spent = await db
        .update(recoveryCodes)
        .set({ usedAt: now() })
        .where(and(eq(recoveryCodes.id, match.id), isNull(recoveryCodes.usedAt)))
        .returning({ id: recoveryCodes.id });
      return spent.length > 0;
    },

    async replaceRecoveryCodes(userId) {
      const { codes, hashes } = await newRecoveryCodes();
      const at = now();
      return db.transaction(async (tx) => {
        if (!(await lockSecondFactors(tx, userId))?.totp) return null;
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx
          .insert(recoveryCodes)
          .values(hashes.map((codeHash) => ({ id: randomUUID(), userId, codeHash, createdAt: at })));
        return codes.map(printedCode);
      });
    },

    async removeTotp(userId, { keepLastFactor }) {
      return db.transaction(async (tx) => {
        const held = await lockSecondFactors(tx, userId);
        if (keepLastFactor && (held?.passkeys ?? 0) === 0) return 'last-factor';
        await tx.delete(totpFactors).where(eq(totpFactors.userId, userId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        return 'removed';
      });
    },
  };
}
