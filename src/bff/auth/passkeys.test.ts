import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPage } from '../../contract/api/audit';
import { passkeyCeremony, passkeyList, passkeyRemoved, passkeySummary } from '../../contract/api/passkeys';
import { problemDocument } from '../../contract/api/problem';
import type { Role } from '../../contract/api/roles';
import { accountSecurity, signInResponse } from '../../contract/api/secondFactor';
import { sessionResponse } from '../../contract/api/session';
import { adminUsersResponse } from '../../contract/api/users';
import { ManualClock } from '../clock';
import { createTestApp, type TestApp } from '../testing/testApp';
import { SoftwareAuthenticator } from '../testing/softwareAuthenticator';
import { CHALLENGE_TTL_MS } from './passkeyStore';

describe('passkeys: added on the account page, a sign-in on their own or a second step (ADR 094)', () => {
  const clock = new ManualClock(Date.UTC(2026, 10, 29, 9, 0, 0));
  let t: TestApp;
  let origin: string;
  let people = 0;
  let addresses = 0;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    origin = t.antiForgeryHeaders.origin ?? '';
  });
  afterAll(() => t.close());

  const nextAddress = () => `10.3.0.${(addresses += 1)}`;
  const anonymous = () => ({ ...t.antiForgeryHeaders });
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    url: string,
    headers: Record<string, string>,
    payload?: object,
    remoteAddress = '10.3.1.1',
  ) => t.app.inject({ method, url, headers, remoteAddress, ...(payload ? { payload } : {}) });
  const cookieOf = (response: Awaited<ReturnType<TestApp['login']>>) => {
    const token = t.sessionTokenOf(response);
    if (!token) throw new Error('no session cookie was set');
    return { cookie: `painel_session=${token}`, ...t.antiForgeryHeaders };
  };

  async function person(roles: Role[] = ['sales']) {
    people += 1;
    const password = `a long passkey password ${people}`;
    const user = await t.services.users.create({ email: `keys${people}@example.com`, roles, password });
    const login = await t.login(user.email, password, { remoteAddress: nextAddress() });
    return { user, email: user.email, password, login };
  }

  /** Adds a passkey from a whole session: the password again, the browser's answer, a name. */
  async function addPasskey(headers: Record<string, string>, password: string, name = 'Notebook') {
    const authenticator = new SoftwareAuthenticator(origin);
    const started = await call('POST', '/api/account/passkeys/options', headers, { password });
    expect(started.statusCode).toBe(200);
    const { ceremony, options } = passkeyCeremony.parse(started.json());
    const added = await call('POST', '/api/account/passkeys', headers, {
      ceremony,
      name,
      credential: authenticator.register(options),
    });
    expect(added.statusCode).toBe(200);
    return { authenticator, passkey: passkeySummary.parse(added.json()) };
  }

  async function signInOptions() {
    const started = await call('POST', '/api/session/passkey/options', anonymous());
    expect(started.statusCode).toBe(200);
    return passkeyCeremony.parse(started.json());
  }

  const signInWith = (ceremony: string, credential: object, remoteAddress = nextAddress()) =>
    call('POST', '/api/session/passkey', anonymous(), { ceremony, credential }, remoteAddress);

  async function expectRefused(response: Awaited<ReturnType<typeof call>>, detail: RegExp) {
    expect(response.statusCode).toBe(401);
    const problem = problemDocument.parse(response.json());
    expect(problem.code).toBe('passkey_refused');
    expect(problem.detail).toMatch(detail);
    expect(t.sessionTokenOf(response)).toBeUndefined();
  }

  async function auditOf(email: string) {
    const admin = await t.signIn('admin');
    const page = await call('GET', `/api/admin/audit?actor=${email}&limit=50`, admin.headers);
    return auditPage
      .parse(page.json())
      .entries.map((entry) => [entry.action, entry.description.event, entry.description.reason]);
  }

  it('adds a passkey with the password again, and signs in with it alone, once per challenge', async () => {
    const who = await person();
    const headers = cookieOf(who.login);
    const withoutPassword = await call('POST', '/api/account/passkeys/options', headers, {});
    expect(withoutPassword.statusCode).toBe(401);
    const { authenticator, passkey } = await addPasskey(headers, who.password, 'Notebook do trabalho');
    expect(passkey).toMatchObject({ name: 'Notebook do trabalho', lastUsedAt: null });
    expect(accountSecurity.parse((await call('GET', '/api/account/security', headers)).json())).toMatchObject(
      {
        totp: false,
        passkeys: 1,
      },
    );

    const { ceremony, options } = await signInOptions();
    // Discoverable: the browser is not told whose passkeys to offer.
    expect(options.allowCredentials ?? []).toEqual([]);
    const assertion = authenticator.assert(options);
    const done = await signInWith(ceremony, assertion);
    expect(done.statusCode).toBe(200);
    expect(sessionResponse.parse(done.json())).toMatchObject({ kind: 'user', user: { email: who.email } });
    expect((await call('GET', '/api/session', cookieOf(done))).statusCode).toBe(200);

    // The same answer again: its challenge was consumed by the first.
    await expectRefused(await signInWith(ceremony, assertion), /expired or was used already/);

    const listed = passkeyList.parse((await call('GET', '/api/account/passkeys', cookieOf(done))).json());
    expect(listed.passkeys).toEqual([{ ...passkey, lastUsedAt: new Date(clock.now()).toISOString() }]);

    const sentences = await auditOf(who.email);
    expect(sentences).toContainEqual(['account.passkey_add', 'passkeyAdded', null]);
    expect(sentences).toContainEqual(['session.login', 'signInWithPasskey', null]);
    expect(sentences).toContainEqual(['session.login_failed', 'signInRefused', 'passkeyExpired']);
  });

  it('refuses an expired challenge, another origin, another RP ID and a passkey it does not know', async () => {
    const who = await person();
    const { authenticator } = await addPasskey(cookieOf(who.login), who.password);

    const late = await signInOptions();
    clock.advance(CHALLENGE_TTL_MS + 1);
    await expectRefused(await signInWith(late.ceremony, authenticator.assert(late.options)), /expired/);

    const phished = await signInOptions();
    await expectRefused(
      await signInWith(
        phished.ceremony,
        authenticator.assert(phished.options, { origin: 'https://painel.example.net' }),
      ),
      /could not be verified/,
    );

    const elsewhere = await signInOptions();
    await expectRefused(
      await signInWith(elsewhere.ceremony, authenticator.assert(elsewhere.options, { rpId: 'example.net' })),
      /could not be verified/,
    );

    const stranger = await signInOptions();
    await expectRefused(
      await signInWith(stranger.ceremony, new SoftwareAuthenticator(origin).assert(stranger.options)),
      /not recognised/,
    );

    // None of that spent the passkey: its own answer, on time and for this site, signs in.
    const right = await signInOptions();
    expect((await signInWith(right.ceremony, authenticator.assert(right.options))).statusCode).toBe(200);

    const sentences = await auditOf(who.email);
    expect(sentences).toContainEqual(['session.login_failed', 'signInRefused', 'passkeyInvalid']);
  });

  it('adds no passkey made for another site, nor twice from one challenge', async () => {
    const who = await person();
    const headers = cookieOf(who.login);
    const start = async () =>
      passkeyCeremony.parse(
        (await call('POST', '/api/account/passkeys/options', headers, { password: who.password })).json(),
      );
    const authenticator = new SoftwareAuthenticator(origin);
    const phished = await start();
    const refused = await call('POST', '/api/account/passkeys', headers, {
      ceremony: phished.ceremony,
      name: 'Falso',
      credential: authenticator.register(phished.options, { origin: 'https://painel.example.net' }),
    });
    expect(refused.statusCode).toBe(400);
    expect(problemDocument.parse(refused.json()).code).toBe('passkey_refused');

    const right = await start();
    const credential = authenticator.register(right.options);
    const body = { ceremony: right.ceremony, name: 'Notebook', credential };
    expect((await call('POST', '/api/account/passkeys', headers, body)).statusCode).toBe(200);
    const replayed = await call('POST', '/api/account/passkeys', headers, body);
    expect(replayed.statusCode).toBe(400);
    expect(problemDocument.parse(replayed.json()).detail).toMatch(/expired or was used already/);
    expect(
      passkeyList.parse((await call('GET', '/api/account/passkeys', headers)).json()).passkeys,
    ).toHaveLength(1);
    expect(await auditOf(who.email)).toContainEqual(['account.passkey_add', 'passkeyAddRefused', null]);
  });

  it("refuses a disabled account's passkey like one it does not know", async () => {
    const who = await person();
    const { authenticator } = await addPasskey(cookieOf(who.login), who.password);
    await t.services.users.update(who.user.id, { disabled: true });
    const { ceremony, options } = await signInOptions();
    await expectRefused(await signInWith(ceremony, authenticator.assert(options)), /not recognised/);
  });

  it('counts each refused passkey against the address, like a wrong password', async () => {
    const address = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const { ceremony, options } = await signInOptions();
      const answer = new SoftwareAuthenticator(origin).assert(options);
      statuses.push((await signInWith(ceremony, answer, address)).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('finishes a password sign-in with a passkey instead of a code', async () => {
    const who = await person();
    const { authenticator } = await addPasskey(cookieOf(who.login), who.password);
    const address = nextAddress();
    const login = await t.login(who.email, who.password, { remoteAddress: address });
    expect(signInResponse.parse(login.json())).toEqual({ kind: 'second-factor', totp: false, passkey: true });
    const pending = cookieOf(login);
    expect((await call('GET', '/api/session', pending)).statusCode).toBe(401);
    // A half-done sign-in may not add a passkey, which would sign in without the second step.
    expect((await call('POST', '/api/account/passkeys/options', pending, {})).statusCode).toBe(401);

    const started = await call('POST', '/api/session/second-factor/passkey/options', pending, {}, address);
    const { ceremony, options } = passkeyCeremony.parse(started.json());
    expect(options.allowCredentials).toEqual([
      expect.objectContaining({ id: authenticator.id, type: 'public-key' }),
    ]);
    // Another person's passkey does not finish this person's sign-in.
    const other = await person();
    const theirs = await addPasskey(cookieOf(other.login), other.password);
    const wrong = await call(
      'POST',
      '/api/session/second-factor/passkey',
      pending,
      { ceremony, credential: theirs.authenticator.assert(options) },
      address,
    );
    await expectRefused(wrong, /not recognised/);

    const again = passkeyCeremony.parse(
      (await call('POST', '/api/session/second-factor/passkey/options', pending, {}, address)).json(),
    );
    const done = await call(
      'POST',
      '/api/session/second-factor/passkey',
      pending,
      { ceremony: again.ceremony, credential: authenticator.assert(again.options) },
      address,
    );
    expect(done.statusCode).toBe(200);
    expect((await call('GET', '/api/session', cookieOf(done))).statusCode).toBe(200);
    expect((await call('GET', '/api/session', pending)).statusCode).toBe(401);
  });

  it("renames and removes only one's own passkeys, with the password", async () => {
    const owner = await person();
    const ownerHeaders = cookieOf(owner.login);
    const { passkey } = await addPasskey(ownerHeaders, owner.password, 'Celular');
    const intruder = await person();
    const intruderHeaders = cookieOf(intruder.login);

    const renameTheirs = await call('PATCH', `/api/account/passkeys/${passkey.id}`, intruderHeaders, {
      name: 'Meu',
    });
    expect(renameTheirs.statusCode).toBe(404);
    const removeTheirs = await call('POST', `/api/account/passkeys/${passkey.id}/remove`, intruderHeaders, {
      password: intruder.password,
    });
    expect(removeTheirs.statusCode).toBe(404);
    expect(problemDocument.parse(removeTheirs.json()).code).toBe('passkey_not_found');

    const renamed = await call('PATCH', `/api/account/passkeys/${passkey.id}`, ownerHeaders, {
      name: '  Celular pessoal ',
    });
    expect(passkeySummary.parse(renamed.json()).name).toBe('Celular pessoal');
    const wrongPassword = await call('POST', `/api/account/passkeys/${passkey.id}/remove`, ownerHeaders, {
      password: 'not the password',
    });
    expect(wrongPassword.statusCode).toBe(401);
    const removed = await call('POST', `/api/account/passkeys/${passkey.id}/remove`, ownerHeaders, {
      password: owner.password,
    });
    expect(removed.statusCode).toBe(200);
    expect(passkeyRemoved.parse(removed.json())).toEqual({ sessionsEnded: 0, signedOut: false });
    expect(
      passkeyList.parse((await call('GET', '/api/account/passkeys', ownerHeaders)).json()).passkeys,
    ).toEqual([]);

    const sentences = await auditOf(owner.email);
    expect(sentences).toContainEqual(['account.passkey_rename', 'passkeyRenamed', null]);
    expect(sentences).toContainEqual(['account.passkey_remove', 'passkeyRemoved', null]);
  });

  it('lets a required role enrol with a passkey, and keeps its last factor', async () => {
    const admin = await t.signIn('admin');
    await call('PUT', '/api/admin/settings/second-factor', admin.headers, { requiredRoles: ['finance'] });
    try {
      const who = await person(['finance']);
      expect(signInResponse.parse(who.login.json())).toEqual({ kind: 'enrolment' });
      const pending = cookieOf(who.login);
      const authenticator = new SoftwareAuthenticator(origin);
      // The password was checked a moment ago: the enrolment step does not ask it again.
      const { ceremony, options } = passkeyCeremony.parse(
        (await call('POST', '/api/account/passkeys/options', pending, {})).json(),
      );
      const added = await call('POST', '/api/account/passkeys', pending, {
        ceremony,
        name: 'Chave do escritório',
        credential: authenticator.register(options),
      });
      expect(added.statusCode).toBe(200);
      const whole = cookieOf(added);
      expect((await call('GET', '/api/session', whole)).statusCode).toBe(200);
      const { id } = passkeySummary.parse(added.json());

      const last = await call('POST', `/api/account/passkeys/${id}/remove`, whole, {
        password: who.password,
      });
      expect(last.statusCode).toBe(409);
      expect(problemDocument.parse(last.json()).code).toBe('second_factor_required');

      // With a second passkey, the first may go; the session its enrolment finished goes with it.
      const second = await addPasskey(whole, who.password, 'Celular');
      const removed = await call('POST', `/api/account/passkeys/${id}/remove`, whole, {
        password: who.password,
      });
      expect(removed.statusCode).toBe(200);
      expect(passkeyRemoved.parse(removed.json())).toEqual({ sessionsEnded: 1, signedOut: true });
      expect((await call('GET', '/api/session', whole)).statusCode).toBe(401);

      const users = adminUsersResponse.parse((await call('GET', '/api/admin/users', admin.headers)).json());
      expect(users.users.find((user) => user.email === who.email)).toMatchObject({
        totp: false,
        passkeys: 1,
      });
      expect(second.passkey.name).toBe('Celular');
    } finally {
      await call('PUT', '/api/admin/settings/second-factor', admin.headers, { requiredRoles: [] });
    }
  });

  /** The `count` of the person's latest passkey removal in the audit log (ADR 096). */
  async function removalCountOf(email: string) {
    const admin = await t.signIn('admin');
    const page = await call('GET', `/api/admin/audit?actor=${email}&limit=50`, admin.headers);
    const entry = auditPage.parse(page.json()).entries.find((e) => e.action === 'account.passkey_remove');
    return entry?.description.count;
  }

  it('ends every session a removed passkey signed in, alone or as the second step, and no other (ADR 096)', async () => {
    const who = await person();
    const byPassword = cookieOf(who.login);
    const { authenticator, passkey } = await addPasskey(byPassword, who.password, 'Celular perdido');

    const alone = await signInOptions();
    const byPasskey = await signInWith(alone.ceremony, authenticator.assert(alone.options));
    expect(byPasskey.statusCode).toBe(200);

    const address = nextAddress();
    const login = await t.login(who.email, who.password, { remoteAddress: address });
    const pending = cookieOf(login);
    const step = passkeyCeremony.parse(
      (await call('POST', '/api/session/second-factor/passkey/options', pending, {}, address)).json(),
    );
    const bySecondStep = await call(
      'POST',
      '/api/session/second-factor/passkey',
      pending,
      { ceremony: step.ceremony, credential: authenticator.assert(step.options) },
      address,
    );
    expect(bySecondStep.statusCode).toBe(200);
    for (const session of [byPasskey, bySecondStep]) {
      expect((await call('GET', '/api/session', cookieOf(session))).statusCode).toBe(200);
    }

    const removed = await call('POST', `/api/account/passkeys/${passkey.id}/remove`, byPassword, {
      password: who.password,
    });
    expect(removed.statusCode).toBe(200);
    expect(passkeyRemoved.parse(removed.json())).toEqual({ sessionsEnded: 2, signedOut: false });
    expect(removed.cookies.find((cookie) => cookie.name === 'painel_session')).toBeUndefined();

    expect((await call('GET', '/api/session', cookieOf(byPasskey))).statusCode).toBe(401);
    expect((await call('GET', '/api/session', cookieOf(bySecondStep))).statusCode).toBe(401);
    expect((await call('GET', '/api/session', byPassword)).statusCode).toBe(200);
    expect(await removalCountOf(who.email)).toBe(2);
  });

  it('ends the session that removes the passkey it was signed in with, and says so', async () => {
    const who = await person();
    const byPassword = cookieOf(who.login);
    const { authenticator, passkey } = await addPasskey(byPassword, who.password);
    const { ceremony, options } = await signInOptions();
    const signedIn = await signInWith(ceremony, authenticator.assert(options));
    const byPasskey = cookieOf(signedIn);

    const removed = await call('POST', `/api/account/passkeys/${passkey.id}/remove`, byPasskey, {
      password: who.password,
    });
    expect(removed.statusCode).toBe(200);
    expect(passkeyRemoved.parse(removed.json())).toEqual({ sessionsEnded: 1, signedOut: true });
    expect(removed.cookies.find((cookie) => cookie.name === 'painel_session')?.value).toBe('');

    expect((await call('GET', '/api/session', byPasskey)).statusCode).toBe(401);
    expect((await call('GET', '/api/session', byPassword)).statusCode).toBe(200);
    expect(passkeyList.parse((await call('GET', '/api/account/passkeys', byPassword)).json())).toEqual({
      passkeys: [],
    });
    expect(await removalCountOf(who.email)).toBe(1);
  });
});
