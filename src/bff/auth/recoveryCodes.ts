import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { ARGON2_PARAMETERS } from './passwords';

/** Letters and digits a person cannot misread (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 12;
export const RECOVERY_CODE_COUNT = 10;

/** One code, as it is stored and compared: 12 characters, about 59 bits. */
function newCode(): string {
  return Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** `ABCDEFGHJKMN` as a person reads it: `ABCD-EFGH-JKMN`. */
export function printedCode(code: string): string {
  return code.match(/.{4}/g)?.join('-') ?? code;
}

/**
 * New codes and their argon2id hashes. Hashed like passwords (ASVS 6.5: lookup secrets under 112
 * bits are stored with a salted slow hash); the sign-in throttle bounds the guesses.
 */
export async function newRecoveryCodes(): Promise<{ codes: string[]; hashes: string[] }> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  const hashes = await Promise.all(codes.map((code) => hash(code, ARGON2_PARAMETERS)));
  return { codes, hashes };
}

/** Whether a normalised code (see the contract's `recoveryCode`) is the one behind this hash. */
export async function recoveryCodeMatches(codeHash: string, code: string): Promise<boolean> {
  try {
    return await verify(codeHash, code);
  } catch {
    return false;
  }
}
