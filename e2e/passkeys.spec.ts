import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { adminApi, ensureUser, type JourneyUser } from './support/adminApi';
import { expectNoAxeViolations } from './support/axe';
import { QUIET_SMALL_WORLD, startPrivatePainel, type PrivatePainel } from './support/privatePainel';
import { keepScreenshot } from './support/screenshots';

/**
 * Passkeys (issue 30, ADR 094) as people meet them, with Chromium's virtual authenticator standing
 * in for the phone's or laptop's: one is added from the account page, then signs in with no
 * password; and it finishes a password sign-in as the second step.
 *
 * WebAuthn refuses an IP address as the relying party, and the shared journeys' Painel answers on
 * 127.0.0.1; this journey runs a Painel of its own whose PUBLIC_URL is `localhost`, the one name
 * browsers accept over plain HTTP.
 */
const PORT = Number(process.env.E2E_PASSKEYS_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 30);

const person: JourneyUser = {
  email: 'vendas.chave@painel.test',
  password: 'e2e-passkey-sales-password-123',
  name: 'Vendas Chave',
  roles: ['sales'],
};

let painel: PrivatePainel;

test.beforeAll(async () => {
  test.setTimeout(200_000);
  painel = await startPrivatePainel({ port: PORT, host: 'localhost', env: QUIET_SMALL_WORLD });
  const api = await adminApi(painel.url);
  await ensureUser(api, person);
  await api.dispose();
});

test.afterAll(async () => {
  await painel?.stop();
});

/** A page whose browser has a passkey-capable authenticator that verifies the person at once. */
async function pageWithAuthenticator(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: painel.url, locale: 'pt-BR' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return page;
}

async function password(page: Page) {
  if (!new URL(page.url()).pathname.startsWith('/login')) await page.goto('/login');
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Senha').fill(person.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Sair/ }).click();
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
}

test('a passkey added on the account page signs in with no password, and finishes a password sign-in', async ({
  browser,
}, testInfo) => {
  const page = await pageWithAuthenticator(browser);
  await page.setViewportSize({ width: 1280, height: 800 });
  await password(page);
  await page.getByRole('link', { name: 'Minha conta' }).click();
  const section = page.getByRole('region', { name: 'Chaves de acesso' });
  await expect(section.getByText('Nenhuma chave de acesso ainda.')).toBeVisible();

  await section.getByRole('button', { name: 'Adicionar chave de acesso' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar chave de acesso' });
  // A name to start with, from the browser and system ("Chrome no Linux").
  await expect(dialog.getByLabel('Nome da chave')).not.toHaveValue('');
  await dialog.getByLabel('Nome da chave').fill('Notebook do trabalho');
  await dialog.getByLabel('Sua senha').fill(person.password);
  await keepScreenshot(page, testInfo, 'passkey-add-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, testInfo, 'passkey-add-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: 'Adicionar chave de acesso' }).click();
  await expect(page.getByText('Chave de acesso “Notebook do trabalho” adicionada.')).toBeVisible();
  await expect(section.getByText('Notebook do trabalho', { exact: true })).toBeVisible();
  await expect(section.getByText(/Último uso: nunca/)).toBeVisible();
  await expectNoAxeViolations(page, 'the account page with a passkey');
  await keepScreenshot(page, testInfo, 'account-passkeys-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await section.scrollIntoViewIfNeeded();
  await keepScreenshot(page, testInfo, 'account-passkeys-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Signed out, the passkey alone signs in: no e-mail, no password.
  await signOut(page);
  await keepScreenshot(page, testInfo, 'login-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, testInfo, 'login-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Entrar com chave de acesso' }).click();
  await expect(page.getByRole('link', { name: 'Minha conta' })).toBeVisible();
  expect((await page.request.get('/api/session')).status()).toBe(200);
  await page.getByRole('link', { name: 'Minha conta' }).click();
  await expect(section.getByText(/Último uso: nunca/)).toHaveCount(0);

  // With a passkey, the password is not enough: the passkey finishes it.
  await signOut(page);
  await password(page);
  await expect(page.getByRole('heading', { name: 'Confirme que é você' })).toBeVisible();
  expect((await page.request.get('/api/session')).status()).toBe(401);
  await expectNoAxeViolations(page, 'the sign-in passkey step');
  await keepScreenshot(page, testInfo, 'second-step-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, testInfo, 'second-step-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Usar uma chave de acesso' }).click();
  await expect(page.getByRole('link', { name: 'Minha conta' })).toBeVisible();
  expect((await page.request.get('/api/session')).status()).toBe(200);
  await page.context().close();
});

test('a device without a passkey of Painel is told so in words', async ({ browser }) => {
  const page = await pageWithAuthenticator(browser);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Entrar com chave de acesso' }).click();
  // This authenticator holds no passkey of Painel's: the browser's prompt ends without one.
  await expect(page.getByRole('alert')).toContainText('A chave de acesso não funcionou');
  await expect(page.getByRole('alert')).toContainText('este aparelho não tem uma chave sua do Painel');
  await page.context().close();
});

test('a finance person whose role requires a second factor enrols with a passkey at sign-in', async ({
  browser,
}, testInfo) => {
  const finance: JourneyUser = {
    email: 'financeiro.chave@painel.test',
    password: 'e2e-passkey-finance-password-123',
    name: 'Financeiro Chave',
    roles: ['finance'],
  };
  const api = await adminApi(painel.url);
  await ensureUser(api, finance);
  expect(
    (await api.put('/api/admin/settings/second-factor', { data: { requiredRoles: ['finance'] } })).status(),
  ).toBe(200);
  try {
    const page = await pageWithAuthenticator(browser);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(finance.email);
    await page.getByLabel('Senha').fill(finance.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Ative a verificação em duas etapas' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Com uma chave de acesso' })).toBeVisible();
    await expectNoAxeViolations(page, 'the sign-in enrolment step with a passkey');
    await keepScreenshot(page, testInfo, 'enrolment-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await keepScreenshot(page, testInfo, 'enrolment-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    // The password was typed a moment ago: only a name is asked.
    await page.getByLabel('Nome da chave').fill('Celular do financeiro');
    await page.getByRole('button', { name: 'Adicionar chave de acesso' }).click();
    await expect(page.getByRole('link', { name: 'Minha conta' })).toBeVisible();
    expect((await page.request.get('/api/requests/order')).status()).toBe(200);

    // Required, and the only factor: the passkey stays, and the page says why.
    await page.getByRole('link', { name: 'Minha conta' }).click();
    const section = page.getByRole('region', { name: 'Chaves de acesso' });
    await expect(section.getByText('Celular do financeiro', { exact: true })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Remover' })).toHaveCount(0);
    await expect(section.getByText(/esta chave é a única que você tem/)).toBeVisible();
    await page.context().close();

    // The admin sees it on the people's list.
    const adminContext = await browser.newContext({ baseURL: painel.url, locale: 'pt-BR' });
    const signIn = await adminContext.request.post('/api/session', {
      data: painel.admin,
      headers: { 'x-csrf': '1', origin: painel.url },
    });
    expect(signIn.status()).toBe(200);
    const adminPage = await adminContext.newPage();
    await adminPage.setViewportSize({ width: 1280, height: 800 });
    await adminPage.goto('/admin/users');
    await expect(adminPage.getByText('1 chave de acesso').first()).toBeVisible();
    await keepScreenshot(adminPage, testInfo, 'admin-users-1280');
    await adminPage.setViewportSize({ width: 390, height: 844 });
    await keepScreenshot(adminPage, testInfo, 'admin-users-390');
    await adminContext.close();
  } finally {
    await api.put('/api/admin/settings/second-factor', { data: { requiredRoles: [] } });
    await api.dispose();
  }
});
