import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { startIdentityProcess, type IdentityProcess } from './support/testIdentityProcess';
import { QUIET_SMALL_WORLD, startPrivatePainel, type PrivatePainel } from './support/privatePainel';
import { keepScreenshot } from './support/screenshots';

/**
 * Signing in with the company's account (issue 30, ADR 095) against a real OpenID provider
 * (`oidc-provider`, src/bff/testing, as a process) started by this journey, and a Painel of its own configured for it. Painel
 * answers on `localhost` and the provider on 127.0.0.1, so the way back is a cross-site
 * navigation, as with Google or Entra.
 */
const PORT = Number(process.env.E2E_SSO_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 40);
const PAINEL_URL = `http://localhost:${PORT}`;
const BUTTON = 'Entrar com Conta Empresa Teste';

let idp: IdentityProcess;
let painel: PrivatePainel;

test.beforeAll(async () => {
  test.setTimeout(200_000);
  idp = await startIdentityProcess(PORT + 1, `${PAINEL_URL}/api/session/sso/callback`);
  await idp.add({
    id: 'financeira',
    email: 'fin@empresa.test',
    emailVerified: true,
    groups: ['painel-finance'],
  });
  await idp.add({
    id: 'de-saida',
    email: 'saida@empresa.test',
    emailVerified: true,
    groups: ['painel-sales'],
  });
  painel = await startPrivatePainel({
    port: PORT,
    host: 'localhost',
    env: {
      ...QUIET_SMALL_WORLD,
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: idp.clientId,
      OIDC_CLIENT_SECRET: idp.clientSecret,
      OIDC_ALLOWED_DOMAINS: 'empresa.test',
      OIDC_ROLE_GROUPS: 'painel-finance:finance,painel-sales:sales',
      OIDC_SCOPES: 'openid email profile groups offline_access',
      OIDC_DISPLAY_NAME: 'Conta Empresa Teste',
      // The shortest check, so that a person disabled at the provider is out within the journey.
      OIDC_SESSION_CHECK_MINUTES: '1',
    },
  });
});

test.afterAll(async () => {
  await painel?.stop();
  await idp?.stop();
});

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: painel.url, locale: 'pt-BR' });
  return context.newPage();
}

/** From Painel's sign-in page through the provider's own form, as the person at the keyboard. */
async function signInAtProvider(page: Page, login: string) {
  await page.goto('/login');
  await page.getByRole('link', { name: BUTTON }).click();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('qualquer');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

test('a person signs in with the company account and lands home with the role of their group', async ({
  browser,
}, testInfo) => {
  const page = await freshPage(browser);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  await expect(page.getByRole('link', { name: BUTTON })).toBeVisible();
  await keepScreenshot(page, testInfo, 'sso-login-1280-light');
  await signInAtProvider(page, 'financeira');
  await expect(page.getByRole('button', { name: /^Sair/ })).toBeVisible();
  expect(new URL(page.url()).pathname).not.toBe('/login');
  const session = await (await page.request.get('/api/session')).json();
  expect(session).toMatchObject({ kind: 'user', user: { email: 'fin@empresa.test', roles: ['finance'] } });
  await keepScreenshot(page, testInfo, 'sso-home-finance');
  await page.context().close();

  // The admin (whose own domain keeps passwords) sees who signs in with the company's account.
  const adminContext = await browser.newContext({ baseURL: painel.url, locale: 'pt-BR' });
  const admin = await adminContext.request.post('/api/session', {
    data: painel.admin,
    headers: { 'x-csrf': '1', origin: painel.url },
  });
  expect(admin.status()).toBe(200);
  const adminPage = await adminContext.newPage();
  for (const [size, scheme] of [
    [{ width: 1280, height: 800 }, 'light'],
    [{ width: 1280, height: 800 }, 'dark'],
    [{ width: 390, height: 844 }, 'light'],
    [{ width: 390, height: 844 }, 'dark'],
  ] as const) {
    await adminPage.setViewportSize(size);
    await adminPage.emulateMedia({ colorScheme: scheme });
    await adminPage.goto('/admin/users');
    await expect(adminPage.getByText('Conta da empresa').first()).toBeVisible();
    await keepScreenshot(adminPage, testInfo, `sso-admin-users-${size.width}-${scheme}`);
  }
  await adminContext.close();
});

test('a tampered return from the provider is refused in words, with no session', async ({
  browser,
}, testInfo) => {
  const page = await freshPage(browser);
  // The browser starts a sign-in (its cookie is set in this context), and someone changes the
  // state on its way to the provider: the provider hands it back unchanged, and Painel refuses it.
  const started = await page.request.get('/api/session/sso/start', { maxRedirects: 0 });
  expect(started.status()).toBe(303);
  const authorization = new URL(started.headers().location ?? '');
  authorization.searchParams.set('state', 'forjado');
  await page.goto(authorization.href);
  await page.locator('input[name="login"]').fill('financeira');
  await page.locator('input[name="password"]').fill('qualquer');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await expect(page).toHaveURL(/\/login\?sso=expired/);
  await expect(page.getByRole('alert')).toContainText(
    'O tempo para entrar acabou ou o link já tinha sido usado.',
  );
  expect((await page.request.get('/api/session')).status()).toBe(401);
  for (const [size, scheme] of [
    [{ width: 1280, height: 800 }, 'light'],
    [{ width: 1280, height: 800 }, 'dark'],
    [{ width: 390, height: 844 }, 'light'],
    [{ width: 390, height: 844 }, 'dark'],
  ] as const) {
    await page.setViewportSize(size);
    await page.emulateMedia({ colorScheme: scheme });
    await keepScreenshot(page, testInfo, `sso-refused-${size.width}-${scheme}`);
  }
  await page.context().close();
});

test('a person disabled at the provider loses Painel at the next check', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await freshPage(browser);
  await signInAtProvider(page, 'de-saida');
  await expect(page.getByRole('button', { name: /^Sair/ })).toBeVisible();
  await idp.disable('de-saida');
  // The session asks the provider again once a minute; until then it goes on, after it it ends.
  await expect
    .poll(async () => (await page.request.get('/api/session')).status(), {
      timeout: 150_000,
      intervals: [5_000],
    })
    .toBe(401);
  await page.reload();
  await expect(page.getByRole('link', { name: BUTTON })).toBeVisible();
  await page.context().close();
});
