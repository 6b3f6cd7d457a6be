import { type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './support/test';
import { adminApi, ensureUser } from './support/adminApi';
import { expectNoAxeViolations } from './support/axe';

/**
 * The requests workspace as a sales manager uses it: sign in, filter the orders by UF and a
 * created-date range, sort by final value, page, open a drawer, then open the copied address in a
 * new page and find the same view. axe runs on every page visited; the table and the drawer are
 * photographed in both themes.
 *
 * The stack starts with a first admin from BOOTSTRAP_ADMIN_EMAIL/PASSWORD (set by the Playwright
 * web server's environment, mirrored by E2E_ADMIN_EMAIL/PASSWORD here), which creates the sales
 * manager through the admin API before the journey.
 */
const salesManager = {
  email: 'gerente.vendas@painel.test',
  password: 'e2e-sales-password-123',
  name: 'Gerente de Vendas',
  roles: ['sales'],
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
  if (await toggle.isVisible()) await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

test.beforeAll(async ({ baseURL }) => {
  const api = await adminApi(baseURL);
  await ensureUser(api, salesManager);
  await api.dispose();
});

test('a sales manager filters, sorts, pages, opens a request and shares the view', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  // Sign in.
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'the login page');
  await page.getByLabel('E-mail').fill(salesManager.email);
  await page.getByLabel('Senha').fill(salesManager.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Pedidos' })).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByText('Gerente de Vendas')).toBeVisible();

  // The mirror fills from the sandbox in the background: wait until orders are there.
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(/^\d[\d.]* pedidos? encontrados?$/)).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
  await expectNoAxeViolations(page, 'the orders');

  // Filter by a created-date range (a link carries it; the range control shows it as a Brazilian
  // writes dates) and by UF.
  const today = new Date();
  const from = isoDay(new Date(today.getTime() - 540 * 24 * 3600 * 1000));
  const to = isoDay(today);
  await page.goto(`/orders?createdFrom=${from}&createdTo=${to}`);
  await page.getByRole('button', { name: /^Filtros/ }).click();
  const filters = page.getByRole('region', { name: 'Filtros' });
  await expect(filters).toBeVisible();
  const brazilian = (day: string) => day.split('-').reverse().join('/');
  await expect(filters.getByRole('textbox', { name: 'Criado entre' })).toHaveValue(
    `${brazilian(from)} – ${brazilian(to)}`,
  );
  await filters.getByRole('combobox', { name: 'UF de entrega' }).click();
  await page.getByRole('option', { name: 'SP · São Paulo' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`createdFrom=${from}`));
  await expect(page).toHaveURL(new RegExp(`createdTo=${to}`));
  await expect(page).toHaveURL(/uf=SP/);
  const chips = page.getByRole('list', { name: 'Filtros ativos' });
  await expect(chips.getByRole('listitem')).toHaveText([/^Criado a partir de /, /^Criado até /, 'UF: SP']);
  await expectNoAxeViolations(page, 'the orders with the filter panel open');
  await page.getByRole('button', { name: /^Filtros/ }).click();

  // Sort by final value, largest first.
  const finalValue = page.getByRole('columnheader', { name: /Valor final/ });
  await finalValue.getByRole('button').click();
  await expect(finalValue).toHaveAttribute('aria-sort', 'ascending');
  await finalValue.getByRole('button').click();
  await expect(finalValue).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/sort=finalValue&dir=desc/);

  // Ten rows a page, then the second page.
  await page.getByRole('combobox', { name: 'Linhas por página' }).selectOption('10');
  await expect(page).toHaveURL(/pageSize=10/);
  await page.getByRole('button', { name: 'Próxima página' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('button', { name: 'Página 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const rows = page.locator('table tbody tr[data-row-index]');
  await expect(rows.first()).toBeVisible();

  await useTheme(page, 'light');
  await keepScreenshot(page, testInfo, 'orders-table-light');
  await useTheme(page, 'dark');
  await expectNoAxeViolations(page, 'the orders in the dark theme');
  await keepScreenshot(page, testInfo, 'orders-table-dark');
  await useTheme(page, 'light');

  // Open the third row's drawer from the keyboard.
  const row = rows.nth(2);
  const code = await row.getAttribute('data-code');
  if (!code) throw new Error('a row without its code');
  await row.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/orders/${encodeURIComponent(code)}\\?`));
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('heading').first()).toContainText(code);
  // The sections load after the title: wait for them, so axe and the picture see the whole drawer.
  await expect(drawer.getByRole('heading', { name: 'Resumo' })).toBeVisible();
  await expectNoAxeViolations(page, 'the drawer');
  await keepScreenshot(page, testInfo, 'order-drawer-light');

  // The copied address, in a new page of the same session, shows the same view.
  const address = page.url();
  const copy = await context.newPage();
  copy.on('pageerror', (error) => errors.push(error.message));
  await copy.goto(address);
  const copiedDrawer = copy.getByRole('dialog');
  await expect(copiedDrawer).toBeVisible();
  await expect(copiedDrawer.getByRole('heading').first()).toContainText(code);
  expect(copy.url()).toBe(address);
  await expect(copy.getByRole('list', { name: 'Filtros ativos' }).getByRole('listitem')).toHaveText(
    await chips.getByRole('listitem').allTextContents(),
  );
  await expect(copy.getByRole('columnheader', { name: /Valor final/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(copy.getByRole('button', { name: 'Página 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectNoAxeViolations(copy, 'the copied address');
  // The theme toggle sits behind the drawer's overlay: choose dark the way a returning reader
  // would have it (remembered), and reload the address, which reopens the drawer.
  await copy.evaluate("localStorage.setItem('painel-color-scheme', 'dark')");
  await copy.reload();
  await expect(copy.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(copiedDrawer).toBeVisible();
  await expect(copiedDrawer.getByRole('heading', { name: 'Resumo' })).toBeVisible();
  await keepScreenshot(copy, testInfo, 'order-drawer-dark');
  await expectNoAxeViolations(copy, 'the drawer in the dark theme');

  // Closing the drawer keeps the view and gives focus back to the row.
  await copy.keyboard.press('Escape');
  await expect(copiedDrawer).toBeHidden();
  await expect(copy).toHaveURL(/\/orders\?/);
  await expect(copy).toHaveURL(/uf=SP/);
  await expect(copy.locator(`tr[data-code="${code}"]`)).toBeFocused();

  // Back reopens it.
  await copy.goBack();
  await expect(copy.getByRole('dialog')).toBeVisible();
  expect(errors).toEqual([]);
});
