import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh secret of `bytes` random bytes, base64url (256 bits: 43 characters). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/**
 * Compares two secrets in time independent of where they differ. Both sides are hashed first so
 * that the lengths match and the comparison does not reveal the expected secret's length either.
 */
export function constantTimeEqual(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b);
}
