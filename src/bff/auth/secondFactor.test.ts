import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPage } from '../../contract/api/audit';
import { problemDocument } from '../../contract/api/problem';
import type { Role } from '../../contract/api/roles';
import {
  accountSecurity,
  recoveryCodesResponse,
  signInResponse,
  totpEnrolment,
} from '../../contract/api/secondFactor';
import { sessionResponse } from '../../contract/api/session';
import { ManualClock } from '../clock';
import { createTestApp, type TestApp } from '../testing/testApp';
import { totpCodeAt } from './totp';

const STEP = 30_000;

describe('the second factor: an authenticator app and recovery codes (ADR 068)', () => {
  // Mid-step, so "the next code" is always one step away whatever the start.
  const clock = new ManualClock(Date.UTC(2025, 0, 6, 9, 0, 10));
  let t: TestApp;
  let people = 0;
  let addresses = 0;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  afterAll(() => t.close());

  const nextAddress = () => `10.2.0.${(addresses += 1)}`;

  async function person(roles: Role[] = ['sales']) {
    people += 1;
    const password = `a long password number ${people}`;
    const user = await t.services.users.create({ email: `person${people}@example.com`, roles, password });
    return { user, email: user.email, password };
  }

  const cookieOf = (response: Awaited<ReturnType<TestApp['login']>>) => {
    const token = t.sessionTokenOf(response);
    if (!token) throw new Error('no session cookie was set');
    return { cookie: `painel_session=${token}`, ...t.antiForgeryHeaders };
  };
  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  /** Signs in with the password and sets up the app; answers the secret and the recovery codes. */
  async function enrolled(roles: Role[] = ['sales']) {
    const who = await person(roles);
    const login = await t.login(who.email, who.password, { remoteAddress: nextAddress() });
    const headers = cookieOf(login);
    const { secret, uri, qrSvg } = totpEnrolment.parse(
      (await call('POST', '/api/account/totp', headers)).json(),
    );
    expect(uri).toMatch(/^otpauth:\/\/totp\/Painel:/);
    expect(qrSvg).toContain('<svg');
    const wrong = await call('POST', '/api/account/totp/confirm', headers, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    const confirmed = await call('POST', '/api/account/totp/confirm', headers, {
      code: totpCodeAt(secret, clock.now()),
    });
    expect(confirmed.statusCode).toBe(200);
    const { codes } = recoveryCodesResponse.parse(confirmed.json());
    return { ...who, secret, codes, headers };
  }

  async function passwordStep(who: { email: string; password: string }, address = nextAddress()) {
    const login = await t.login(who.email, who.password, { remoteAddress: address });
    expect(login.statusCode).toBe(200);
    expect(signInResponse.parse(login.json())).toEqual({ kind: 'second-factor', totp: true, passkey: false });
    return { headers: cookieOf(login), address };
  }

  const secondStep = (headers: Record<string, string>, body: object, address: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/session/second-factor',
      headers,
      payload: body,
      remoteAddress: address,
    });

  it('asks for the code after the password, opens nothing before it, and refuses a code used already', async () => {
    const who = await enrolled();
    expect(who.codes).toHaveLength(10);
    expect(accountSecurity.parse((await call('GET', '/api/account/security', who.headers)).json())).toEqual({
      totp: true,
      recoveryCodesLeft: 10,
      passkeys: 0,
      required: false,
    });

    const { headers, address } = await passwordStep(who);
    // Half signed in: not even "who am I", nor any page's data.
    expect((await call('GET', '/api/session', headers)).statusCode).toBe(401);
    expect((await call('GET', '/api/requests/order', headers)).statusCode).toBe(401);
    expect((await call('GET', '/api/account/security', headers)).statusCode).toBe(401);

    // The code that confirmed the app is spent: within its window it is refused.
    const reused = await secondStep(
      headers,
      { method: 'totp', code: totpCodeAt(who.secret, clock.now()) },
      address,
    );
    expect(reused.statusCode).toBe(401);
    expect(problemDocument.parse(reused.json()).code).toBe('invalid_second_factor');

    clock.advance(STEP);
    const code = totpCodeAt(who.secret, clock.now());
    const done = await secondStep(headers, { method: 'totp', code: code.replace(/(\d{3})/, '$1 ') }, address);
    expect(done.statusCode).toBe(200);
    expect(sessionResponse.parse(done.json())).toMatchObject({ kind: 'user', user: { email: who.email } });
    const whole = cookieOf(done);
    expect(whole.cookie).not.toBe(headers.cookie);
    expect((await call('GET', '/api/session', whole)).statusCode).toBe(200);
    // The half-done session ended when the whole one began.
    expect((await secondStep(headers, { method: 'totp', code }, address)).statusCode).toBe(401);

    // The same code again, by someone who also has the password, within the code's window.
    const again = await passwordStep(who);
    expect((await secondStep(again.headers, { method: 'totp', code }, again.address)).statusCode).toBe(401);

    const entries = auditPage.parse(
      (
        await call('GET', `/api/admin/audit?actor=${who.email}&limit=20`, (await t.signIn('admin')).headers)
      ).json(),
    ).entries;
    const sentences = entries.map((entry) => [
      entry.action,
      entry.description.event,
      entry.description.reason,
    ]);
    expect(sentences).toContainEqual(['session.login_failed', 'signInRefused', 'reusedCode']);
    expect(sentences).toContainEqual(['session.password_accepted', 'signInPasswordAccepted', null]);
    expect(sentences).toContainEqual(['account.totp_enable', 'totpEnabled', null]);
    expect(JSON.stringify(entries)).not.toContain(who.secret);
  });

  it('takes a recovery code once, in any case and with or without its hyphens', async () => {
    const who = await enrolled();
    const [first] = who.codes;
    if (!first) throw new Error('no recovery code');
    const one = await passwordStep(who);
    const used = await secondStep(
      one.headers,
      { method: 'recovery', code: first.toLowerCase() },
      one.address,
    );
    expect(used.statusCode).toBe(200);
    const security = accountSecurity.parse(
      (await call('GET', '/api/account/security', cookieOf(used))).json(),
    );
    expect(security.recoveryCodesLeft).toBe(9);

    const two = await passwordStep(who);
    const twice = await secondStep(
      two.headers,
      { method: 'recovery', code: first.replaceAll('-', '') },
      two.address,
    );
    expect(twice.statusCode).toBe(401);
    const bad = await secondStep(two.headers, { method: 'recovery', code: 'not a code' }, two.address);
    expect(bad.statusCode).toBe(400);
  });

  it('counts each wrong code against the sign-in throttle, the password included', async () => {
    const who = await enrolled();
    const { headers, address } = await passwordStep(who);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await secondStep(headers, { method: 'totp', code: '000000' }, address)).statusCode);
    }
    // The password was the first of five attempts; the fifth wrong code is the sixth attempt.
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    clock.advance(STEP);
    // Locked: even the right code waits, and so does the password from another address.
    const right = await secondStep(
      headers,
      { method: 'totp', code: totpCodeAt(who.secret, clock.now()) },
      address,
    );
    expect(right.statusCode).toBe(429);
    expect((await t.login(who.email, who.password, { remoteAddress: nextAddress() })).statusCode).toBe(429);
  });

  it('walks a person whose role requires it through setting up the app, and lets nothing else through', async () => {
    const admin = await t.signIn('admin');
    const settings = await call('PUT', '/api/admin/settings/second-factor', admin.headers, {
      requiredRoles: ['finance'],
    });
    expect(settings.statusCode).toBe(200);
    const sales = await t.signIn('sales');
    expect(
      (await call('PUT', '/api/admin/settings/second-factor', sales.headers, { requiredRoles: [] }))
        .statusCode,
    ).toBe(403);

    const who = await person(['finance']);
    const login = await t.login(who.email, who.password, { remoteAddress: nextAddress() });
    expect(signInResponse.parse(login.json())).toEqual({ kind: 'enrolment' });
    const pending = cookieOf(login);
    expect((await call('GET', '/api/session', pending)).statusCode).toBe(401);
    expect((await call('GET', '/api/requests/order', pending)).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/account/recovery-codes', pending, { password: who.password })).statusCode,
    ).toBe(401);
    expect(accountSecurity.parse((await call('GET', '/api/account/security', pending)).json())).toMatchObject(
      {
        totp: false,
        required: true,
      },
    );
    const { secret } = totpEnrolment.parse((await call('POST', '/api/account/totp', pending)).json());
    const confirmed = await call('POST', '/api/account/totp/confirm', pending, {
      code: totpCodeAt(secret, clock.now()),
    });
    expect(confirmed.statusCode).toBe(200);
    const whole = cookieOf(confirmed);
    expect((await call('GET', '/api/session', whole)).statusCode).toBe(200);
    expect((await call('GET', '/api/session', pending)).statusCode).toBe(401);

    // Required: the app stays.
    const remove = await call('POST', '/api/account/totp/remove', whole, { password: who.password });
    expect(remove.statusCode).toBe(409);
    expect(problemDocument.parse(remove.json()).code).toBe('second_factor_required');

    // Once no role requires it, the password (asked again) removes it.
    await call('PUT', '/api/admin/settings/second-factor', admin.headers, { requiredRoles: [] });
    expect(
      (await call('POST', '/api/account/totp/remove', whole, { password: 'wrong password' })).statusCode,
    ).toBe(401);
    expect(
      (await call('POST', '/api/account/totp/remove', whole, { password: who.password })).statusCode,
    ).toBe(204);
    const plain = await t.login(who.email, who.password, { remoteAddress: nextAddress() });
    expect(sessionResponse.parse(plain.json())).toMatchObject({ kind: 'user' });
  });
});
