import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * argon2id at OWASP's minimum for it (m = 19 MiB, t = 2, p = 1). `Algorithm` is an ambient const
 * enum the compiler may not inline here (isolatedModules), so its value, 2 = Argon2id, is written
 * out; a test checks the PHC string says `$argon2id$v=19$m=19456,t=2,p=1$`.
 */
export const ARGON2_PARAMETERS = {
  algorithm: 2 satisfies Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

const PHC_PARAMETERS = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a hash that is not argon2 at all (never throws on those). */
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** True when a stored hash is weaker than today's parameters, so it is replaced at the next sign-in. */
  needsRehash(passwordHash: string): boolean;
  /**
   * Checks a password against a hash of a random password: the same work as a real check, for an
   * account that does not exist, so the answer's timing does not tell which e-mails exist.
   */
  verifyAgainstNothing(password: string): Promise<false>;
}

/** Told every secret the process handles, with what it is; the test suite's leak detector listens. */
export type SecretObserver = (value: string, kind: 'password' | 'session') => void;

/** `onSecret` sees every password hashed or checked. */
export function createPasswordHasher(onSecret: SecretObserver = () => {}): PasswordHasher {
  let dummy: Promise<string> | undefined;
  const hasher: PasswordHasher = {
    async hash(password) {
      onSecret(password, 'password');
      return hash(password, ARGON2_PARAMETERS);
    },
    async verify(passwordHash, password) {
      onSecret(password, 'password');
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    },
    needsRehash(passwordHash) {
      const match = PHC_PARAMETERS.exec(passwordHash);
      if (!match) return true;
      const [memory, time, parallelism] = match.slice(1).map(Number);
      return (
        (memory ?? 0) < ARGON2_PARAMETERS.memoryCost ||
        (time ?? 0) < ARGON2_PARAMETERS.timeCost ||
        (parallelism ?? 0) < ARGON2_PARAMETERS.parallelism
      );
    },
    async verifyAgainstNothing(password) {
      dummy ??= hash(randomBytes(24).toString('base64url'), ARGON2_PARAMETERS);
      await hasher.verify(await dummy, password);
      return false;
    },
  };
  return hasher;
}
