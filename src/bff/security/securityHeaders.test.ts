import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieProblems, parseSetCookie } from '../testing/cookieInspector';
import { createTestApp, type TestApp } from '../testing/testApp';

/** Today's policy on every answer but the SPA's page, which adds its style nonce. */
const DEFAULT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

function directives(policy: string): Map<string, string> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

const nonceOfMeta = (html: string) => /<meta property="csp-nonce" nonce="([^"]+)">/.exec(html)?.[1];

describe('security headers over http', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends the strict CSP and the other headers on API answers, and no HSTS over http', async () => {
    for (const url of ['/api/health', '/api/session', '/api/nothing-here']) {
      const response = await t.app.inject({ method: 'GET', url });
      const policy = String(response.headers['content-security-policy']);
      expect(directives(policy), url).toEqual(directives(DEFAULT_CSP));
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['permissions-policy']).toContain('camera=()');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('serves the SPA page with a fresh nonce each time, the same in the page and in its CSP', async () => {
    const nonces = new Set<string>();
    for (const url of ['/', '/orders/123', '/index.html', '/boards']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      const nonce = nonceOfMeta(response.body) ?? '';
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(response.body).not.toContain('__CSP_NONCE__');
      expect(response.body).toContain(`<script type="module" nonce="${nonce}"`);
      const policy = directives(String(response.headers['content-security-policy']));
      expect(policy.get('style-src')).toBe(`'self' 'nonce-${nonce}'`);
      expect(policy.get('script-src')).toBe("'self'");
      expect(policy).toEqual(directives(DEFAULT_CSP).set('style-src', `'self' 'nonce-${nonce}'`));
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(4);
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    const assetPolicy = directives(String(asset.headers['content-security-policy']));
    expect(assetPolicy).toEqual(directives(DEFAULT_CSP));
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
  });

  it('leaves swagger-ui its own policy, under which its page (all scripts external) still runs', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    const policy = directives(String(docs.headers['content-security-policy']));
    expect(policy.get('script-src')).toBe("'self'");
    expect(policy.get('object-src')).toBe("'none'");
    expect(String(docs.headers['content-security-policy'])).not.toContain('unsafe-inline');
    const scripts = docs.body.match(/<script[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toMatch(/ src="/);
    expect(docs.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('over https (PUBLIC_URL https://...)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://painel.example.com' });
  });
  afterAll(() => t.close());

  it('sends HSTS and a __Host- session cookie that is Secure, HttpOnly and SameSite=Strict', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');

    await t.services.users.create({
      email: 'secure@example.com',
      roles: ['viewer'],
      password: 'secure enough password',
    });
    const login = await t.login('secure@example.com', 'secure enough password');
    expect(login.statusCode).toBe(200);
    expect(t.antiForgeryHeaders.origin).toBe('https://painel.example.com');
    const header = String([login.headers['set-cookie']].flat()[0]);
    expect(cookieProblems(header, true)).toEqual([]);
    const cookie = parseSetCookie(header);
    expect(cookie.name).toBe('__Host-painel_session');
    expect(cookie.attributes.has('domain')).toBe(false);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: `__Host-painel_session=${cookie.value}` },
    });
    expect(me.statusCode).toBe(200);
    // The plain name is not read over https: only the prefixed cookie counts.
    const plain = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: `painel_session=${cookie.value}` },
    });
    expect(plain.statusCode).toBe(401);

    const logout = await t.app.inject({
      method: 'DELETE',
      url: '/api/session',
      headers: { cookie: `__Host-painel_session=${cookie.value}`, ...t.antiForgeryHeaders },
    });
    expect(logout.statusCode).toBe(204);
    expect(cookieProblems(String([logout.headers['set-cookie']].flat()[0]), true)).toEqual([]);
    expect(t.cookieStats()).toEqual({ setCookies: 2, cookieProblems: 0 });
  });

  it('takes the request’s own origin as well as PUBLIC_URL’s, and nothing else', async () => {
    const user = await t.signIn('viewer');
    const logout = (origin: string, host?: string) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/session',
        headers: { cookie: user.cookie, 'x-csrf': '1', origin, ...(host ? { host } : {}) },
      });
    expect((await logout('https://painel.example.com.evil.example')).statusCode).toBe(403);
    expect((await logout('http://painel.example.com')).statusCode).toBe(403);
    // Behind the Vite dev server's proxy the page's origin is the proxy's host.
    expect((await logout('http://localhost:5173', 'localhost:5173')).statusCode).toBe(204);
  });
});
