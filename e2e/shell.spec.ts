import { expect, test } from './support/test';
import { admin } from './support/adminApi';

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

test('on a phone the header reads the brand whole beside its controls, in both languages', async ({
  page,
}) => {
  await page.goto('/orders');
  await page.getByLabel('E-mail').fill(admin.email);
  await page.getByLabel('Senha').fill(admin.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Pedidos' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [locale, signOut] of [
    ['pt-BR', /^Sair/],
    ['en', /^Sign out/],
  ] as const) {
    await page.evaluate((value) => localStorage.setItem('painel-locale', value), locale);
    await page.reload();
    const brand = page.getByRole('heading', { level: 1, name: 'Painel' });
    await expect(brand).toBeVisible();
    await expect(page.getByRole('button', { name: signOut })).toBeInViewport({ ratio: 1 });
    // Cut to "Pa…" the heading is narrower than its text.
    const [text, box] = await brand.evaluate((element) => [element.scrollWidth, element.clientWidth]);
    expect(text, `the brand in ${locale}`).toBeLessThanOrEqual(box ?? 0);
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, `sideways scroll in ${locale}`).toBeLessThanOrEqual(0);
  }
});
