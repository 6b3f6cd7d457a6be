import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals the identity provider's tokens for the database with AES-256-GCM under a key derived
 * from the client secret, which lives only in the environment: a copy of the database alone
 * gives no token away (ADR 095).
 */
export function createTokenSeal(clientSecret: string) {
  const key = Buffer.from(hkdfSync('sha256', clientSecret, 'painel', 'painel sso token seal', 32));
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    /** Null when it was sealed under another secret (the client secret changed) or altered. */
    open(sealed: string): string | null {
      try {
        const bytes = Buffer.from(sealed, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
        decipher.setAuthTag(bytes.subarray(12, 28));
        return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
export type TokenSeal = ReturnType<typeof createTokenSeal>;
