import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditPage } from '../../contract/api/audit';
import { adminDevicesResponse, issueDeviceResponse } from '../../contract/api/devices';
import { adminSessionsResponse, endedSessionsResponse, sessionResponse } from '../../contract/api/session';
import { adminUser, adminUsersResponse } from '../../contract/api/users';
import { ManualClock } from '../clock';
import { parseSetCookie } from '../testing/cookieInspector';
import { createTestApp, type TestApp, type TestSession } from '../testing/testApp';

const MINUTE = 60_000;

describe('admin: users, sessions, devices and the audit log', () => {
  const clock = new ManualClock(Date.UTC(2025, 2, 3, 8));
  let t: TestApp;
  let admin: TestSession;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'http://painel.test:8080' }, { clock });
    // The only admin of this app: the last-admin rule below depends on it.
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());

  /** A fresh session for the same admin: the tests move the clock by days, past any time-out. */
  async function renewAdmin() {
    const user = admin.user;
    if (!user) throw new Error('the admin session has no user');
    const { token, session } = await t.services.sessions.createForUser(user);
    const cookie = `painel_session=${token}`;
    admin = { ...admin, token, cookie, sessionId: session.id, headers: { cookie, ...t.antiForgeryHeaders } };
  }
  beforeEach(renewAdmin);

  const as = (session: TestSession) => ({
    get: (url: string) => t.app.inject({ method: 'GET', url, headers: session.headers }),
    send: (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) }),
  });

  async function auditEntries(query: string) {
    const response = await as(admin).get(`/api/admin/audit?${query}`);
    expect(response.statusCode).toBe(200);
    return auditPage.parse(response.json());
  }

  it('creates accounts, refuses a taken e-mail or a short password, and lists them', async () => {
    const created = await as(admin).send('POST', '/api/admin/users', {
      email: '  Ana.Souza@Example.com ',
      name: 'Ana Souza',
      roles: ['sales', 'finance'],
      password: 'twelve chars ok',
    });
    expect(created.statusCode).toBe(201);
    const ana = adminUser.parse(created.json());
    expect(ana).toMatchObject({
      email: 'ana.souza@example.com',
      roles: ['sales', 'finance'],
      disabled: false,
    });

    const taken = await as(admin).send('POST', '/api/admin/users', {
      email: 'ANA.SOUZA@example.com',
      roles: ['viewer'],
      password: 'another long one',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'email_taken' });

    const short = await as(admin).send('POST', '/api/admin/users', {
      email: 'bruno@example.com',
      roles: ['viewer'],
      password: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([expect.objectContaining({ path: 'password' })]);

    const badRole = await as(admin).send('POST', '/api/admin/users', {
      email: 'carla@example.com',
      roles: ['owner'],
      password: 'long enough password',
    });
    expect(badRole.statusCode).toBe(400);

    const list = adminUsersResponse.parse((await as(admin).get('/api/admin/users')).json());
    expect(list.users.map((user) => user.email)).toContain('ana.souza@example.com');
    expect(JSON.stringify(list)).not.toMatch(/argon2|passwordHash/);

    const login = await t.login('ana.souza@example.com', 'twelve chars ok');
    expect(login.statusCode).toBe(200);
  });

  it('counts each account’s live sessions on the users list, the caller’s own included', async () => {
    const count = async (email: string) => {
      const list = adminUsersResponse.parse((await as(admin).get('/api/admin/users')).json());
      return list.users.find((user) => user.email === email)?.activeSessions;
    };
    const adminEmail = admin.user?.email ?? '';
    // The caller's own session counts (earlier tests' admin sessions may still be live too).
    const adminBefore = (await count(adminEmail)) ?? 0;
    expect(adminBefore).toBeGreaterThanOrEqual(1);
    await renewAdmin();
    expect(await count(adminEmail)).toBe(adminBefore + 1);
    await as(admin).send('POST', '/api/admin/users', {
      email: 'enzo@example.com',
      roles: ['viewer'],
      password: 'twelve chars ok',
    });
    expect(await count('enzo@example.com')).toBe(0);
    expect((await t.login('enzo@example.com', 'twelve chars ok')).statusCode).toBe(200);
    expect((await t.login('enzo@example.com', 'twelve chars ok')).statusCode).toBe(200);
    expect(await count('enzo@example.com')).toBe(2);
    // A session past its idle time-out is not live, though its row may still be there.
    clock.advance(31 * MINUTE);
    await renewAdmin();
    expect(await count('enzo@example.com')).toBe(0);
    expect(await count(adminEmail)).toBe(1);
  });

  it('keeps at least one enabled admin', async () => {
    const self = admin.user?.id ?? '';
    const demote = await as(admin).send('PATCH', `/api/admin/users/${self}`, { roles: ['viewer'] });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({ code: 'last_admin' });
    const disable = await as(admin).send('PATCH', `/api/admin/users/${self}`, { disabled: true });
    expect(disable.statusCode).toBe(409);
    const nothing = await as(admin).send('PATCH', `/api/admin/users/${self}`, {});
    expect(nothing.statusCode).toBe(400);
    const missing = await as(admin).send('PATCH', '/api/admin/users/00000000-0000-4000-8000-000000000000', {
      name: 'x',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('sets a new password, which ends every session of the account', async () => {
    const created = adminUser.parse(
      (
        await as(admin).send('POST', '/api/admin/users', {
          email: 'dora@example.com',
          roles: ['viewer'],
          password: 'the first password',
        })
      ).json(),
    );
    const first = t.sessionTokenOf(await t.login('dora@example.com', 'the first password')) ?? '';
    const second = t.sessionTokenOf(await t.login('dora@example.com', 'the first password')) ?? '';
    const reset = await as(admin).send('POST', `/api/admin/users/${created.id}/password`, {
      password: 'the second password',
    });
    expect(reset.statusCode).toBe(204);
    expect(await t.services.sessions.resolve(first)).toBeNull();
    expect(await t.services.sessions.resolve(second)).toBeNull();
    expect((await t.login('dora@example.com', 'the first password')).statusCode).toBe(401);
    expect((await t.login('dora@example.com', 'the second password')).statusCode).toBe(200);

    const ended = await as(admin).send('DELETE', `/api/admin/users/${created.id}/sessions`);
    expect(endedSessionsResponse.parse(ended.json())).toEqual({ ended: 1 });
  });

  it('lists live sessions, marks the caller’s own, and ends any one of them', async () => {
    const viewer = await t.signIn('viewer');
    const listed = adminSessionsResponse.parse((await as(admin).get('/api/admin/sessions')).json());
    const own = listed.sessions.find((session) => session.current);
    expect(own?.id).toBe(admin.sessionId);
    const target = listed.sessions.find((session) => session.id === viewer.sessionId);
    expect(target).toMatchObject({ kind: 'user', user: { email: viewer.user?.email } });
    expect(JSON.stringify(listed)).not.toContain(viewer.token);
    // A session from Chrome on Windows reads as such, whatever its raw header says.
    if (!viewer.user) throw new Error('the viewer session has no user');
    await t.services.sessions.createForUser(viewer.user, {
      userAgent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    });
    const again = adminSessionsResponse.parse((await as(admin).get('/api/admin/sessions')).json());
    expect(again.sessions.map((session) => session.client)).toContainEqual({
      browser: 'Chrome',
      version: '131',
      os: 'Windows',
    });

    const end = await as(admin).send('DELETE', `/api/admin/sessions/${viewer.sessionId}`);
    expect(end.statusCode).toBe(204);
    expect((await as(viewer).get('/api/session')).statusCode).toBe(401);
    expect((await as(admin).send('DELETE', `/api/admin/sessions/${viewer.sessionId}`)).statusCode).toBe(404);
  });

  it('issues a wallboard device whose one-time code buys a long-lived, read-only session, until revoked', async () => {
    const issued = await as(admin).send('POST', '/api/admin/devices', { name: 'Sala de vendas' });
    expect(issued.statusCode).toBe(201);
    const { device, enrolment } = issueDeviceResponse.parse(issued.json());
    expect(device.state).toBe('awaiting-enrolment');
    expect(enrolment.url).toBe(`http://painel.test:8080/wallboard/enrol#code=${enrolment.code}`);

    const enrol = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/session/device',
        payload: { code },
        headers: t.antiForgeryHeaders,
      });
    const enrolled = await enrol(enrolment.code);
    expect(enrolled.statusCode).toBe(200);
    expect(sessionResponse.parse(enrolled.json())).toMatchObject({
      kind: 'device',
      device: { name: 'Sala de vendas' },
    });
    const cookie = parseSetCookie(String([enrolled.headers['set-cookie']].flat()[0]));
    expect(cookie.attributes.get('max-age')).toBe(String(90 * 24 * 60 * 60));
    expect(cookie.attributes.has('httponly')).toBe(true);
    const deviceCookie = `painel_session=${cookie.value}`;
    const headers = { cookie: deviceCookie, ...t.antiForgeryHeaders };

    expect((await enrol(enrolment.code)).statusCode).toBe(401);

    // Reads pass; every write is refused, even signing out or something a reader route allows.
    const read = await t.app.inject({ method: 'GET', url: '/api/session', headers });
    expect(sessionResponse.parse(read.json())).toMatchObject({ kind: 'device' });
    const write = await t.app.inject({ method: 'DELETE', url: '/api/session', headers });
    expect(write.statusCode).toBe(403);
    const admin_ = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers });
    expect(admin_.statusCode).toBe(403);

    // A device session idles out after 7 days without a request, not after 30 minutes.
    clock.advance(6 * 24 * 60 * MINUTE);
    expect((await t.app.inject({ method: 'GET', url: '/api/session', headers })).statusCode).toBe(200);
    await renewAdmin();

    const listed = adminDevicesResponse.parse((await as(admin).get('/api/admin/devices')).json());
    expect(listed.devices.find((item) => item.id === device.id)).toMatchObject({ state: 'enrolled' });

    const revoked = await as(admin).send('DELETE', `/api/admin/devices/${device.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ state: 'revoked' });
    expect((await t.app.inject({ method: 'GET', url: '/api/session', headers })).statusCode).toBe(401);
    expect((await as(admin).send('POST', `/api/admin/devices/${device.id}/enrolment`)).statusCode).toBe(404);
  });

  it('lets an enrolment code expire, and a reissued code replace the device’s session', async () => {
    const issued = issueDeviceResponse.parse(
      (await as(admin).send('POST', '/api/admin/devices', { name: 'Expedição' })).json(),
    );
    clock.advance(31 * MINUTE);
    await renewAdmin();
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/session/device',
      payload: { code: issued.enrolment.code },
      headers: t.antiForgeryHeaders,
    });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ code: 'invalid_enrolment_code' });

    const again = issueDeviceResponse.parse(
      (await as(admin).send('POST', `/api/admin/devices/${issued.device.id}/enrolment`)).json(),
    );
    expect(again.enrolment.code).not.toBe(issued.enrolment.code);
    const enrolled = await t.app.inject({
      method: 'POST',
      url: '/api/session/device',
      payload: { code: again.enrolment.code },
      headers: t.antiForgeryHeaders,
    });
    expect(enrolled.statusCode).toBe(200);
  });

  it('records sign-ins, failures, sign-outs and admin actions, filtered and paged for admins', async () => {
    const since = new Date(clock.now()).toISOString();
    await as(admin).send('POST', '/api/admin/users', {
      email: 'eva@example.com',
      name: 'Eva',
      roles: ['viewer'],
      password: 'eva has a long password',
    });
    const failed = await t.login('eva@example.com', 'not her password at all');
    expect(failed.statusCode).toBe(401);
    const login = await t.login('eva@example.com', 'eva has a long password');
    const token = t.sessionTokenOf(login) ?? '';
    const logout = await t.app.inject({
      method: 'DELETE',
      url: '/api/session',
      headers: {
        cookie: `painel_session=${token}`,
        ...t.antiForgeryHeaders,
        'x-request-id': 'logout-request-1',
      },
    });
    expect(logout.statusCode).toBe(204);

    const eva = await auditEntries(`actor=EVA@example.com&from=${encodeURIComponent(since)}`);
    expect(eva.entries.map((entry) => [entry.action, entry.outcome])).toEqual([
      ['session.logout', 'ok'],
      ['session.login', 'ok'],
      ['session.login_failed', 'refused'],
    ]);
    expect(eva.entries[2]?.details).toEqual({ reason: 'wrong-password' });
    // Each entry says what happened in parts a sentence is made of, with Eva by her name.
    expect(eva.entries.map((entry) => [entry.description.event, entry.description.reason])).toEqual([
      ['signOut', null],
      ['signIn', null],
      ['signInRefused', 'wrongPassword'],
    ]);
    expect(eva.entries.map((entry) => entry.actor.name)).toEqual(['Eva', 'Eva', 'Eva']);

    const created = await auditEntries(`action=user.create&from=${encodeURIComponent(since)}`);
    expect(created.entries[0]).toMatchObject({
      actor: { kind: 'user', id: admin.user?.id, label: admin.user?.email },
      details: { email: 'eva@example.com', roles: ['viewer'] },
      description: { event: 'userCreated', subject: 'Eva', roles: ['viewer'] },
    });
    expect((await auditEntries('requestId=logout-request-1')).entries).toHaveLength(1);
    const sessionFamily = await auditEntries('action=session.');
    expect(sessionFamily.entries.every((entry) => entry.action.startsWith('session.'))).toBe(true);
    expect(
      (await auditEntries(`to=${encodeURIComponent(new Date(Date.UTC(2000, 0, 1)).toISOString())}`)).entries,
    ).toEqual([]);

    const first = await auditEntries('limit=2');
    expect(first.entries).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = await auditEntries(`limit=2&before=${first.nextCursor ?? ''}`);
    expect(second.entries[0]?.id).toBeLessThan(first.entries[1]?.id ?? 0);
  });

  it('records the writes the write routes report, with their request code, scrubbed of secrets', async () => {
    await t.services.writes.emitAudited(
      {
        action: 'request.payment.update',
        actor: { kind: 'user', id: admin.user?.id ?? null, label: admin.user?.email ?? null },
        at: new Date(clock.now()),
        requestId: 'write-request-1',
        requestCode: 'PED-4242',
        target: 'request:order:PED-4242',
        outcome: 'ok',
        address: '10.0.0.9',
        details: {
          change: { status: 'received' },
          attachments: [{ name: 'comprovante.pdf', size: 48_213 }],
          vendorAnswer: { status: 200, echoedHeader: 'Authorization: Bearer abcdefghijklmnop' },
          token: 'must-not-be-stored',
        },
      },
      { warn: () => {} },
    );
    const entries = (await auditEntries('requestCode=PED-4242')).entries;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'request.payment.update',
      requestId: 'write-request-1',
      details: {
        attachments: [{ name: 'comprovante.pdf', size: 48_213 }],
        vendorAnswer: { status: 200, echoedHeader: 'Authorization: Bearer [redacted]' },
        token: '[redacted]',
      },
    });
  });
});
