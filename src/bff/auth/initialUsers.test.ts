import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp';
import { formatDemoCredentials, prepareAccounts, seedDemoUsers } from './initialUsers';

const quietLog = { info: () => {}, warn: () => {} };

describe('the first accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      BOOTSTRAP_ADMIN_EMAIL: 'First.Admin@Example.com',
      BOOTSTRAP_ADMIN_PASSWORD: 'the bootstrap password',
    });
  });
  afterAll(() => t.close());

  it('creates the first admin from BOOTSTRAP_ADMIN_EMAIL/PASSWORD when no account exists, once', async () => {
    const all = await t.services.users.list();
    expect(all).toEqual([expect.objectContaining({ email: 'first.admin@example.com', roles: ['admin'] })]);
    expect((await t.login('first.admin@example.com', 'the bootstrap password')).statusCode).toBe(200);
    await prepareAccounts(t.services, quietLog);
    expect(await t.services.users.count()).toBe(1);
  });

  it('seeds one demo account per role in sandbox mode, with new random passwords at every start', async () => {
    const first = await seedDemoUsers(t.services);
    expect(first.map((credential) => [credential.email, credential.roles])).toEqual([
      ['viewer@painel.local', ['viewer']],
      ['sales@painel.local', ['sales']],
      ['finance@painel.local', ['finance']],
      ['admin@painel.local', ['admin']],
    ]);
    for (const credential of first) {
      t.secrets.add(credential.password, 'password');
      expect(credential.password.length).toBeGreaterThanOrEqual(16);
      expect((await t.login(credential.email, credential.password)).statusCode).toBe(200);
    }
    const second = await seedDemoUsers(t.services);
    const viewer = { before: first[0], after: second[0] };
    expect(viewer.after?.password).not.toBe(viewer.before?.password);
    expect((await t.login('viewer@painel.local', viewer.before?.password ?? '')).statusCode).toBe(401);
    expect((await t.login('viewer@painel.local', viewer.after?.password ?? '')).statusCode).toBe(200);

    const block = formatDemoCredentials(second, 'http://localhost:8080');
    for (const credential of second) {
      expect(
        block
          .split('\n')
          .some((line) => line.includes(credential.email) && line.includes(credential.password)),
      ).toBe(true);
    }
    expect(block).toContain('sandbox mode only');
  });

  it('switches demo accounts off, sessions included, once Painel talks to the real vendor', async () => {
    const [credential] = await seedDemoUsers(t.services);
    const token = t.sessionTokenOf(await t.login(credential?.email ?? '', credential?.password ?? '')) ?? '';
    expect(await t.services.sessions.resolve(token)).not.toBeNull();

    const vendorMode = { ...t.services, config: { ...t.services.config, mode: 'vendor' as const } };
    await prepareAccounts(vendorMode, quietLog);
    expect(await t.services.sessions.resolve(token)).toBeNull();
    const demo = (await t.services.users.list()).filter((user) => user.demo);
    expect(demo.every((user) => user.disabled)).toBe(true);
    expect((await t.login(credential?.email ?? '', credential?.password ?? '')).statusCode).toBe(401);
    await expect(seedDemoUsers(vendorMode)).rejects.toThrow(/sandbox mode only/);
  });
});
