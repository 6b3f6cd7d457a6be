import { request as playwrightRequest, type Page, type TestInfo } from '@playwright/test';
import { sandboxControlUrl } from './support/lanes';
import { expect, test } from './support/test';
import { adminApi, ensureUser, type JourneyUser } from './support/adminApi';
import { expectNoAxeViolations } from './support/axe';

/**
 * No silent overwrite (issue 14, point 4; ADR 035): two finance people open the same order's
 * payment form. Bruno sets it cancelled and saves; Ana, whose form is still open, is told at once
 * that Bruno changed the order, submits "received" anyway and is refused (409) with Bruno's change
 * by name, while the vendor sandbox has received exactly one payment write. Only when she confirms
 * "re-apply on the current version" does the second write reach the vendor, and the order shows
 * received. axe runs on the refused form, photographed in both colour schemes.
 *
 * The sandbox's background activity and webhooks are paused for the journey: a random vendor
 * change to the same order would be a (correct) extra conflict, and a webhook reaching Painel
 * before its own refresh names the vendor, not Bruno, as the author (ADR 035).
 */
const ana: JourneyUser = {
  email: 'ana.financeiro@painel.test',
  password: 'e2e-ana-finance-password-123',
  name: 'Ana Financeiro',
  roles: ['finance'],
};
const bruno: JourneyUser = {
  email: 'bruno.financeiro@painel.test',
  password: 'e2e-bruno-finance-password-123',
  name: 'Bruno Financeiro',
  roles: ['finance'],
};

async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, animations: 'disabled' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

async function useTheme(page: Page, scheme: 'light' | 'dark') {
  const toggle = page.getByRole('button', {
    name: scheme === 'dark' ? 'Usar tema escuro' : 'Usar tema claro',
  });
  const other = page.getByRole('button', {
    name: scheme === 'dark' ? 'Usar tema claro' : 'Usar tema escuro',
  });
  await expect(toggle.or(other)).toBeVisible();
  if (await toggle.isVisible()) await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

/**
 * Switches the scheme in a second tab of the same person, as the open drawer covers the shell's
 * toggle: the theme is kept in local storage, and the first tab follows the change at once.
 */
async function useThemeFromAnotherTab(page: Page, scheme: 'light' | 'dark') {
  const other = await page.context().newPage();
  await other.goto('/orders');
  await useTheme(other, scheme);
  await other.close();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

async function signIn(page: Page, user: JourneyUser) {
  await page.goto('/orders');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Senha').fill(user.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Pedidos' })).toBeVisible();
}

async function openPaymentForm(page: Page, code: string) {
  await page.goto(`/orders/${encodeURIComponent(code)}`);
  const drawer = page.getByRole('dialog');
  const payment = drawer.getByRole('region', { name: 'Pagamento' });
  // The drawer's body loads on demand; a busy machine may take a while.
  await expect(payment.getByText('Solicitado', { exact: true })).toBeVisible({ timeout: 45_000 });
  // The one way to change a payment: the drawer header's button, its form in the panel under it.
  await drawer.getByRole('button', { name: 'Atualizar pagamento' }).click();
  const form = drawer.getByRole('form', { name: 'Atualizar o pagamento' });
  // The form's code loads when first opened.
  await expect(form).toBeVisible({ timeout: 60_000 });
  return { drawer, payment, form };
}

async function chooseStatus(page: Page, form: ReturnType<Page['getByRole']>, status: string) {
  await form.getByRole('combobox', { name: 'Status do pagamento' }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
  await expect(form.getByRole('combobox', { name: 'Status do pagamento' })).toHaveValue(status);
}

let previousActivity = 0;
let webhookUrl: string | undefined;

test.beforeAll(async ({ baseURL }) => {
  const api = await adminApi(baseURL);
  await ensureUser(api, ana);
  await ensureUser(api, bruno);
  await api.dispose();
  const sandbox = await playwrightRequest.newContext({ baseURL: `${sandboxControlUrl()}/` });
  previousActivity = ((await (await sandbox.get('activity')).json()) as { ratePerMinute: number })
    .ratePerMinute;
  webhookUrl = ((await (await sandbox.get('webhook')).json()) as { url?: string }).url;
  expect((await sandbox.put('activity', { data: { ratePerMinute: 0 } })).ok()).toBe(true);
  expect((await sandbox.delete('webhook')).ok()).toBe(true);
  await sandbox.dispose();
});

test.afterAll(async () => {
  const sandbox = await playwrightRequest.newContext({ baseURL: `${sandboxControlUrl()}/` });
  await sandbox.put('activity', { data: { ratePerMinute: previousActivity } });
  // playwright.config.ts gives the stack its webhook secret, so the next journeys get webhooks again.
  const bearer = process.env.E2E_WEBHOOK_SECRET;
  if (webhookUrl && bearer) await sandbox.put('webhook', { data: { url: webhookUrl, auth: { bearer } } });
  await sandbox.dispose();
});

test('two finance people and the 409: nothing reaches the vendor twice until the second person confirms', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(480_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const sandbox = await playwrightRequest.newContext({ baseURL: `${sandboxControlUrl()}/` });
  const paymentWrites = async (code: string) => {
    const answer = await sandbox.get('calls?limit=5000');
    const { calls } = (await answer.json()) as { calls: { method: string; path: string }[] };
    return calls.filter(
      (call) => call.method === 'PUT' && call.path.endsWith(`/request/${code}/updatePayment`),
    ).length;
  };

  await signIn(page, ana);
  let code = '';
  await test.step('find an order whose payment is requested', async () => {
    await expect(async () => {
      const answer = await page.request.get(
        '/api/requests/order?paymentStatus=requested&sort=createdAt&dir=desc&pageSize=5',
      );
      const body = (await answer.json()) as { items: { code: string }[] };
      code = body.items[0]?.code ?? '';
      expect(code, 'an order with a requested payment in the mirror').not.toBe('');
    }).toPass({ timeout: 90_000 });
  });
  const writesBefore = await paymentWrites(code);

  const brunoContext = await browser.newContext({
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const brunoPage = await brunoContext.newPage();
  await signIn(brunoPage, bruno);

  const anaView = await openPaymentForm(page, code);
  const brunoView = await openPaymentForm(brunoPage, code);

  await test.step('Bruno cancels the payment and saves', async () => {
    await chooseStatus(brunoPage, brunoView.form, 'Cancelado');
    await brunoView.form.getByRole('button', { name: 'Enviar atualização' }).click();
    await expect(
      // Said where the form was, under the drawer's header.
      brunoView.drawer.getByRole('status').filter({ hasText: 'Pagamento atualizado' }),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expect.poll(() => paymentWrites(code)).toBe(writesBefore + 1);
  });

  const live = anaView.form.getByRole('status', {
    name: 'Este pedido foi alterado por Bruno Financeiro agora',
  });
  await test.step("Ana's open form says at once that Bruno changed the order", async () => {
    // As soon as Painel has re-read the order after Bruno's write and the live event reached Ana.
    await expect(live).toBeVisible({ timeout: 45_000 });
    await expect(live).toContainText('Cancelado');
  });

  const refused = anaView.form.getByRole('alert', {
    name: 'Não salvo: Bruno Financeiro alterou este pedido depois que você abriu o formulário',
  });
  await test.step('Ana submits "received" anyway and is refused with Bruno\'s change; nothing reaches the vendor', async () => {
    await chooseStatus(page, anaView.form, 'Recebido');
    await anaView.form.getByRole('button', { name: 'Enviar atualização' }).click();
    await expect(refused).toBeVisible({ timeout: 30_000 });
    await expect(refused).toContainText('Situação do pagamento');
    await expect(refused).toContainText('Cancelado');
    await expect(refused).toContainText('Nada foi enviado ao fornecedor');
    // Her own value is still in the form.
    await expect(anaView.form.getByRole('combobox', { name: 'Status do pagamento' })).toHaveValue('Recebido');
    expect(await paymentWrites(code)).toBe(writesBefore + 1);
    await expectNoAxeViolations(page, 'the refused payment form');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await refused.scrollIntoViewIfNeeded();
    await keepScreenshot(page, testInfo, 'no-silent-overwrite-409-light');
    await useThemeFromAnotherTab(page, 'dark');
    await refused.scrollIntoViewIfNeeded();
    await keepScreenshot(page, testInfo, 'no-silent-overwrite-409-dark');
    await expectNoAxeViolations(page, 'the refused payment form, dark');
    expect(await paymentWrites(code)).toBe(writesBefore + 1);
  });

  await test.step('Ana re-applies on the current version: the second write reaches the vendor', async () => {
    await refused.getByRole('button', { name: 'Aplicar mesmo assim sobre a versão atual' }).click();
    await expect(anaView.drawer.getByRole('status').filter({ hasText: 'Pagamento atualizado' })).toBeVisible({
      timeout: 30_000,
    });
    await expect.poll(() => paymentWrites(code)).toBe(writesBefore + 2);
    await expect(anaView.payment.getByText('Recebido', { exact: true })).toBeVisible({ timeout: 45_000 });
    await expectNoAxeViolations(page, 'the drawer after the re-applied update');
  });

  await brunoContext.close();
  await sandbox.dispose();
  expect(errors).toEqual([]);
});
