import { expect, test } from '@playwright/test';

test('the production build serves the SPA and it talks to the backend', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  // Nobody is signed in: the SPA asked the backend who is calling, got a 401 and shows the login page.
  await expect(page.getByRole('heading', { level: 1, name: 'Painel' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=%2F/);
  expect(errors).toEqual([]);
});

test('a deep link into the SPA is answered with the SPA, not a 404, and kept for after sign-in', async ({
  page,
}) => {
  const response = await page.goto('/orders?page=2');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Painel' })).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=%2Forders%3Fpage%3D2$/);
});
