import { afterEach, describe, expect, it } from 'vitest';
import { healthResponse } from '../../contract/api/health';
import { issueDeviceResponse } from '../../contract/api/devices';
import { createTestApp, type TestApp } from '../testing/testApp';

/**
 * A wall screen's enrolment link must name an address the screen can reach: PUBLIC_URL when the
 * operator set it, otherwise the address the admin is using, never a guessed localhost.
 */
describe('the enrolment link', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  async function issue(app: TestApp, headers: Record<string, string>) {
    const admin = await app.signIn('admin');
    const response = await app.app.inject({
      method: 'POST',
      url: '/api/admin/devices',
      headers: { cookie: admin.cookie, 'x-csrf': '1', ...headers },
      payload: { name: 'TV da expedição' },
    });
    expect(response.statusCode, response.body).toBe(201);
    return issueDeviceResponse.parse(response.json()).enrolment.url;
  }

  it('follows the address the admin uses when PUBLIC_URL is unset', async () => {
    t = await createTestApp({ PUBLIC_URL: undefined });
    const url = await issue(t, { host: '192.168.0.20:8080', origin: 'http://192.168.0.20:8080' });
    expect(url).toMatch(/^http:\/\/192\.168\.0\.20:8080\/wallboard\/enrol#code=/);
    const health = healthResponse.parse((await t.app.inject({ method: 'GET', url: '/api/health' })).json());
    expect(health.publicUrl).toBeNull();
  });

  it('ignores forwarded headers unless TRUST_PROXY trusts the proxy, and follows them when it does', async () => {
    const forwarded = {
      host: '10.0.0.5:8080',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'painel.example.com',
    };
    t = await createTestApp({ PUBLIC_URL: undefined });
    expect(await issue(t, { ...forwarded, origin: 'http://10.0.0.5:8080' })).toMatch(
      /^http:\/\/10\.0\.0\.5:8080\/wallboard\/enrol#/,
    );
    await t.close();
    t = await createTestApp({ PUBLIC_URL: undefined, TRUST_PROXY: 'true' });
    expect(await issue(t, { ...forwarded, origin: 'https://painel.example.com' })).toMatch(
      /^https:\/\/painel\.example\.com\/wallboard\/enrol#/,
    );
  });

  it('is PUBLIC_URL whenever it is set, which the health check tells the admin pages', async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://painel.example.com' });
    const url = await issue(t, { host: 'painel.example.com', origin: 'https://painel.example.com' });
    expect(url).toMatch(/^https:\/\/painel\.example\.com\/wallboard\/enrol#code=/);
    const health = healthResponse.parse((await t.app.inject({ method: 'GET', url: '/api/health' })).json());
    expect(health.publicUrl).toBe('https://painel.example.com');
  });
});
