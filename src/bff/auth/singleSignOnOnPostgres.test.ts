import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import {
  createPostgresTestDatabase,
  type Disposable,
  skipPostgresSuite,
  testPostgresUrl,
} from '../db/testing/testDatabases';
import { createTestApp, type TestApp } from '../testing/testApp';
import {
  passThroughProvider,
  startTestIdentityProvider,
  type TestIdentityProvider,
} from '../testing/testIdentityProvider';

const PUBLIC_URL = 'http://localhost:8080';

const suite = 'single sign-on on PostgreSQL: an attempt spent once and a check asked once under a race';
describe.skipIf(skipPostgresSuite(suite))(suite, () => {
  const clock = new ManualClock(Date.UTC(2026, 10, 29, 9, 0, 0));
  let database: Disposable<string>;
  let idp: TestIdentityProvider;
  let t: TestApp;

  beforeAll(async () => {
    database = await createPostgresTestDatabase(testPostgresUrl ?? '');
    idp = await startTestIdentityProvider({ redirectUris: [`${PUBLIC_URL}/api/session/sso/callback`] });
    t = await createTestApp(
      {
        DATABASE_URL: database.value,
        PUBLIC_URL,
        OIDC_ISSUER: idp.issuer,
        OIDC_CLIENT_ID: idp.clientId,
        OIDC_CLIENT_SECRET: idp.clientSecret,
        OIDC_ALLOWED_DOMAINS: 'empresa.com.br',
        OIDC_ROLE_GROUPS: 'painel-sales:sales',
        OIDC_SCOPES: 'openid email profile groups offline_access',
      },
      { clock },
    );
  });
  afterAll(async () => {
    await t?.close();
    await idp?.close();
    await database?.dispose();
  });

  it('signs in once when two callbacks race with one answer, and asks the provider once per check', async () => {
    idp.add({
      id: 'corrida',
      email: 'corrida@empresa.com.br',
      emailVerified: true,
      groups: ['painel-sales'],
    });
    const started = await t.app.inject({ method: 'GET', url: '/api/session/sso/start' });
    const binding = started.cookies.find((cookie) => cookie.name === 'painel_sso')?.value ?? '';
    const back = await passThroughProvider(idp.issuer, String(started.headers.location), 'corrida');
    const answer = () =>
      t.app.inject({
        method: 'GET',
        url: `${back.pathname}${back.search}`,
        headers: { cookie: `painel_sso=${binding}` },
      });
    const answers = await Promise.all([answer(), answer()]);
    const tokens = answers.map((each) => t.sessionTokenOf(each)).filter((token) => token !== undefined);
    expect(tokens).toHaveLength(1);
    expect(answers.map((each) => each.headers.location).sort()).toEqual([
      `${PUBLIC_URL}/`,
      `${PUBLIC_URL}/login?sso=expired`,
    ]);

    const headers = { cookie: `painel_session=${tokens[0] ?? ''}` };
    clock.advance(5 * 60_000);
    const lookups = await Promise.all(
      [1, 2, 3].map(() => t.app.inject({ method: 'GET', url: '/api/session', headers })),
    );
    // Had two asked with the same refresh token, the rotation would have refused the second.
    expect(lookups.map((each) => each.statusCode)).toEqual([200, 200, 200]);
    clock.advance(5 * 60_000);
    expect((await t.app.inject({ method: 'GET', url: '/api/session', headers })).statusCode).toBe(200);
  });
});
