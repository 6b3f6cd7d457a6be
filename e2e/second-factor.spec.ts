import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { Secret, TOTP } from 'otpauth';
import { admin, adminApi, ensureUser, type JourneyUser } from './support/adminApi';
import { expectNoAxeViolations } from './support/axe';

/**
 * The second factor (issue 30, ADR 068) as people meet it: setting up an authenticator app from
 * the account page, signing in with its code (computed here from the secret the page shows, as the
 * app would), signing in with a recovery code once and not twice, and a finance person walked
 * through setting it up at sign-in once an admin requires it for finance, with nothing of Painel
 * open before that.
 */
const sales: JourneyUser = {
  email: 'vendas.dois.passos@painel.test',
  password: 'e2e-second-factor-sales-123',
  name: 'Vendas Dois Passos',
  roles: ['sales'],
};
const finance: JourneyUser = {
  email: 'financeiro.dois.passos@painel.test',
  password: 'e2e-second-factor-finance-123',
  name: 'Financeiro Dois Passos',
  roles: ['finance'],
};

/** The code the app would show `offsetSteps` 30-second steps from now. */
function codeOf(secret: string, offsetSteps = 0): string {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

async function password(page: Page, user: { email: string; password: string }) {
  // Signing out lands on the sign-in page already; loading it again only costs time.
  if (!new URL(page.url()).pathname.startsWith('/login')) await page.goto('/login');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Senha').fill(user.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Sair/ }).click();
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
}

/** Sets up the app on the page in front (account page or sign-in); answers secret and codes. */
async function setUpApp(page: Page): Promise<{ secret: string; codes: string[] }> {
  await page.getByRole('button', { name: 'Ativar com um aplicativo autenticador' }).click();
  await expect(page.getByRole('img', { name: /Código QR/ })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
  await page.getByLabel('Código de 6 dígitos que o aplicativo mostra').fill(codeOf(secret));
  await page.getByRole('button', { name: 'Confirmar e ativar' }).click();
  const list = page.getByTestId('recovery-codes');
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = (await list.getByRole('listitem').allInnerTexts()).map((code) => code.trim());
  return { secret, codes };
}

test.beforeAll(async ({ baseURL }) => {
  const api = await adminApi(baseURL);
  await ensureUser(api, sales);
  await ensureUser(api, finance);
  await api.dispose();
});

/** What the first journey set up, for the second: the app's secret is not needed again. */
let recoveryCodes: string[] = [];

test('an authenticator app is set up from the account page, then asked for at sign-in', async ({ page }) => {
  await password(page, sales);
  await page.getByRole('link', { name: 'Minha conta' }).click();
  await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
  await expect(page.getByText('Desativada: hoje só a senha protege sua conta.')).toBeVisible();
  const { secret, codes } = await setUpApp(page);
  await page.getByRole('button', { name: 'Já guardei os códigos' }).click();
  await expect(page.getByText('10 códigos de recuperação sem uso.')).toBeVisible();
  await expectNoAxeViolations(page, 'the account page with the app on');
  await signOut(page);

  // The password alone opens nothing: the code step comes, and a wrong code is refused.
  await password(page, sales);
  await expect(page.getByRole('heading', { name: 'Código de verificação' })).toBeVisible();
  expect((await page.request.get('/api/session')).status()).toBe(401);
  await page.getByLabel('Código do aplicativo').fill(codeOf(secret, 0) === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('alert')).toContainText('Código incorreto ou já usado.');
  await expectNoAxeViolations(page, 'the sign-in code step');
  // The next step's code: always later than the one that confirmed the app, so never a reuse.
  await page.getByLabel('Código do aplicativo').fill(codeOf(secret, 1));
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('link', { name: 'Minha conta' })).toBeVisible();
  recoveryCodes = codes;
});

test('without the phone, a recovery code signs in once and never again', async ({ page }) => {
  const [recovery] = recoveryCodes;
  if (!recovery) throw new Error('no recovery code shown');
  await password(page, sales);
  await page.getByRole('button', { name: /usar um código de recuperação/ }).click();
  await page.getByLabel('Código de recuperação').fill(recovery.toLowerCase());
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await page.getByRole('link', { name: 'Minha conta' }).click();
  await expect(page.getByText('9 códigos de recuperação sem uso.')).toBeVisible();
  await signOut(page);
  await password(page, sales);
  await page.getByRole('button', { name: /usar um código de recuperação/ }).click();
  await page.getByLabel('Código de recuperação').fill(recovery);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('alert')).toContainText('Código de recuperação incorreto ou já usado.');
});

test('a finance person is walked through setting up the app at sign-in once finance requires it', async ({
  page,
  baseURL,
}) => {
  const api = await adminApi(baseURL);
  try {
    const required = await api.put('/api/admin/settings/second-factor', {
      data: { requiredRoles: ['finance'] },
    });
    expect(required.status()).toBe(200);
    await password(page, finance);
    await expect(page.getByRole('heading', { name: 'Ative a verificação em duas etapas' })).toBeVisible();
    await expectNoAxeViolations(page, 'the sign-in enrolment step');
    // Nothing else is open to this half-done sign-in: the orders send back to sign-in.
    expect((await page.request.get('/api/requests/order')).status()).toBe(401);
    await page.goto('/orders');
    await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();

    await password(page, finance);
    await setUpApp(page);
    await page.getByRole('button', { name: 'Já guardei os códigos' }).click();
    await expect(page.getByRole('link', { name: 'Minha conta' })).toBeVisible();
    expect((await page.request.get('/api/requests/order')).status()).toBe(200);

    // Required: the account page keeps the app and says why.
    await page.getByRole('link', { name: 'Minha conta' }).click();
    await expect(page.getByText(/Seu papel exige a verificação em duas etapas/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remover o aplicativo' })).toHaveCount(0);
    await signOut(page);

    // The admin sees who uses the app, and the roles that require it.
    await password(page, admin);
    // Signed in first: a navigation racing the sign-in's answer would land back on the sign-in page.
    await expect(page.getByRole('link', { name: 'Minha conta' })).toBeVisible();
    await page.goto('/admin/users');
    await expect(page.getByRole('region', { name: 'Verificação em duas etapas' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: finance.email });
    await expect(row.getByText('Código no celular')).toBeVisible();
  } finally {
    // Other journeys sign in as finance people with a password only.
    await api.put('/api/admin/settings/second-factor', { data: { requiredRoles: [] } });
    await api.dispose();
  }
});
