import { expect, test } from '@playwright/test';
import { admin } from './support/adminApi';
import { expectNoAxeViolations } from './support/axe';

/**
 * Every page of the workspace and of the administration, as an admin (who sees them all), in
 * pt-BR and in both colour schemes: axe finds nothing, and every accessible name is in the reader's
 * language with no two controls sharing one in a region (issue 15). The journeys cover the pages
 * they use in depth; this one makes sure no page is left out of the check.
 */
const PAGES: { path: string; heading: string }[] = [
  { path: '/orders', heading: 'Pedidos' },
  { path: '/budgets', heading: 'Orçamentos' },
  { path: '/board/orders', heading: 'Quadro de pedidos' },
  { path: '/board/budgets', heading: 'Quadro de orçamentos' },
  { path: '/activity', heading: 'Atividade' },
  { path: '/admin/users', heading: 'Usuários' },
  { path: '/admin/devices', heading: 'Painéis de parede' },
  { path: '/admin/audit', heading: 'Registro de auditoria' },
  { path: '/admin/system', heading: 'Sistema' },
];

for (const scheme of ['light', 'dark'] as const) {
  test(`every page reads in pt-BR with no accessibility violation (${scheme})`, async ({ page }) => {
    test.setTimeout(240_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/orders');
    await page.evaluate((value) => localStorage.setItem('painel-color-scheme', value), scheme);
    await page.getByLabel('E-mail').fill(admin.email);
    await page.getByLabel('Senha').fill(admin.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Pedidos' })).toBeVisible();
    for (const { path, heading } of PAGES) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
        await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
        // Let the page's data arrive before it is judged: no loading placeholder left.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expectNoAxeViolations(page, `${path} (${scheme})`);
      });
    }
    expect(errors).toEqual([]);
  });
}
