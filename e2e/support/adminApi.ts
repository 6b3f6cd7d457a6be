import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';

/**
 * The first admin, whom the stack creates at start from BOOTSTRAP_ADMIN_EMAIL/PASSWORD (set by the
 * Playwright web server's environment, mirrored by E2E_ADMIN_EMAIL/PASSWORD here).
 */
export const admin = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@painel.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password-123',
};

export interface JourneyUser {
  email: string;
  password: string;
  name: string;
  roles: string[];
}

/** An API context signed in as the first admin, for setting up a journey; the caller disposes it. */
export async function adminApi(baseURL: string | undefined): Promise<APIRequestContext> {
  if (!baseURL) throw new Error('the Playwright config must set baseURL');
  // State-changing calls need the anti-forgery header and Painel's own origin.
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-csrf': '1', origin: baseURL },
  });
  const signIn = await api.post('/api/session', { data: admin });
  expect(signIn.status(), 'the first admin signs in (BOOTSTRAP_ADMIN_EMAIL/PASSWORD)').toBe(200);
  return api;
}

/** Creates the journey's user through the admin API, or finds it there from an earlier run. */
export async function ensureUser(api: APIRequestContext, user: JourneyUser): Promise<void> {
  const created = await api.post('/api/admin/users', {
    data: { email: user.email, name: user.name, roles: user.roles, password: user.password },
  });
  // 409: an earlier run on the same data directory already created them.
  expect([201, 409]).toContain(created.status());
}

/**
 * Waits until the mirror's first copy has walked every page of the vendor's requests, so counts
 * read from the API and from the list agree while the journey compares them.
 */
export async function backfillDone(api: APIRequestContext, timeout = 240_000): Promise<void> {
  await expect
    .poll(
      async () => {
        const body = (await (await api.get('/api/freshness')).json()) as { backfill: { state: string } };
        return body.backfill.state;
      },
      { timeout, intervals: [1_000] },
    )
    .toBe('done');
}
