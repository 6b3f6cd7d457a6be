import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPage } from '../../contract/api/audit';
import { problemDocument } from '../../contract/api/problem';
import { sessionResponse, ssoOffer } from '../../contract/api/session';
import { adminUsersResponse } from '../../contract/api/users';
import { ManualClock } from '../clock';
import { createTestApp, type TestApp } from '../testing/testApp';
import {
  type IdpAccount,
  passThroughProvider,
  startTestIdentityProvider,
  type TestIdentityProvider,
} from '../testing/testIdentityProvider';

const PUBLIC_URL = 'http://localhost:8080';
const CALLBACK = `${PUBLIC_URL}/api/session/sso/callback`;

/** Painel configured for a real OpenID provider run here (ADR 095), with or without a group map. */
async function painelFor(idp: TestIdentityProvider, clock: ManualClock, env: Record<string, string> = {}) {
  return createTestApp(
    {
      PUBLIC_URL,
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: idp.clientId,
      OIDC_CLIENT_SECRET: idp.clientSecret,
      OIDC_ALLOWED_DOMAINS: 'empresa.com.br',
      OIDC_SCOPES: 'openid email profile groups offline_access',
      OIDC_DISPLAY_NAME: 'Conta da Empresa',
      ...env,
    },
    { clock },
  );
}

/** A browser's journey: Painel's start, the provider's sign-in as `login`, back to Painel's callback. */
function journeys(t: () => TestApp, idp: () => TestIdentityProvider) {
  let addresses = 0;
  return async function signInAtIdp(
    login: string,
    tamper: { authorization?: (url: URL) => void; callback?: (url: URL) => void } = {},
  ) {
    const remoteAddress = `10.9.0.${(addresses += 1)}`;
    const started = await t().app.inject({ method: 'GET', url: '/api/session/sso/start', remoteAddress });
    expect(started.statusCode).toBe(303);
    const binding = started.cookies.find((cookie) => cookie.name === 'painel_sso');
    expect(binding?.sameSite).toBe('Lax');
    const authorization = new URL(String(started.headers.location));
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('redirect_uri')).toBe(CALLBACK);
    tamper.authorization?.(authorization);
    const back = await passThroughProvider(idp().issuer, authorization, login);
    expect(back.href.startsWith(CALLBACK)).toBe(true);
    tamper.callback?.(back);
    const answer = () =>
      t().app.inject({
        method: 'GET',
        url: `${back.pathname}${back.search}`,
        headers: { cookie: `painel_sso=${binding?.value ?? ''}` },
        remoteAddress,
      });
    const answered = await answer();
    const token = t().sessionTokenOf(answered);
    return {
      answered,
      location: String(answered.headers.location),
      token,
      headers: { cookie: `painel_session=${token ?? ''}`, ...t().antiForgeryHeaders },
      replay: answer,
    };
  };
}

async function actionsOf(t: TestApp, actor: string) {
  const { entries } = await t.services.audit.list({ actor, limit: 50 });
  return entries.map((entry) => [
    entry.action,
    (entry.details as { reason?: string } | null)?.reason ?? null,
  ]);
}

describe('single sign-on with a group map and SSO only (ADR 095)', () => {
  const clock = new ManualClock(Date.UTC(2026, 10, 29, 9, 0, 0));
  let idp: TestIdentityProvider;
  let t: TestApp;
  const signInAtIdp = journeys(
    () => t,
    () => idp,
  );
  let accounts = 0;
  const account = (fields: Partial<IdpAccount> = {}) => {
    accounts += 1;
    return idp.add({
      id: `idp-${accounts}`,
      email: `pessoa${accounts}@empresa.com.br`,
      emailVerified: true,
      groups: ['painel-sales'],
      ...fields,
    });
  };

  beforeAll(async () => {
    idp = await startTestIdentityProvider({ redirectUris: [CALLBACK] });
    t = await painelFor(idp, clock, {
      OIDC_ROLE_GROUPS: 'painel-admins:admin,painel-finance:finance,painel-sales:sales',
      OIDC_SSO_ONLY: 'true',
    });
  });
  afterAll(async () => {
    await t.close();
    await idp.close();
  });

  it('tells the sign-in page under which name it offers the company accounts', async () => {
    const offer = await t.app.inject({ method: 'GET', url: '/api/session/sso' });
    expect(ssoOffer.parse(offer.json())).toEqual({ name: 'Conta da Empresa' });
  });

  it('links an existing person by verified e-mail, whatever its case, and signs them in', async () => {
    const person = await t.services.users.create({
      email: 'ana.souza@empresa.com.br',
      roles: ['sales'],
      password: 'a long password nobody uses',
    });
    account({ id: 'ana', email: 'Ana.Souza@Empresa.com.br', groups: ['painel-sales'] });
    const signedIn = await signInAtIdp('ana');
    expect(signedIn.location).toBe(`${PUBLIC_URL}/`);
    expect(signedIn.token).toBeDefined();
    const who = await t.app.inject({ method: 'GET', url: '/api/session', headers: signedIn.headers });
    expect(sessionResponse.parse(who.json())).toMatchObject({
      kind: 'user',
      user: { id: person.id, roles: ['sales'] },
    });
    expect(await t.services.sso?.store.subjectOfUser(person.id)).toEqual({
      issuer: idp.issuer,
      subject: 'ana',
    });
    const admin = await t.signIn('admin');
    const list = adminUsersResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: admin.headers })).json(),
    );
    expect(list.users.find((user) => user.id === person.id)?.sso).toBe(true);
    expect(list.users.find((user) => user.id === admin.user?.id)?.sso).toBe(false);
    expect(await actionsOf(t, person.email)).toEqual(
      expect.arrayContaining([
        ['sso.linked', null],
        ['session.login', null],
      ]),
    );
  });

  it('creates the account of a newcomer with a mapped group, and follows the groups at each sign-in', async () => {
    const newcomer = account({ groups: ['painel-finance', 'somewhere-else'] });
    const first = await signInAtIdp(newcomer.id);
    const who = sessionResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/session', headers: first.headers })).json(),
    );
    expect(who).toMatchObject({ kind: 'user', user: { email: newcomer.email, roles: ['finance'] } });
    newcomer.groups = ['painel-admins'];
    const second = await signInAtIdp(newcomer.id);
    const now = sessionResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/session', headers: second.headers })).json(),
    );
    expect(now).toMatchObject({ kind: 'user', user: { roles: ['admin'] } });
    const { entries } = await t.services.audit.list({ actor: newcomer.email, action: 'sso.', limit: 10 });
    expect(entries.map((entry) => [entry.action, entry.details])).toEqual([
      ['sso.roles_changed', expect.objectContaining({ from: ['finance'], to: ['admin'] })],
      ['sso.account_created', expect.objectContaining({ roles: ['finance'] })],
    ]);
  });

  it.each([
    ['an unverified e-mail', { emailVerified: false }, 'unverified', 'email-unverified'],
    ['a domain not allowed', { email: 'alguem@outra.com' }, 'domain', 'domain-not-allowed'],
    ['no mapped group', { groups: ['cantina'] }, 'no-role', 'no-mapped-group'],
  ] satisfies Array<[string, Partial<IdpAccount>, string, string]>)(
    'refuses %s, in words, with no session',
    async (_case, fields, key, reason) => {
      const refused = account(fields);
      const answer = await signInAtIdp(refused.id);
      expect(answer.location).toBe(`${PUBLIC_URL}/login?sso=${key}`);
      expect(answer.token).toBeUndefined();
      expect(await actionsOf(t, refused.email)).toContainEqual(['session.login_failed', reason]);
      expect(await t.services.users.findForSignIn(refused.email)).toBeNull();
    },
  );

  it('refuses a tampered state and a code obtained for another nonce', async () => {
    const person = account();
    const wrongState = await signInAtIdp(person.id, {
      callback: (url) => url.searchParams.set('state', 'forged-state'),
    });
    expect(wrongState.location).toBe(`${PUBLIC_URL}/login?sso=expired`);
    expect(wrongState.token).toBeUndefined();
    const wrongNonce = await signInAtIdp(person.id, {
      authorization: (url) => url.searchParams.set('nonce', 'a-nonce-painel-never-issued'),
    });
    expect(wrongNonce.location).toBe(`${PUBLIC_URL}/login?sso=expired`);
    expect(wrongNonce.token).toBeUndefined();
    const { entries } = await t.services.audit.list({ action: 'session.login_failed', limit: 50 });
    const reasons = entries.map((entry) => (entry.details as { reason?: string }).reason);
    expect(reasons).toEqual(expect.arrayContaining(['wrong-state', 'wrong-nonce']));
    expect(await t.services.users.findForSignIn(person.email)).toBeNull();
  });

  it('refuses a replayed callback and one from a browser that did not start it', async () => {
    const person = account();
    const signedIn = await signInAtIdp(person.id);
    expect(signedIn.token).toBeDefined();
    const replayed = await signedIn.replay();
    expect(replayed.headers.location).toBe(`${PUBLIC_URL}/login?sso=expired`);
    expect(t.sessionTokenOf(replayed)).toBeUndefined();
    const { entries } = await t.services.audit.list({ action: 'session.login_failed', limit: 5 });
    expect(entries[0]?.details).toMatchObject({ reason: 'attempt-unknown', step: 'sso' });
    const foreign = await t.app.inject({ method: 'GET', url: '/api/session/sso/callback?code=x&state=y' });
    expect(foreign.headers.location).toBe(`${PUBLIC_URL}/login?sso=expired`);
  });

  it('ends the session at the next check once the provider disables the person, not before', async () => {
    const kept = account();
    const leaving = account();
    const keptSession = await signInAtIdp(kept.id);
    const leavingSession = await signInAtIdp(leaving.id);
    const whoAmI = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/session', headers });
    leaving.disabled = true;
    expect((await whoAmI(leavingSession.headers)).statusCode).toBe(200);
    clock.advance(5 * 60_000);
    expect((await whoAmI(keptSession.headers)).statusCode).toBe(200);
    expect((await whoAmI(leavingSession.headers)).statusCode).toBe(401);
    expect(await actionsOf(t, leaving.email)).toContainEqual(['session.ended_by_idp', 'provider-refused']);
    // The refresh token rotated at the check still works at the one after.
    clock.advance(5 * 60_000);
    expect((await whoAmI(keptSession.headers)).statusCode).toBe(200);
  });

  it('refuses a password for the allowed domain, pointing to the button, and keeps it elsewhere', async () => {
    const password = 'a long password for the domain';
    const inDomain = await t.services.users.create({
      email: 'caio@empresa.com.br',
      roles: ['sales'],
      password,
    });
    const refused = await t.login(inDomain.email, password, { remoteAddress: '10.9.1.1' });
    expect(refused.statusCode).toBe(401);
    const problem = problemDocument.parse(refused.json());
    expect(problem.code).toBe('sso_required');
    expect(problem.detail).toContain('Sign in with Conta da Empresa');
    expect(await actionsOf(t, inDomain.email)).toContainEqual(['session.login_failed', 'sso-only']);
    const outside = await t.services.users.create({
      email: 'contador@externo.com',
      roles: ['finance'],
      password,
    });
    expect((await t.login(outside.email, password, { remoteAddress: '10.9.1.2' })).statusCode).toBe(200);
  });

  it('refuses a second provider account that claims an e-mail already linked to another', async () => {
    const first = account();
    await signInAtIdp(first.id);
    const impostor = account({ email: first.email });
    const answer = await signInAtIdp(impostor.id);
    expect(answer.location).toBe(`${PUBLIC_URL}/login?sso=linked`);
    expect(answer.token).toBeUndefined();
    expect(await actionsOf(t, first.email)).toContainEqual(['session.login_failed', 'linked-elsewhere']);
  });
  it('tells every step in the audit log in words an admin reads', async () => {
    const admin = await t.signIn('admin');
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?limit=200',
      headers: admin.headers,
    });
    const said = auditPage.parse(page.json()).entries.map((entry) => entry.description);
    const events = new Set(said.map((description) => description.event));
    for (const event of [
      'signInWithSso',
      'ssoLinked',
      'ssoAccountCreated',
      'ssoRolesChanged',
      'sessionEndedByIdp',
    ]) {
      expect(events).toContain(event);
    }
    const reasons = new Set(said.map((description) => description.reason));
    for (const reason of [
      'ssoExpired',
      'ssoWrongState',
      'ssoWrongNonce',
      'ssoEmailUnverified',
      'ssoDomainNotAllowed',
      'ssoNoMappedGroup',
      'ssoLinkedElsewhere',
      'ssoOnly',
    ]) {
      expect(reasons).toContain(reason);
    }
  });
});

describe('single sign-on without a group map: an admin creates accounts and assigns roles (ADR 095)', () => {
  const clock = new ManualClock(Date.UTC(2026, 10, 29, 9, 0, 0));
  let idp: TestIdentityProvider;
  let t: TestApp;
  const signInAtIdp = journeys(
    () => t,
    () => idp,
  );

  beforeAll(async () => {
    idp = await startTestIdentityProvider({ redirectUris: [CALLBACK] });
    t = await painelFor(idp, clock);
  });
  afterAll(async () => {
    await t.close();
    await idp.close();
  });

  it('signs in only people an admin created, with the roles the admin gave, whatever their groups', async () => {
    const person = await t.services.users.create({
      email: 'bia@empresa.com.br',
      roles: ['viewer'],
      password: 'a long password nobody uses',
    });
    idp.add({ id: 'bia', email: person.email, emailVerified: true, groups: ['painel-admins'] });
    const signedIn = await signInAtIdp('bia');
    const who = await t.app.inject({ method: 'GET', url: '/api/session', headers: signedIn.headers });
    expect(sessionResponse.parse(who.json())).toMatchObject({ kind: 'user', user: { roles: ['viewer'] } });
    idp.add({ id: 'stranger', email: 'stranger@empresa.com.br', emailVerified: true });
    const stranger = await signInAtIdp('stranger');
    expect(stranger.location).toBe(`${PUBLIC_URL}/login?sso=no-account`);
    expect(await t.services.users.findForSignIn('stranger@empresa.com.br')).toBeNull();
    // Passwords still work: SSO only is off.
    expect((await t.login(person.email, 'a long password nobody uses')).statusCode).toBe(200);
  });
});
