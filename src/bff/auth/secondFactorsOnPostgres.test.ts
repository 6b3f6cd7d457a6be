import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemDocument } from '../../contract/api/problem';
import type { Role } from '../../contract/api/roles';
import {
  createPostgresTestDatabase,
  type Disposable,
  skipPostgresSuite,
  testPostgresUrl,
} from '../db/testing/testDatabases';
import { createTestApp, type TestApp } from '../testing/testApp';
import { totpCodeAt } from './totp';

const suite = 'second factors on PostgreSQL: racing removals keep the last one of a required role';
describe.skipIf(skipPostgresSuite(suite))(suite, () => {
  let database: Disposable<string>;
  let t: TestApp;
  let people = 0;
  const password = 'a long postgres password';
  // Rounds in parallel: each is a fresh chance for two removals to interleave between check and delete.
  const ROUNDS = 4;

  beforeAll(async () => {
    database = await createPostgresTestDatabase(testPostgresUrl ?? '');
    t = await createTestApp({ DATABASE_URL: database.value });
    const admin = await t.signIn('admin');
    const required = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/second-factor',
      headers: admin.headers,
      payload: { requiredRoles: ['finance'] },
    });
    expect(required.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await database?.dispose();
  });

  /** A person with `passkeys` passkeys (and the app, if asked), and two sessions of theirs. */
  async function person(options: { roles: Role[]; passkeys: number; totp: boolean }) {
    people += 1;
    const { services } = t;
    const user = await services.users.create({
      email: `race${people}@example.com`,
      roles: options.roles,
      password,
    });
    const keys = [];
    for (let i = 0; i < options.passkeys; i += 1) {
      keys.push(
        await services.passkeys.add({
          userId: user.id,
          credentialId: randomUUID(),
          publicKey: new Uint8Array([1, 2, 3]),
          counter: 0,
          transports: [],
          name: `Chave ${i + 1}`,
        }),
      );
    }
    if (options.totp) {
      const secret = await services.secondFactors.startTotp(user.id);
      if (!secret) throw new Error('the app was set up already');
      expect(
        await services.secondFactors.confirmTotp(user.id, totpCodeAt(secret, services.clock.now())),
      ).toBe(true);
      expect(await services.secondFactors.replaceRecoveryCodes(user.id)).toHaveLength(10);
    }
    const headers = [];
    for (let i = 0; i < 2; i += 1) {
      const { token } = await services.sessions.createForUser(user);
      headers.push({ cookie: `painel_session=${token}`, ...t.antiForgeryHeaders });
    }
    return { user, keys, headers };
  }

  const post = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, headers, payload: { password } });

  async function factorsLeft(userId: string) {
    const status = await t.services.secondFactors.status(userId);
    return { passkeys: await t.services.passkeys.count(userId), ...status };
  }

  function expectOneRefusal(answers: Array<Awaited<ReturnType<typeof post>>>, success: number) {
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(refused).toHaveLength(1);
    expect(problemDocument.parse(refused[0]?.json()).code).toBe('second_factor_required');
    expect(answers.filter((answer) => answer.statusCode === success)).toHaveLength(answers.length - 1);
  }

  it('removes one of two passkeys raced away at once, and keeps the other', async () => {
    await Promise.all(
      Array.from({ length: ROUNDS }, async () => {
        const { user, keys, headers } = await person({ roles: ['finance'], passkeys: 2, totp: false });
        const answers = await Promise.all(
          keys.map((key, i) => post(`/api/account/passkeys/${key.id}/remove`, headers[i] ?? {})),
        );
        expectOneRefusal(answers, 200);
        expect(await factorsLeft(user.id)).toMatchObject({ passkeys: 1, totp: false });
      }),
    );
  });

  it('removes either the passkey or the app raced away at once, never both', async () => {
    await Promise.all(
      Array.from({ length: ROUNDS }, async () => {
        const { user, keys, headers } = await person({ roles: ['finance'], passkeys: 1, totp: true });
        const [passkeyAnswer, appAnswer] = await Promise.all([
          post(`/api/account/passkeys/${keys[0]?.id}/remove`, headers[0] ?? {}),
          post('/api/account/totp/remove', headers[1] ?? {}),
        ]);
        // The passkey's removal answers 200, the app's 204: exactly one of them, the other refused.
        expect([
          [200, 409],
          [409, 204],
        ]).toContainEqual([passkeyAnswer.statusCode, appAnswer.statusCode]);
        const refused = [passkeyAnswer, appAnswer].find((answer) => answer.statusCode === 409);
        expect(problemDocument.parse(refused?.json()).code).toBe('second_factor_required');
        const left = await factorsLeft(user.id);
        expect(left.passkeys + (left.totp ? 1 : 0)).toBe(1);
      }),
    );
  });

  it('leaves no recovery code behind when new ones race the removal of the app', async () => {
    await Promise.all(
      Array.from({ length: ROUNDS }, async () => {
        const { user, headers } = await person({ roles: ['sales'], passkeys: 0, totp: true });
        const [replaced, removed] = await Promise.all([
          post('/api/account/recovery-codes', headers[0] ?? {}),
          post('/api/account/totp/remove', headers[1] ?? {}),
        ]);
        expect(removed.statusCode).toBe(204);
        expect([200, 409]).toContain(replaced.statusCode);
        expect(await factorsLeft(user.id)).toEqual({ passkeys: 0, totp: false, recoveryCodesLeft: 0 });
      }),
    );
  });
});
