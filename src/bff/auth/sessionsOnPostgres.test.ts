import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPostgresTestDatabase,
  type Disposable,
  testPostgresUrl,
  skipPostgresSuite,
} from '../db/testing/testDatabases';
import { createTestApp, type TestApp } from '../testing/testApp';

const skipPostgres = skipPostgresSuite('sessions shared by two backend processes on PostgreSQL');
describe.skipIf(skipPostgres)('sessions shared by two backend processes on PostgreSQL', () => {
  let database: Disposable<string>;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    database = await createPostgresTestDatabase(testPostgresUrl ?? '');
    a = await createTestApp({ DATABASE_URL: database.value });
    b = await createTestApp({ DATABASE_URL: database.value });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.dispose();
  });

  const whoAmI = (t: TestApp, token: string) =>
    t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: `painel_session=${token}` } });

  it('honours on one process a session made on the other, and a sign-out on either ends it on both', async () => {
    await a.services.users.create({
      email: 'shared@example.com',
      roles: ['viewer'],
      password: 'shared long password',
    });
    const token = a.sessionTokenOf(await a.login('shared@example.com', 'shared long password')) ?? '';
    b.secrets.add(token, 'session');
    expect((await whoAmI(b, token)).statusCode).toBe(200);
    const logout = await b.app.inject({
      method: 'DELETE',
      url: '/api/session',
      headers: { cookie: `painel_session=${token}`, ...b.antiForgeryHeaders },
    });
    expect(logout.statusCode).toBe(204);
    expect((await whoAmI(a, token)).statusCode).toBe(401);
  });

  it('ends on every process the sessions of a user disabled on one of them', async () => {
    const admin = await a.signIn('admin');
    const user = await a.services.users.create({
      email: 'many@example.com',
      roles: ['sales'],
      password: 'many long password',
    });
    const tokens: string[] = [];
    for (const t of [a, b, a, b])
      tokens.push(t.sessionTokenOf(await t.login('many@example.com', 'many long password')) ?? '');
    for (const token of tokens) b.secrets.add(token, 'session');
    const disable = await a.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}`,
      headers: admin.headers,
      payload: { disabled: true },
    });
    expect(disable.statusCode).toBe(200);
    const usable = (await Promise.all(tokens.map((token) => whoAmI(b, token)))).filter(
      (r) => r.statusCode === 200,
    );
    expect(usable).toHaveLength(0);
  });

  it('counts failed sign-ins of both processes against one account', async () => {
    await a.services.users.create({
      email: 'target@example.com',
      roles: ['viewer'],
      password: 'target long password',
    });
    for (let i = 0; i < 5; i += 1) {
      const t = i % 2 === 0 ? a : b;
      expect(
        (await t.login('target@example.com', `guess ${i}`, { remoteAddress: `10.9.0.${i}` })).statusCode,
      ).toBe(401);
    }
    const locked = await b.login('target@example.com', 'target long password', { remoteAddress: '10.9.1.1' });
    expect(locked.statusCode).toBe(429);
  });

  it('serialises parallel guesses: no more than the limit get their password checked', async () => {
    await a.services.users.create({
      email: 'burst@example.com',
      roles: ['viewer'],
      password: 'burst long password',
    });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 === 0 ? a : b).login('burst@example.com', `burst guess ${i}`, {
          remoteAddress: `10.8.0.${i}`,
        }),
      ),
    );
    const checked = answers.filter((answer) => answer.statusCode === 401).length;
    expect(checked).toBe(5);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(7);
  });
});
