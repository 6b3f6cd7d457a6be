import { expect, test } from '@playwright/test';

test('the production build serves the SPA shell and it talks to the backend', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Painel' })).toBeVisible();
  await expect(page.getByText('no ar', { exact: false })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a deep link into the SPA is answered with the shell, not a 404', async ({ page }) => {
  const response = await page.goto('/orders?page=2');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Painel' })).toBeVisible();
});
