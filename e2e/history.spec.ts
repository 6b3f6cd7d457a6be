import { expect, test } from './support/test';
import { adminApi, ensureUser } from './support/adminApi';
import { expectNoAxeViolations } from './support/axe';
import { keepScreenshot, useTheme } from './support/screenshots';

/**
 * History and freshness as people read them (issue 14): after the backfill the shell says the copy
 * is synced; a drawer of a sandbox record (full of allowed nulls) shows no "unreadable" warning;
 * its history and the activity page speak in labels, not raw paths or JSON. axe runs on each, and
 * the drawer and the activity page are photographed at both sizes in both themes.
 */
const seller = {
  email: 'historia.vendas@painel.test',
  password: 'e2e-history-password-123',
  name: 'Maria Vendas',
  roles: ['sales'],
};

test.beforeAll(async ({ baseURL }) => {
  const api = await adminApi(baseURL);
  await ensureUser(api, seller);
  await api.dispose();
});

const sizes = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

for (const size of sizes) {
  test(`the drawer and the activity read as people speak (${size.name})`, async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/orders');
    await page.getByLabel('E-mail').fill(seller.email);
    await page.getByLabel('Senha').fill(seller.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Pedidos' })).toBeVisible();
    await expect(async () => {
      await page.reload();
      await expect(page.getByText(/^\d[\d.]* pedidos? encontrados?$/)).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 90_000 });

    const row = page.locator('[data-code]').first();
    const code = await row.getAttribute('data-code');
    if (!code) throw new Error('a row without its code');
    for (const scheme of ['light', 'dark'] as const) {
      // The theme is chosen before the drawer opens: its overlay covers the shell's toggle.
      await useTheme(page, scheme);
      await page.goto(`/orders/${encodeURIComponent(code)}`);
      const drawer = page.getByRole('dialog');
      await expect(drawer.getByRole('heading', { name: 'Histórico' })).toBeVisible();
      // Allowed nulls and unknown values are not problems: no warning.
      await expect(drawer.getByRole('note')).toHaveCount(0);
      const history = drawer.getByRole('list', { name: 'Versões observadas, da mais recente à mais antiga' });
      await expect(history).toBeVisible();
      await expect(history).not.toContainText('dealStatus');
      await drawer.getByRole('heading', { name: 'Histórico' }).scrollIntoViewIfNeeded();
      await expectNoAxeViolations(page, `the drawer (${scheme})`);
      await keepScreenshot(page, testInfo, `drawer-history-${size.name}-${scheme}`);
      await page.goto('/orders');
    }

    await page.goto('/activity');
    // A table on a desktop; on a phone, one card per change (a table would be cut at the edge).
    const changes =
      size.name === 'phone'
        ? page.getByRole('list', { name: 'Alterações recentes, da mais nova para a mais antiga' })
        : page.getByRole('table');
    await expect(changes).toBeVisible();
    await expect(changes).not.toContainText('{"');
    for (const scheme of ['light', 'dark'] as const) {
      await useTheme(page, scheme);
      await expectNoAxeViolations(page, `the activity (${scheme})`);
      await keepScreenshot(page, testInfo, `activity-${size.name}-${scheme}`);
    }
    // The backfill is done by now: the shell says the copy is synced.
    if (size.name === 'desktop') await expect(page.getByText(/^Dados atualizados /)).toBeVisible();
  });
}
