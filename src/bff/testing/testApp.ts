import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../contract/api/session';
import type { Role } from '../../contract/api/roles';
import { buildApp } from '../app';
import { sessionCookieName } from '../auth/sessionCookie';
import type { SessionDevice, SessionUser } from '../auth/sessionStore';
import type { Clock } from '../clock';
import { loadConfig } from '../config';
import { CSP_NONCE_PLACEHOLDER } from '../http/spa';
import { createServices, type Services } from '../services';
import type { DeliveryHandler } from '../webhooks/receive/delivery';
import { CookieInspector } from './cookieInspector';
import { type LeakFinding, LeakDetector, type LeakStats } from './leakDetector';

/** A session made for a test, with the headers that present it (and pass anti-forgery) on inject. */
export interface TestSession {
  /** Cookie, `X-CSRF: 1` and a same-origin `Origin`: spread into `inject({ headers })`. */
  headers: Record<string, string>;
  /** Only the cookie, for calls that must lack the anti-forgery headers. */
  cookie: string;
  /** The raw session id (a registered secret). */
  token: string;
  sessionId: string;
  user?: SessionUser;
  device?: SessionDevice;
}

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  /** A stand-in for the built SPA (index.html and one hashed asset). */
  webDir: string;
  /** `X-CSRF: 1` and the app's own `Origin`: what a state-changing call from the SPA carries. */
  antiForgeryHeaders: Record<string, string>;
  /** A new user holding `roles` (e-mail `<roles>-<n>@test.painel`) and a live session of theirs. */
  signIn(...roles: Role[]): Promise<TestSession>;
  /** POST /api/session as the SPA sends it (anti-forgery headers included). */
  login(
    email: string,
    password: string,
    options?: { remoteAddress?: string; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  /** The session id a response set in its cookie, if any. */
  sessionTokenOf(response: LightMyRequestResponse): string | undefined;
  /** A new, enrolled wallboard device and its read-only session. */
  signInDevice(name?: string): Promise<TestSession>;
  /** Registers a value that must never appear in a log line, response body or header. */
  secrets: { add(value: string, kind?: string): void };
  /** The app's log lines (JSON, trace level), as captured for the leak scan. */
  logs: string[];
  leaks(): LeakFinding[];
  leakStats(): LeakStats;
  /** Set-Cookie headers sent so far and how many broke the cookie rules (see cookieInspector). */
  cookieStats(): { setCookies: number; cookieProblems: number };
  /** Throws when a registered secret appeared anywhere it must not. `close()` calls it too. */
  assertNoLeaks(): void;
  /** Closes app, services and the fake build, then fails if any secret leaked during the run. */
  close(): Promise<void>;
}

export interface TestAppOptions {
  clock?: Clock;
  onDelivery?: DeliveryHandler;
}

/** A fake SPA build, so static serving can be tested without running Vite. */
export function createFakeWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'painel-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}"><script type="module" nonce="${CSP_NONCE_PLACEHOLDER}" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dir;
}

/** The test file that created the app, for the leak report. */
function callerFile(): string {
  const frame = new Error().stack?.split('\n').find((line) => /\.test\.tsx?/.test(line));
  return frame?.match(/([^/\\(]+\.test\.tsx?)/)?.[1] ?? 'unknown';
}

/**
 * The whole backend on an in-memory PGlite (or `TEST_DATABASE_URL`'s server when a test passes it
 * as DATABASE_URL), ready for `app.inject`. Close it in afterAll.
 *
 * Every test app also runs the leak scan: it logs at trace level into memory, learns every
 * password and session token the services handle plus the configured secrets (UPSTREAM_TOKEN,
 * WEBHOOK_SECRET, BOOTSTRAP_ADMIN_PASSWORD, METRICS_TOKEN), scans every response body and header
 * as it is sent, and `close()` fails when any of them showed up (the session cookie handed to its
 * owner in Set-Cookie is the only allowed place). It also checks every Set-Cookie (HttpOnly,
 * SameSite=Strict, and Secure + `__Host-` over HTTPS; none at all on a 401).
 */
export async function createTestApp(
  env: Record<string, string | undefined> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const label = callerFile();
  const webDir = createFakeWebBuild();
  // A suite about something else signs its people in with a password alone; the second factor's
  // own suites name the roles that require one (ADR 068).
  const config = loadConfig({
    LOG_LEVEL: 'trace',
    WEB_DIR: webDir,
    SECOND_FACTOR_REQUIRED_ROLES: 'none',
    ...env,
  });
  const detector = new LeakDetector();
  detector.add(config.UPSTREAM_TOKEN, 'vendor token');
  detector.add(config.WEBHOOK_SECRET, 'webhook secret');
  detector.add(config.BOOTSTRAP_ADMIN_PASSWORD, 'password');
  detector.add(env.METRICS_TOKEN, 'metrics token');
  const services = await createServices(config, {
    dataDir: 'memory://',
    clock: options.clock,
    onSecret: (value, kind) => detector.add(value, kind),
    onDelivery: options.onDelivery,
  });
  const app = await buildApp({ services, logStream: detector.logStream });
  detector.watch(app);
  const cookies = new CookieInspector(new URL(config.PUBLIC_URL).protocol === 'https:');
  cookies.watch(app);

  const cookieName = sessionCookieName(config.PUBLIC_URL);
  const antiForgeryHeaders = { [CSRF_HEADER]: CSRF_HEADER_VALUE, origin: new URL(config.PUBLIC_URL).origin };
  const present = (token: string) => {
    const cookie = `${cookieName}=${token}`;
    return { cookie, headers: { cookie, ...antiForgeryHeaders } };
  };
  let users = 0;

  return {
    app,
    services,
    webDir,
    antiForgeryHeaders,
    async signIn(...roles) {
      users += 1;
      const user = await services.users.create({
        email: `${roles.join('-') || 'nobody'}-${users}@test.painel`,
        name: `Test ${roles.join(' ')}`,
        roles: roles.length > 0 ? roles : ['viewer'],
        password: `test-password-${users}-${Math.random().toString(36).slice(2)}`,
      });
      const { token, session } = await services.sessions.createForUser(user);
      return {
        ...present(token),
        token,
        sessionId: session.id,
        user: session.kind === 'user' ? session.user : undefined,
      };
    },
    login(email, password, loginOptions = {}) {
      return app.inject({
        method: 'POST',
        url: '/api/session',
        payload: { email, password },
        headers: { ...antiForgeryHeaders, ...loginOptions.headers },
        ...(loginOptions.remoteAddress ? { remoteAddress: loginOptions.remoteAddress } : {}),
      });
    },
    sessionTokenOf(response) {
      return response.cookies.find((cookie) => cookie.name === cookieName && cookie.value !== '')?.value;
    },
    async signInDevice(name = 'Test wallboard') {
      const { code } = await services.devices.issue({ name, createdBy: null });
      const device = await services.devices.enrol(code);
      if (!device) throw new Error('a fresh enrolment code was refused');
      const { token, session } = await services.sessions.createForDevice(device);
      return {
        ...present(token),
        token,
        sessionId: session.id,
        device: session.kind === 'device' ? session.device : undefined,
      };
    },
    secrets: { add: (value, kind) => detector.add(value, kind) },
    logs: detector.logs,
    leaks: () => detector.leaks(),
    leakStats: () => detector.stats(),
    cookieStats: () => cookies.stats(),
    assertNoLeaks: () => detector.assertNoLeaks(),
    async close() {
      await app.close();
      await services.close();
      rmSync(webDir, { recursive: true, force: true });
      detector.report(label, cookies.stats());
      detector.assertNoLeaks();
      cookies.assertSound();
    },
  };
}
