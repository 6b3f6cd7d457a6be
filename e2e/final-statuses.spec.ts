import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { admin, adminApi } from './support/adminApi';
import { expectNoAxeViolations } from './support/axe';
import { boxesScrollingSideways, navigationSettled, SCREEN_SIZES } from './support/screenshots';

/**
 * The final statuses on the admin's stalled settings (ADR 044): with no choice saved, the sandbox's
 * final-sounding statuses (Entregue, Cancelado; Convertido em pedido, Perdido) are the suggested
 * ones, checked; no request in them is in the stalled queue; the page is judged by axe on a desktop
 * and on a phone and kept as screenshots in both colour schemes at the four sizes the house checks.
 */
const FINAL = { order: ['Entregue', 'Cancelado'], budget: ['Convertido em pedido', 'Perdido'] } as const;

async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(admin.email);
  await page.getByLabel('Senha').fill(admin.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Início' })).toBeVisible();
}

test('final statuses are suggested on the admin screen and never in the stalled queue', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await signInAsAdmin(page);
  await page.goto('/admin/system');
  const section = page.getByRole('region', { name: 'Pedidos parados' });
  const orders = section.getByRole('group', { name: 'Status finais de pedidos: não ficam parados' });
  const budgets = section.getByRole('group', { name: 'Status finais de orçamentos: não ficam parados' });
  for (const [group, names] of [
    [orders, FINAL.order],
    [budgets, FINAL.budget],
  ] as const) {
    for (const name of names) await expect(group.getByRole('checkbox', { name })).toBeChecked();
    await expect(group.getByText('sugerido')).toHaveCount(names.length);
  }
  await expect(orders.getByRole('checkbox', { name: 'Em transporte' })).not.toBeChecked();
  await expect(section.getByRole('textbox', { name: 'Entregue' })).toBeDisabled();

  for (const scheme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('painel-color-scheme', value), scheme);
    await page.setViewportSize(SCREEN_SIZES[1]);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await expect(orders.getByRole('checkbox', { name: 'Entregue' })).toBeChecked();
    await expectNoAxeViolations(page, `the stalled settings (${scheme})`);
    for (const size of SCREEN_SIZES) {
      await page.setViewportSize(size);
      // The page lays out again after a resize: wait for the width it settles at, not the first read.
      await navigationSettled(page);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(size.width);
      // No table is cut at the edge of a box that scrolls sideways: on a phone each is a list of
      // labelled rows.
      await expect.poll(() => boxesScrollingSideways(page)).toEqual([]);
      if (size.width < 768)
        await expectNoAxeViolations(page, `the system page at ${size.width} px (${scheme})`);
      await page.screenshot({
        fullPage: true,
        path: `reports/e2e-artifacts/final-statuses-${scheme}-${size.width}x${size.height}.png`,
        animations: 'disabled',
      });
    }
  }
  await page.evaluate(() => localStorage.setItem('painel-color-scheme', 'light'));

  // The stalled queues hold no request in a final status, whatever the sandbox holds.
  const api = await adminApi(baseURL);
  for (const type of ['order', 'budget'] as const) {
    const answer = await api.get(`/api/requests/${type}?stalled=1&pageSize=200`);
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as { items: Array<{ dealStatus: string | null; stalled: boolean }> };
    expect(
      body.items.filter((item) => (FINAL[type] as readonly string[]).includes(item.dealStatus ?? '')),
    ).toEqual([]);
    expect(body.items.every((item) => item.stalled)).toBe(true);
  }
  // However long they have been there, requests in a final status are not flagged.
  for (const status of FINAL.order) {
    const answer = await api.get(
      `/api/requests/order?status=${encodeURIComponent(status)}&sort=statusSince&dir=asc&pageSize=20`,
    );
    const body = (await answer.json()) as { items: Array<{ stalled: boolean }> };
    expect(body.items.length, status).toBeGreaterThan(0);
    expect(body.items.filter((item) => item.stalled)).toEqual([]);
  }
  await api.dispose();
});
