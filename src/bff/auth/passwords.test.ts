import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from './passwords';

describe('password hashing', () => {
  const seen: string[] = [];
  const hasher = createPasswordHasher((value) => void seen.push(value));

  it('hashes with argon2id at OWASP’s minimum (m = 19 MiB, t = 2, p = 1) and a random salt', async () => {
    const first = await hasher.hash('correct horse battery staple');
    const second = await hasher.hash('correct horse battery staple');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(second).not.toBe(first);
    expect(await hasher.verify(first, 'correct horse battery staple')).toBe(true);
    expect(await hasher.verify(first, 'correct horse battery stapler')).toBe(false);
    expect(hasher.needsRehash(first)).toBe(false);
  });

  it('says no, without throwing, for a hash that is not argon2 at all', async () => {
    expect(await hasher.verify('not-a-hash', 'anything at all')).toBe(false);
    expect(hasher.needsRehash('$2b$10$abcdefghijklmnopqrstuv')).toBe(true);
  });

  it('wants weaker parameters replaced', () => {
    expect(hasher.needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHQ$aGFzaA')).toBe(true);
    expect(hasher.needsRehash('$argon2id$v=19$m=19456,t=1,p=1$c2FsdHNhbHQ$aGFzaA')).toBe(true);
    expect(hasher.needsRehash('$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$aGFzaA')).toBe(false);
  });

  it('does the work of a real check for an account that does not exist, and always says no', async () => {
    expect(await hasher.verifyAgainstNothing('any password at all')).toBe(false);
  });

  it('tells its observer every password it handles, so the test suite can look for leaks', () => {
    expect(seen).toContain('correct horse battery staple');
    expect(seen).toContain('any password at all');
  });
});
