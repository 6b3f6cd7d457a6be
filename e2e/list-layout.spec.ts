import { type Browser, type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './support/test';
import { adminApi, ensureUser } from './support/adminApi';
import { expectNoAxeViolations } from './support/axe';

/**
 * The orders list on the screens people have (issue 13): every default column header inside the
 * viewport at 1280x800, 1440x900 and 1920x1080 with nothing scrolling sideways, the header still
 * in view after scrolling down a long page, a phone (390x844) with cards and a full-screen drawer,
 * and saved views that outlive the browser. Each layout is photographed in both schemes
 * (reports/e2e-artifacts) and checked by axe.
 */
const person = {
  email: 'lista.layout@painel.test',
  password: 'e2e-layout-password-123',
  name: 'Pessoa da Lista',
  roles: ['sales'],
};

const DESKTOPS = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
] as const;
const PHONE = { width: 390, height: 844 };

test.beforeAll(async ({ baseURL }) => {
  const api = await adminApi(baseURL);
  await ensureUser(api, person);
  await api.dispose();
});

async function signIn(page: Page, path = '/orders') {
  await page.goto(path);
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Senha').fill(person.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Pedidos' })).toBeVisible();
}

/** The mirror fills from the sandbox in the background: wait until orders are listed. */
async function waitForOrders(page: Page) {
  await expect(async () => {
    await page.reload();
    await expect(page.locator('[data-code]').first()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
}

async function useScheme(page: Page, scheme: 'light' | 'dark') {
  await page.evaluate((value) => localStorage.setItem('painel-color-scheme', value), scheme);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
  await expect(page.locator('[data-code]').first()).toBeVisible();
}

async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, animations: 'disabled' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

async function documentScrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth > root.clientWidth;
  });
}

async function newSignedInPage(browser: Browser, viewport: { width: number; height: number }, phone = false) {
  const context = await browser.newContext({
    viewport,
    locale: 'pt-BR',
    ...(phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
  const page = await context.newPage();
  await signIn(page);
  await waitForOrders(page);
  return { context, page };
}

for (const viewport of DESKTOPS) {
  test(`at ${viewport.width}x${viewport.height} every default column is in view and nothing scrolls sideways`, async ({
    browser,
  }, testInfo) => {
    const { context, page } = await newSignedInPage(browser, viewport);
    for (const scheme of ['light', 'dark'] as const) {
      await useScheme(page, scheme);
      const headers = page.locator('thead th');
      const count = await headers.count();
      expect(count).toBeGreaterThanOrEqual(7);
      for (let index = 0; index < count; index += 1) {
        const box = await headers.nth(index).boundingBox();
        const name = await headers.nth(index).textContent();
        expect(box, `header ${name}`).not.toBeNull();
        if (!box) continue;
        expect(box.x, `header ${name} starts inside`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `header ${name} ends inside`).toBeLessThanOrEqual(viewport.width);
      }
      expect(await documentScrollsSideways(page)).toBe(false);
      await keepScreenshot(page, testInfo, `orders-${viewport.width}x${viewport.height}-${scheme}`);
      await expectNoAxeViolations(page, `the orders at ${viewport.width} px, ${scheme}`);
    }
    await context.close();
  });
}

test('the column headers stay in view after scrolling 2,000 px down a long page', async ({
  browser,
}, testInfo) => {
  const { context, page } = await newSignedInPage(browser, { width: 1440, height: 900 });
  await page.goto('/orders?pageSize=200');
  await expect(page.locator('tr[data-code]').first()).toBeVisible();
  const frame = page.getByTestId('requests-table-frame');
  const box = await frame.boundingBox();
  if (!box) throw new Error('the table frame is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  // The wheel scrolls the frame first; whatever is left scrolls the page.
  for (let scrolled = 0; scrolled < 2_000; scrolled += 400) await page.mouse.wheel(0, 400);
  await page.evaluate(() => window.scrollBy(0, 2_000));
  await expect.poll(() => frame.evaluate((element) => element.scrollTop)).toBeGreaterThan(1_000);
  const header = page.getByRole('columnheader', { name: /Código/ });
  const headerBox = await header.boundingBox();
  expect(headerBox).not.toBeNull();
  expect(headerBox?.y ?? -1).toBeGreaterThanOrEqual(0);
  expect((headerBox?.y ?? 0) + (headerBox?.height ?? 0)).toBeLessThanOrEqual(900);
  // The row at the top of the frame is far down the page, below the header, not behind it.
  await keepScreenshot(page, testInfo, 'orders-scrolled-2000-light');
  await context.close();
});

test('on a phone nothing scrolls sideways, the list is cards and the drawer fills the screen', async ({
  browser,
}, testInfo) => {
  const { context, page } = await newSignedInPage(browser, PHONE, true);
  for (const scheme of ['light', 'dark'] as const) {
    await useScheme(page, scheme);
    await expect(page.getByTestId('request-cards')).toBeVisible();
    expect(await documentScrollsSideways(page)).toBe(false);
    await keepScreenshot(page, testInfo, `orders-390x844-${scheme}`);
    await expectNoAxeViolations(page, `the orders on a phone, ${scheme}`);
  }

  await page.getByRole('button', { name: /^Filtros/ }).click();
  const filters = page.getByRole('dialog', { name: 'Filtros' });
  await expect(filters).toBeVisible();
  await keepScreenshot(page, testInfo, 'orders-390x844-filters-dark');
  await page.keyboard.press('Escape');
  await expect(filters).toBeHidden();

  await page.getByTestId('request-cards').getByRole('link').first().click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'Resumo' })).toBeVisible();
  const box = await drawer.boundingBox();
  expect(box).not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width + 1);
  expect(await documentScrollsSideways(page)).toBe(false);
  await keepScreenshot(page, testInfo, 'order-drawer-390x844-dark');
  await expectNoAxeViolations(page, 'the drawer on a phone');
  await context.close();
});

test('a saved view is on the server: a new browser finds it', async ({ browser }) => {
  const name = `SP recebidos ${Date.now().toString(36)}`;
  const first = await newSignedInPage(browser, { width: 1440, height: 900 });
  await first.page.goto('/orders?uf=SP&sort=finalValue&dir=desc');
  await first.page.getByRole('button', { name: 'Visões salvas' }).click();
  const panel = first.page.getByRole('region', { name: 'Visões salvas' });
  await panel.getByLabel('Nome da visão atual').fill(name);
  await panel.getByRole('button', { name: 'Salvar' }).click();
  await expect(panel.getByRole('button', { name, exact: true })).toHaveAttribute('aria-current', 'true');
  await expectNoAxeViolations(first.page, 'the saved views panel');
  await first.context.close();

  const second = await newSignedInPage(browser, { width: 1440, height: 900 });
  await second.page.getByRole('button', { name: 'Visões salvas' }).click();
  const again = second.page.getByRole('region', { name: 'Visões salvas' });
  await again.getByRole('button', { name, exact: true }).click();
  await expect(second.page).toHaveURL(/uf=SP/);
  await expect(second.page).toHaveURL(/sort=finalValue/);
  await expect(second.page.getByText(`Visão: ${name}`)).toBeVisible();
  await second.context.close();
});

test('a column is dragged to its place in the chooser, and the table follows', async ({
  browser,
}, testInfo) => {
  const { context, page } = await newSignedInPage(browser, { width: 1440, height: 900 });
  await page.goto('/orders?cols=code,name,company,responsible,dealStatus,finalValue');
  await expect(page.locator('[data-code]').first()).toBeVisible();
  await page.getByRole('button', { name: 'Colunas' }).click();
  const list = page.getByRole('list', { name: 'Ordem das colunas' });
  const handle = list.getByRole('button', { name: 'Arrastar a coluna Status' });
  const target = list.locator('li[data-column="company"]');
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('the chooser is not on screen');
  // A pointer drag: press on the handle, move in steps to above the company row, release.
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) {
    const y = from.y + from.height / 2 + ((to.y + 4 - (from.y + from.height / 2)) * step) / 10;
    await page.mouse.move(from.x + from.width / 2, y);
  }
  await keepScreenshot(page, testInfo, 'orders-1440x900-column-dragging-light');
  await page.mouse.up();
  await expect(page.locator('thead th')).toHaveCount(6);
  await expect
    .poll(() => page.locator('thead th').evaluateAll((headers) => headers.map((th) => th.dataset.column)))
    .toEqual(['code', 'name', 'dealStatus', 'company', 'responsible', 'finalValue']);
  await expect(page).toHaveURL(/cols=code,name,dealStatus,company,responsible,finalValue/);
  await expectNoAxeViolations(page, 'the column chooser');
  await context.close();
});
