import { request as playwrightRequest, type Page } from '@playwright/test';
import { sandboxControlUrl } from './support/lanes';
import { expect, test } from './support/test';
import { adminApi, ensureUser } from './support/adminApi';
import { expectNoAxeViolations } from './support/axe';
import { keepScreenshot, useTheme } from './support/screenshots';

/**
 * Webhooks that change only a request's name (issue 14): the vendor renames an order twice; the
 * drawer's history and the activity page say "Nome: A → B" for each, and nothing about products
 * or other fields, in words. Then the activity page and the header are photographed on a phone
 * (light and dark) and on a desktop, where the phone used to cut the table and the language.
 */
const seller = {
  email: 'nomes.vendas@painel.test',
  password: 'e2e-names-password-123',
  name: 'Maria Nomes',
  roles: ['sales'],
};

/** Every change line of a history entry names the field "Nome" and no other. */
async function expectNameLinesOnly(entry: ReturnType<Page['locator']>) {
  const lines = entry.locator('ul > li');
  const texts = await lines.allInnerTexts();
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) expect(text).toMatch(/^Nome:/);
}

test.beforeAll(async ({ baseURL }) => {
  const api = await adminApi(baseURL);
  await ensureUser(api, seller);
  await api.dispose();
});

test('webhooks that change only a name produce name entries only, in the history and the activity', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const api = await adminApi(baseURL);
  // An order the mirror already holds: the backfill is done once the list has rows.
  let code = '';
  await expect(async () => {
    const answer = await api.get('/api/requests/order?pageSize=1&sort=code');
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as { items: { code: string }[] };
    code = body.items[0]?.code ?? '';
    expect(code).not.toBe('');
  }).toPass({ timeout: 90_000 });
  await api.dispose();

  const stamp = Date.now().toString(36);
  const names = [`Kit renomeado ${stamp} A`, `Kit renomeado ${stamp} B`];
  const sandbox = await playwrightRequest.newContext();
  // A delivery is read back in the background budget, which the backfill may have spent: give the
  // vendor's token room so the renames are read within the journey rather than next hour.
  expect(
    (
      await sandbox.put(`${sandboxControlUrl()}/limits`, {
        data: { callsPerHour: 1_000_000, processingMsPerHour: 1_000_000_000 },
      })
    ).status(),
  ).toBe(200);
  expect(
    (await sandbox.post(`${sandboxControlUrl()}/token/reactivate`, { data: { resetUsage: true } })).status(),
  ).toBe(200);
  for (const name of names) {
    const renamed = await sandbox.post(`${sandboxControlUrl()}/actions`, {
      data: { action: 'rename', code, name },
    });
    expect(renamed.status()).toBe(200);
    expect(((await renamed.json()) as { events: string[] }).events).toEqual(['order.updated']);
  }
  await sandbox.dispose();

  await page.goto('/orders');
  await page.getByLabel('E-mail').fill(seller.email);
  await page.getByLabel('Senha').fill(seller.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Pedidos' })).toBeVisible();

  await test.step('the drawer’s history says each rename, and only the name', async () => {
    const drawer = page.getByRole('dialog');
    const history = drawer.getByRole('list', { name: 'Versões observadas, da mais recente à mais antiga' });
    await expect(async () => {
      await page.goto(`/orders/${encodeURIComponent(code)}`);
      await expect(history).toContainText(names[1] as string, { timeout: 15_000 });
    }).toPass({ timeout: 150_000 });
    // Two deliveries close together may be read back once: one entry or two, each the name alone.
    const renames = history.locator(':scope > li').filter({ hasText: stamp });
    expect(await renames.count()).toBeGreaterThanOrEqual(1);
    await expect(renames.first()).toContainText(/Nome: .+ →\s?mudou para Kit renomeado .+ B/);
    for (const entry of await renames.all()) {
      await expectNameLinesOnly(entry);
      await expect(entry).not.toContainText('Produtos');
      await expect(entry).not.toContainText('não informado');
    }
    await expect(history).not.toContainText('"name"');
    await drawer.getByRole('heading', { name: 'Histórico' }).scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page, 'the drawer after two renames');
  });

  await test.step('the activity page says the same, in words', async () => {
    await page.goto('/activity');
    const table = page.getByRole('table');
    // Every row shows the request's current name: the renames are the rows whose changes name it.
    const rows = table
      .locator('tbody tr')
      .filter({ has: page.locator('td:nth-child(4)', { hasText: stamp }) });
    await expect(rows.first()).toBeVisible({ timeout: 30_000 });
    for (const row of await rows.all()) {
      await expect(row).toContainText(code);
      const changes = row.locator('td').nth(3);
      await expectNameLinesOnly(changes);
    }
    await expect(table).not.toContainText('{"');
    await expectNoAxeViolations(page, 'the activity after two renames');
    await page.setViewportSize({ width: 1440, height: 900 });
    await keepScreenshot(page, testInfo, 'activity-1440-light');
  });

  await test.step('on a phone the activity is cards and the language select reads whole', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/activity');
    const cards = page.getByRole('list', { name: 'Alterações recentes, da mais nova para a mais antiga' });
    await expect(cards).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(cards.locator(':scope > li').filter({ hasText: stamp }).first()).toBeVisible();
    // Nothing wider than the screen: no cut table, no grey block beside it.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const language = page.getByRole('combobox', { name: 'Idioma' });
    await expect(language).toBeAttached();
    await expect(page.locator('header').getByText('PT', { exact: true })).toBeVisible();
    for (const scheme of ['light', 'dark'] as const) {
      await useTheme(page, scheme);
      await expectNoAxeViolations(page, `the activity on a phone (${scheme})`);
      await keepScreenshot(page, testInfo, `activity-390-${scheme}`);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await keepScreenshot(page, testInfo, 'activity-1440-dark');
  });
});
