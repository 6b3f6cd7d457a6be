import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passkeyCeremony } from '../../contract/api/passkeys';
import {
  createPostgresTestDatabase,
  type Disposable,
  skipPostgresSuite,
  testPostgresUrl,
} from '../db/testing/testDatabases';
import { SoftwareAuthenticator } from '../testing/softwareAuthenticator';
import { createTestApp, type TestApp } from '../testing/testApp';

const suite = 'passkeys on PostgreSQL: the key as bytes, a challenge spent once under a race';
describe.skipIf(skipPostgresSuite(suite))(suite, () => {
  let database: Disposable<string>;
  let t: TestApp;

  beforeAll(async () => {
    database = await createPostgresTestDatabase(testPostgresUrl ?? '');
    t = await createTestApp({ DATABASE_URL: database.value });
  });
  afterAll(async () => {
    await t?.close();
    await database?.dispose();
  });

  it('signs in once when two requests race with one answer', async () => {
    const password = 'a long postgres password';
    const user = await t.services.users.create({ email: 'race@example.com', roles: ['sales'], password });
    const token = t.sessionTokenOf(await t.login(user.email, password)) ?? '';
    const headers = { cookie: `painel_session=${token}`, ...t.antiForgeryHeaders };
    const authenticator = new SoftwareAuthenticator(t.antiForgeryHeaders.origin ?? '');
    const post = (url: string, payload: object, cookie = true) =>
      t.app.inject({ method: 'POST', url, headers: cookie ? headers : t.antiForgeryHeaders, payload });

    const registration = passkeyCeremony.parse(
      (await post('/api/account/passkeys/options', { password })).json(),
    );
    const added = await post('/api/account/passkeys', {
      ceremony: registration.ceremony,
      name: 'Notebook',
      credential: authenticator.register(registration.options),
    });
    expect(added.statusCode).toBe(200);

    const { ceremony, options } = passkeyCeremony.parse(
      (await post('/api/session/passkey/options', {}, false)).json(),
    );
    const credential = authenticator.assert(options);
    const answers = await Promise.all(
      [1, 2, 3].map(() => post('/api/session/passkey', { ceremony, credential }, false)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401, 401]);
  });
});
