import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemDocument } from '../../contract/api/problem';
import { ROLES, type Role } from '../../contract/api/roles';
import type { PendingStep } from '../db/schema/sessions';
import type { RouteAccess } from '../http/access';
import { createTestApp, type TestApp, type TestSession } from '../testing/testApp';
import { isStateChanging } from './antiForgery';
import type { RouteEntry } from './routeTable';

/**
 * The role x route matrix, generated from the app's own route table: every route, every kind of
 * caller. A probe header stops each admitted request right after the security layer (before the
 * body is read or a handler runs), so the matrix measures the policy, not the handlers.
 */
const PROBE = 'x-access-probe';
const PROBE_STATUS = 299;
const SOME_ID = '00000000-0000-4000-8000-000000000000';

type Caller = { label: string; roles: Role[] | 'device' | 'none'; pending?: PendingStep };
const CALLERS: Caller[] = [
  ...ROLES.map((role) => ({ label: role, roles: [role] })),
  { label: 'sales+finance', roles: ['sales', 'finance'] },
  // Half-done sign-ins (ADR 068): an admin whose code is still to come, a finance person who
  // must set up a second factor first. Each reaches its step's routes only.
  { label: 'admin, code to come', roles: ['admin'], pending: 'second-factor' },
  { label: 'finance, enrolment to come', roles: ['finance'], pending: 'enrolment' },
  { label: 'device', roles: 'device' },
  { label: 'no session', roles: 'none' },
];

/** What the declaration promises, worked out independently of the enforcing code. */
function expectedAllowed(access: RouteAccess, caller: Caller, method: string): boolean {
  if (access.kind === 'public') return true;
  if (access.kind === 'webhook') return false;
  if (caller.roles === 'none') return false;
  if (caller.roles === 'device') return access.devices && !isStateChanging(method);
  if (caller.pending && !(access.pending ?? []).includes(caller.pending)) return false;
  return caller.roles.includes('admin') || caller.roles.some((role) => access.roles.includes(role));
}

/**
 * The device column, written out by hand: the only routes a wallboard device may call beyond the
 * public ones, i.e. what a wall shows (docs/decisions/025-device-scope.md). Every other route must
 * refuse it with 403, whatever the declarations say.
 */
const WALL_READS = [
  'GET /api/session',
  'GET /api/board/:type',
  'GET /api/statuses/:type',
  'GET /api/freshness',
  'GET /api/events',
];

const concreteUrl = (url: string) => url.replace(/:[A-Za-z_]+/g, SOME_ID).replace(/\*$/, 'probe');

describe('the role x route matrix, from the route table', () => {
  let t: TestApp;
  let routes: RouteEntry[];
  const sessions = new Map<string, TestSession | undefined>();

  beforeAll(async () => {
    t = await createTestApp();
    t.app.addHook('preParsing', async (request, reply) => {
      if (request.headers[PROBE] === '1') await reply.code(PROBE_STATUS).send({ admitted: true });
    });
    await t.app.ready();
    const halfSignedIn = async (roles: Role[], pending: PendingStep): Promise<TestSession> => {
      const user = await t.services.users.create({
        email: `${pending}-${roles.join('-')}@test.painel`,
        roles,
        password: `half signed in ${Math.random()}`,
      });
      const { token, session } = await t.services.sessions.createForUser(user, { pending });
      const cookie = `painel_session=${token}`;
      return { cookie, headers: { cookie, ...t.antiForgeryHeaders }, token, sessionId: session.id };
    };
    routes = t.app.routeTable.entries().filter((route) => route.method !== 'HEAD');
    for (const caller of CALLERS) {
      if (caller.roles === 'none') sessions.set(caller.label, undefined);
      else if (caller.roles === 'device') sessions.set(caller.label, await t.signInDevice());
      else if (caller.pending) sessions.set(caller.label, await halfSignedIn(caller.roles, caller.pending));
      else sessions.set(caller.label, await t.signIn(...caller.roles));
    }
  });
  afterAll(() => t.close());

  const call = (route: RouteEntry, headers: Record<string, string>) =>
    t.app.inject({
      method: route.method as 'GET',
      url: concreteUrl(route.url),
      headers: { ...headers, [PROBE]: '1' },
    });

  it('admits exactly whom each route declares, and refuses everyone else with 401 or 403', async () => {
    let cells = 0;
    let allowed = 0;
    let denied = 0;
    const unexpectedAllows: string[] = [];
    const unexpectedDenials: string[] = [];
    const badRefusals: string[] = [];
    for (const route of routes) {
      const { access } = route;
      if (!access || access.kind === 'webhook') continue;
      for (const caller of CALLERS) {
        const session = sessions.get(caller.label);
        const response = await call(route, session ? session.headers : t.antiForgeryHeaders);
        const admitted = response.statusCode === PROBE_STATUS;
        const expected = expectedAllowed(access, caller, route.method);
        cells += 1;
        if (admitted) allowed += 1;
        else denied += 1;
        const cell = `${caller.label} -> ${route.method} ${route.url} (${response.statusCode})`;
        if (admitted && !expected) unexpectedAllows.push(cell);
        if (!admitted && expected) unexpectedDenials.push(cell);
        if (!admitted) {
          // A half-done sign-in is no sign-in: refused as unauthenticated, like no session.
          const status = caller.roles === 'none' || caller.pending ? 401 : 403;
          const problem = problemDocument.safeParse(response.json());
          if (
            response.statusCode !== status ||
            !problem.success ||
            !String(response.headers['content-type']).startsWith('application/problem+json') ||
            response.headers['set-cookie'] !== undefined ||
            response.headers.location !== undefined
          ) {
            badRefusals.push(cell);
          }
        }
      }
    }
    const sessionAndPublic = routes.filter((route) => route.access && route.access.kind !== 'webhook').length;
    console.info(
      `access matrix: ${sessionAndPublic} routes (webhooks apart) x ${CALLERS.length} callers = ${cells} cells: ` +
        `${allowed} admitted, ${denied} refused; unexpected allows ${unexpectedAllows.length}, unexpected denials ${unexpectedDenials.length}`,
    );
    expect(unexpectedAllows).toEqual([]);
    expect(unexpectedDenials).toEqual([]);
    expect(badRefusals).toEqual([]);
    expect(cells).toBeGreaterThan(100);
  });

  it('accepts no state-changing call without the anti-forgery header, or from a foreign or missing origin', async () => {
    const admin = sessions.get('admin');
    if (!admin) throw new Error('no admin session');
    const writes = routes.filter(
      (route) => route.access && route.access.kind !== 'webhook' && isStateChanging(route.method),
    );
    const forgeries: Array<[string, Record<string, string>]> = [
      ['no X-CSRF', { cookie: admin.cookie, origin: t.antiForgeryHeaders.origin ?? '' }],
      ['X-CSRF: 0', { cookie: admin.cookie, 'x-csrf': '0', origin: t.antiForgeryHeaders.origin ?? '' }],
      ['foreign origin', { cookie: admin.cookie, 'x-csrf': '1', origin: 'https://evil.example' }],
      [
        'look-alike origin',
        { cookie: admin.cookie, 'x-csrf': '1', origin: 'http://localhost:8080.evil.example' },
      ],
      ['no origin', { cookie: admin.cookie, 'x-csrf': '1' }],
      ['null origin', { cookie: admin.cookie, 'x-csrf': '1', origin: 'null' }],
    ];
    let attempts = 0;
    const accepted: string[] = [];
    for (const route of writes) {
      // The control: the same call with both headers right is admitted.
      expect((await call(route, admin.headers)).statusCode, `${route.method} ${route.url}`).toBe(
        PROBE_STATUS,
      );
      for (const [label, headers] of forgeries) {
        attempts += 1;
        const response = await call(route, headers);
        if (response.statusCode === PROBE_STATUS || response.statusCode < 400) {
          accepted.push(`${label}: ${route.method} ${route.url}`);
        }
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'anti_forgery' });
      }
    }
    console.info(
      `anti-forgery: ${writes.length} state-changing routes x ${forgeries.length} forgeries = ${attempts} attempts, ${accepted.length} accepted`,
    );
    expect(accepted).toEqual([]);
    expect(writes.length).toBeGreaterThan(5);
  });

  it('admits no session of any kind to a webhook route: only its secret counts', async () => {
    const webhooks = routes.filter((route) => route.access?.kind === 'webhook');
    expect(webhooks.length).toBeGreaterThan(0);
    for (const route of webhooks) {
      for (const caller of CALLERS) {
        const session = sessions.get(caller.label);
        const response = await call(route, session ? session.headers : t.antiForgeryHeaders);
        expect(response.statusCode, `${caller.label} -> ${route.method} ${route.url}`).toBe(401);
      }
    }
  });

  it('admits a wallboard device to what a wall shows and the public routes only, route by route', async () => {
    const device = sessions.get('device');
    if (!device) throw new Error('no device session');
    const column: string[] = [];
    const wrong: string[] = [];
    for (const route of routes) {
      if (!route.access || route.access.kind === 'webhook') continue;
      const name = `${route.method} ${route.url}`;
      const expected = route.access.kind === 'public' || WALL_READS.includes(name);
      const response = await call(route, device.headers);
      const admitted = response.statusCode === PROBE_STATUS;
      column.push(`${admitted ? 'yes' : 'no '} ${name}`);
      if (admitted !== expected || (!admitted && response.statusCode !== 403)) {
        wrong.push(`${name} (${response.statusCode})`);
      }
    }
    console.info(`device column:\n  ${column.join('\n  ')}`);
    expect(wrong).toEqual([]);
    for (const name of WALL_READS) expect(column, name).toContain(`yes ${name}`);
  });

  it('declares the list routes of ADR 030 as written down: views for people, thresholds set by admins', () => {
    const declared = (method: string, url: string) =>
      routes.find((route) => route.method === method && route.url === url)?.access;
    const person = { kind: 'session', roles: ['viewer', 'sales', 'finance', 'admin'], devices: false };
    // Readers are people: a wallboard device reads only what a wall shows (ADR 025).
    const reader = person;
    expect(declared('GET', '/api/views')).toEqual(person);
    expect(declared('POST', '/api/views')).toEqual(person);
    expect(declared('PATCH', '/api/views/:id')).toEqual(person);
    expect(declared('DELETE', '/api/views/:id')).toEqual(person);
    expect(declared('GET', '/api/settings/stalled')).toEqual(reader);
    expect(declared('PUT', '/api/settings/stalled')).toEqual({
      kind: 'session',
      roles: ['admin'],
      devices: false,
    });
    expect(declared('GET', '/api/requests/:type/export.xlsx')).toEqual(reader);
    expect(declared('GET', '/api/requests/:type/export.csv')).toEqual(reader);
  });

  it('declares the insights route (issue 17) for every person, not for wallboards', async () => {
    const route = routes.find((entry) => entry.method === 'GET' && entry.url === '/api/insights');
    expect(route?.access).toEqual({
      kind: 'session',
      roles: ['viewer', 'sales', 'finance', 'admin'],
      devices: false,
    });
    if (!route) return;
    const outcomes = new Map<string, number>();
    for (const caller of CALLERS) {
      const session = sessions.get(caller.label);
      const response = await call(route, session ? session.headers : t.antiForgeryHeaders);
      outcomes.set(caller.label, response.statusCode);
    }
    expect(Object.fromEntries(outcomes)).toEqual({
      viewer: PROBE_STATUS,
      sales: PROBE_STATUS,
      finance: PROBE_STATUS,
      admin: PROBE_STATUS,
      'sales+finance': PROBE_STATUS,
      // Signed in with a password, the second step still to come: nothing but that step.
      'admin, code to come': 401,
      'finance, enrolment to come': 401,
      device: 403,
      'no session': 401,
    });
  });

  it('lets a wallboard device call no state-changing route, whatever it declares', async () => {
    const device = sessions.get('device');
    if (!device) throw new Error('no device session');
    const writes = routes.filter(
      (route) => route.access?.kind === 'session' && isStateChanging(route.method),
    );
    const admitted: string[] = [];
    for (const route of writes) {
      const response = await call(route, device.headers);
      if (response.statusCode !== 403) admitted.push(`${route.method} ${route.url}`);
    }
    expect(admitted).toEqual([]);
  });
});
