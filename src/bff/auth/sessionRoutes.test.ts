import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { problemDocument } from '../../contract/api/problem';
import type { Role } from '../../contract/api/roles';
import { sessionResponse } from '../../contract/api/session';
import { ManualClock } from '../clock';
import { users as usersTable } from '../db/schema';
import { cookieProblems, parseSetCookie } from '../testing/cookieInspector';
import { createTestApp, type TestApp } from '../testing/testApp';

const MINUTE = 60_000;

describe('signing in, sessions and signing out', () => {
  const clock = new ManualClock(Date.UTC(2025, 0, 6, 9));
  let t: TestApp;
  let people = 0;
  let addresses = 0;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  afterAll(() => t.close());

  /** Each test signs in from its own addresses, so the per-address throttle never links tests. */
  const nextAddress = () => {
    addresses += 1;
    return `10.1.${Math.floor(addresses / 250)}.${addresses % 250}`;
  };

  async function person(roles: Role[] = ['viewer']) {
    people += 1;
    const password = `a long password number ${people}`;
    const user = await t.services.users.create({ email: `Person${people}@Example.com`, roles, password });
    return { user, email: user.email, password };
  }

  const whoAmI = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
  const cookieFor = (token: string) => `painel_session=${token}`;

  it('signs in with the right password, says who is signed in, and signing out ends the session on the server', async () => {
    const { email, password } = await person(['sales', 'finance']);
    const login = await t.login(` ${email.toUpperCase()} `, password, { remoteAddress: nextAddress() });
    expect(login.statusCode).toBe(200);
    const body = sessionResponse.parse(login.json());
    expect(body).toMatchObject({
      kind: 'user',
      user: { email, roles: ['sales', 'finance'] },
      idleTimeoutSeconds: 1800,
    });
    expect(new Date(body.expiresAt).getTime()).toBe(clock.now() + 12 * 60 * MINUTE);

    const setCookies = [login.headers['set-cookie']].flat();
    expect(setCookies).toHaveLength(1);
    const cookie = parseSetCookie(String(setCookies[0]));
    expect(cookie.name).toBe('painel_session');
    expect(cookieProblems(String(setCookies[0]), false)).toEqual([]);
    expect(cookie.attributes.get('path')).toBe('/');
    // A person's cookie ends with the browser session; the server's time-outs apply on top.
    expect(cookie.attributes.has('max-age')).toBe(false);
    expect(cookie.attributes.has('secure')).toBe(false);

    const token = t.sessionTokenOf(login) ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await whoAmI(cookieFor(token));
    expect(me.statusCode).toBe(200);
    expect(sessionResponse.parse(me.json())).toMatchObject({ kind: 'user', user: { email } });

    const logout = await t.app.inject({
      method: 'DELETE',
      url: '/api/session',
      headers: { cookie: cookieFor(token), ...t.antiForgeryHeaders },
    });
    expect(logout.statusCode).toBe(204);
    const cleared = parseSetCookie(String([logout.headers['set-cookie']].flat()[0]));
    expect(cleared).toMatchObject({ name: 'painel_session', value: '' });

    expect(await t.services.sessions.resolve(token)).toBeNull();
    const after = await whoAmI(cookieFor(token));
    expect(after.statusCode).toBe(401);
    expect(after.headers['set-cookie']).toBeUndefined();
    expect(after.headers.location).toBeUndefined();
    expect(problemDocument.parse(after.json())).toMatchObject({ status: 401, code: 'unauthenticated' });
  });

  it('gives N sign-ins N distinct session ids, and each sign-in ends the session the browser still had', async () => {
    const { email, password } = await person();
    const address = nextAddress();
    const n = 20;
    const tokens: string[] = [];
    for (let i = 0; i < n; i += 1) {
      const previous = tokens[tokens.length - 1];
      const login = await t.login(email, password, {
        remoteAddress: address,
        headers: previous ? { cookie: cookieFor(previous) } : {},
      });
      expect(login.statusCode).toBe(200);
      tokens.push(t.sessionTokenOf(login) ?? '');
    }
    const distinct = new Set(tokens).size;
    console.info(`session ids: ${n} sign-ins gave ${distinct} distinct ids of 256 random bits each`);
    expect(distinct).toBe(n);
    const stillLive = await Promise.all(tokens.map((token) => t.services.sessions.resolve(token)));
    // Only the last one is alive: every sign-in replaced the session its request carried (ASVS 7.2.4).
    expect(stillLive.filter(Boolean)).toHaveLength(1);
    expect(stillLive[n - 1]).not.toBeNull();
  });

  it('answers an unknown e-mail, a wrong password and a disabled account exactly alike', async () => {
    const known = await person();
    const disabled = await person();
    await t.services.users.update(disabled.user.id, { disabled: true });
    const answers = await Promise.all([
      t.login('nobody-here@example.com', known.password, { remoteAddress: nextAddress() }),
      t.login(known.email, 'not the password at all', { remoteAddress: nextAddress() }),
      t.login(disabled.email, disabled.password, { remoteAddress: nextAddress() }),
    ]);
    const shapes = answers.map((answer) => {
      const { requestId: _id, ...rest } = problemDocument.parse(answer.json());
      return { ...rest, httpStatus: answer.statusCode, setCookie: answer.headers['set-cookie'] };
    });
    expect(shapes[0]).toMatchObject({ httpStatus: 401, code: 'invalid_credentials', setCookie: undefined });
    expect(shapes[1]).toEqual(shapes[0]);
    expect(shapes[2]).toEqual(shapes[0]);
  });

  it('spends the same password-hashing work on an unknown e-mail as on a known one', async () => {
    const known = await person();
    const verify = vi.spyOn(t.services.passwords, 'verify');
    const checkedAgainst: string[] = [];
    try {
      for (const email of ['nobody-at-all@example.com', known.email]) {
        await t.login(email, 'wrong password guess', { remoteAddress: nextAddress() });
        await t.services.loginThrottle.clearAccount(email);
      }
      checkedAgainst.push(...verify.mock.calls.map(([passwordHash]) => passwordHash));
    } finally {
      verify.mockRestore();
    }
    // The work of a check is set by the hash it is checked against (argon2id's memory, time and
    // lanes): the unknown e-mail's guess is hashed with the same ones, not skipped.
    const costs = checkedAgainst.map((passwordHash) => /^\$argon2id\$v=\d+\$[^$]+\$/.exec(passwordHash)?.[0]);
    expect(costs).toHaveLength(2);
    expect(costs[0]).toMatch(/m=\d+,t=\d+,p=\d+/);
    expect(costs[0]).toBe(costs[1]);
  });

  it('throttles by account: after 5 failures the next attempt is refused, even with the right password, until the lock lifts', async () => {
    const { email, password } = await person();
    for (let i = 0; i < 5; i += 1) {
      const wrong = await t.login(email, `wrong guess ${i}`, { remoteAddress: nextAddress() });
      expect(wrong.statusCode).toBe(401);
    }
    const locked = await t.login(email, password, { remoteAddress: nextAddress() });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['set-cookie']).toBeUndefined();
    const problem = problemDocument.parse(locked.json());
    expect(problem.code).toBe('too_many_attempts');
    expect(new Date(problem.retryAt ?? 0).getTime()).toBe(clock.now() + MINUTE);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

    // Guessing on after the lock lifts earns a lock twice as long.
    clock.advance(MINUTE);
    for (let i = 0; i < 5; i += 1) {
      expect((await t.login(email, `wrong again ${i}`, { remoteAddress: nextAddress() })).statusCode).toBe(
        401,
      );
    }
    const second = await t.login(email, password, { remoteAddress: nextAddress() });
    expect(new Date(problemDocument.parse(second.json()).retryAt ?? 0).getTime()).toBe(
      clock.now() + 2 * MINUTE,
    );

    clock.advance(2 * MINUTE);
    expect((await t.login(email, password, { remoteAddress: nextAddress() })).statusCode).toBe(200);
  });

  it('throttles an unknown e-mail exactly like a known one, so a lock reveals nothing', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await t.login('ghost@example.com', `guess ${i}`, { remoteAddress: nextAddress() })).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    clock.advance(MINUTE);
  });

  it('throttles by address: 20 attempts from one address, whatever the accounts, then a lock for that address only', async () => {
    const address = nextAddress();
    const { email, password } = await person();
    for (let i = 0; i < 20; i += 1) {
      const answer = await t.login(`stranger${i}@example.com`, 'some guess', { remoteAddress: address });
      expect(answer.statusCode).toBe(401);
    }
    const refused = await t.login(email, password, { remoteAddress: address });
    expect(refused.statusCode).toBe(429);
    expect(new Date(problemDocument.parse(refused.json()).retryAt ?? 0).getTime()).toBe(
      clock.now() + 5 * MINUTE,
    );
    expect((await t.login(email, password, { remoteAddress: nextAddress() })).statusCode).toBe(200);
    clock.advance(5 * MINUTE);
    expect((await t.login(email, password, { remoteAddress: address })).statusCode).toBe(200);
  });

  it('ends a session after 30 idle minutes, and after 12 hours however active it is', async () => {
    const { email, password } = await person();
    const idle = t.sessionTokenOf(await t.login(email, password, { remoteAddress: nextAddress() })) ?? '';
    clock.advance(29 * MINUTE);
    expect((await whoAmI(cookieFor(idle))).statusCode).toBe(200);
    clock.advance(29 * MINUTE);
    expect((await whoAmI(cookieFor(idle))).statusCode).toBe(200);
    clock.advance(30 * MINUTE);
    expect((await whoAmI(cookieFor(idle))).statusCode).toBe(401);

    const busy = t.sessionTokenOf(await t.login(email, password, { remoteAddress: nextAddress() })) ?? '';
    for (let elapsed = 0; elapsed < 12 * 60 - 20; elapsed += 20) {
      clock.advance(20 * MINUTE);
      expect((await whoAmI(cookieFor(busy))).statusCode).toBe(200);
    }
    clock.advance(20 * MINUTE);
    expect((await whoAmI(cookieFor(busy))).statusCode).toBe(401);
  });

  it('ends every session of a user who is disabled, or whose roles change, and none of them comes back', async () => {
    const admin = await t.signIn('admin');
    const { user, email, password } = await person(['viewer']);
    const address = nextAddress();
    const login = async () =>
      t.sessionTokenOf(await t.login(email, password, { remoteAddress: address })) ?? '';
    const sessions = [await login(), await login(), await login(), await login(), await login()];
    const usable = async () =>
      (await Promise.all(sessions.map((token) => whoAmI(cookieFor(token))))).filter(
        (r) => r.statusCode === 200,
      ).length;
    expect(await usable()).toBe(5);

    const disable = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}`,
      headers: admin.headers,
      payload: { disabled: true },
    });
    expect(disable.statusCode).toBe(200);
    const left = await usable();
    console.info(`disabling a user with ${sessions.length} sessions left ${left} usable`);
    expect(left).toBe(0);
    expect((await t.login(email, password, { remoteAddress: address })).statusCode).toBe(401);

    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}`,
      headers: admin.headers,
      payload: { disabled: false },
    });
    expect(await usable()).toBe(0);

    sessions.splice(0, sessions.length, await login(), await login(), await login());
    expect(await usable()).toBe(3);
    const promote = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}`,
      headers: admin.headers,
      payload: { roles: ['viewer', 'sales'] },
    });
    expect(promote.statusCode).toBe(200);
    expect(await usable()).toBe(0);
  });

  it('treats a cookie of any other shape, or a forged one, as no session', async () => {
    for (const value of ['', 'x', 'A'.repeat(43), `${'B'.repeat(42)}!`, 'painel']) {
      const answer = await whoAmI(cookieFor(value));
      expect(answer.statusCode).toBe(401);
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
  });

  it('replaces a weaker stored password hash with the current parameters at the next sign-in', async () => {
    const { user, email, password } = await person();
    const weak = await hash(password, { memoryCost: 4096, timeCost: 1, parallelism: 1 });
    await t.services.db.update(usersTable).set({ passwordHash: weak }).where(eq(usersTable.id, user.id));
    expect((await t.login(email, password, { remoteAddress: nextAddress() })).statusCode).toBe(200);
    const [row] = await t.services.db.select().from(usersTable).where(eq(usersTable.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a sign-in without the anti-forgery header or from another origin', async () => {
    const { email, password } = await person();
    const bare = await t.app.inject({ method: 'POST', url: '/api/session', payload: { email, password } });
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toMatchObject({ code: 'anti_forgery' });
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { email, password },
      headers: { ...t.antiForgeryHeaders, origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.headers['set-cookie']).toBeUndefined();
  });
});
