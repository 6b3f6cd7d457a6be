import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { admin } from './support/adminApi';
import { SCREEN_SIZES, keepScreenshot, navigationSettled, useTheme } from './support/screenshots';

/**
 * The boards and the wall screen hold together at every size the house checks, in both schemes:
 * the page never scrolls sideways, the shell's controls stay on screen, the board scrolls in its
 * own region with its column headers in view, every column is a click away (on a phone one column
 * at a time, picked with a switcher that gives each count), and the wall's column names sit on one
 * line with nothing about how the data is kept.
 */

const BOARDS = [
  { path: '/board/orders', title: 'Quadro de pedidos', count: /^(nenhum pedido|1 pedido|\d[\d.]* pedidos)$/ },
  {
    path: '/board/budgets',
    title: 'Quadro de orçamentos',
    count: /^(nenhum orçamento|1 orçamento|\d[\d.]* orçamentos)$/,
  },
] as const;

async function signIn(page: Page) {
  await page.goto('/board/orders');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('E-mail').fill(admin.email);
  await page.getByLabel('Senha').fill(admin.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  // The first sign-in after the server starts waits for its password hashing to warm up.
  await expect(page.getByRole('heading', { level: 2, name: 'Quadro de pedidos' })).toBeVisible({
    timeout: 60_000,
  });
  // The mirror fills from the sandbox in the background: wait until cards are on the board.
  await expect(async () => {
    await page.reload();
    await expect(page.locator('a[data-code]').first()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
}

async function pageWidths(page: Page) {
  return page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
}

async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scroll, client } = await pageWidths(page);
  expect(scroll, `${where}: the page is ${scroll} px wide in a ${client} px window`).toBeLessThanOrEqual(
    client,
  );
}

async function expectHeaderControlsOnScreen(page: Page) {
  await expect(page.getByRole('button', { name: /^Sair/ })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: /^Usar tema/ })).toBeInViewport({ ratio: 1 });
}

test('the boards never scroll sideways and keep their headers and controls in view', async ({
  page,
}, testInfo) => {
  test.setTimeout(420_000);
  await signIn(page);
  for (const scheme of ['light', 'dark'] as const) {
    await useTheme(page, scheme);
    for (const size of SCREEN_SIZES) {
      await page.setViewportSize(size);
      for (const board of BOARDS) {
        const where = `${board.path} at ${size.width}x${size.height} (${scheme})`;
        await page.goto(board.path);
        await expect(page.getByRole('heading', { level: 2, name: board.title })).toBeVisible();
        const columns = page.getByRole('list', { name: 'Colunas do quadro' });
        await expect(columns.locator('a[data-code]').first()).toBeVisible();
        await navigationSettled(page);
        await expectNoSidewaysScroll(page, where);
        await expectHeaderControlsOnScreen(page);
        await keepScreenshot(page, testInfo, `${board.path.slice(7)}-${size.width}-${scheme}`);

        if (size.width < 768) {
          // One column at a time; the switcher names each with its count and brings it up.
          await expect(columns.locator('> li:visible')).toHaveCount(1);
          const switcher = page.getByRole('combobox', { name: 'Coluna exibida' });
          const options = await switcher.locator('option').allTextContents();
          expect(options.length).toBeGreaterThan(1);
          // Each count says what it counts: pedidos on the orders board, orçamentos on the other.
          for (const option of options) expect(option.split(' · ').pop()).toMatch(board.count);
          const last = await switcher.locator('option').last().getAttribute('value');
          await switcher.selectOption(last ?? '');
          await expect(columns.locator('> li:visible')).toHaveCount(1);
          await expect(columns.locator(`> li[data-column=${JSON.stringify(last)}]`)).toBeVisible();
          await expectNoSidewaysScroll(page, `${where}, last column shown`);
          continue;
        }

        // The page is no taller than the window: the board scrolls in its own region.
        expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(
          size.height,
        );
        const column = columns.locator('> li').first();
        const box = await column.boundingBox();
        if (size.width === 1440) expect(box?.width ?? 0).toBeGreaterThanOrEqual(240);

        // Cards scroll under their column's header, which stays where it was.
        const heading = column.getByRole('heading', { level: 3 });
        const before = await heading.boundingBox();
        await column
          .locator('ul')
          .first()
          .evaluate((cards) => cards.scrollBy(0, 600));
        await expect(heading).toBeInViewport({ ratio: 1 });
        expect((await heading.boundingBox())?.y).toBe(before?.y);

        // Every column is a click away: the last one jumps into view.
        const jump = page.getByRole('navigation', { name: 'Ir para a coluna' }).getByRole('button');
        const lastColumn = columns.locator('> li').last();
        await jump.last().click();
        await expect(lastColumn).toBeInViewport({ ratio: 1 });
        await expect(lastColumn).toBeFocused();
        await expectNoSidewaysScroll(page, `${where}, after the jump`);
      }
    }
  }
});

test('the wall screen: names on one line, no sync wording, one usable column on a phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await signIn(page);
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    await page.goto('/wallboard?only=order');
    const columns = page.getByRole('list', { name: 'Colunas do quadro' });
    await expect(columns.locator('[data-code]').first()).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/hist[óo]rico|cota|fornecedor/i);
    await expectNoSidewaysScroll(page, `the wall at ${size.width}`);
    await keepScreenshot(page, testInfo, `wallboard-${size.width}`);

    const headings = columns.getByRole('heading', { level: 2 });
    const count = await headings.count();
    const heights = new Set<number>();
    for (let index = 0; index < count; index += 1) {
      const heading = headings.nth(index);
      // Its whole name on hover.
      expect(await heading.getAttribute('title')).toBe((await heading.textContent())?.trim());
      if (size.width >= 1440) {
        // One line per name, every header the same height; a name longer than its column ends in
        // an ellipsis rather than being clipped mid-letter (ADR 079).
        const shape = await heading.evaluate((element) => {
          const style = getComputedStyle(element);
          const name = element.querySelector('span:last-child') ?? element;
          const nameStyle = getComputedStyle(name);
          return {
            lines: element.getBoundingClientRect().height / Number.parseFloat(style.lineHeight),
            ellipsis: nameStyle.textOverflow === 'ellipsis' && nameStyle.whiteSpace === 'nowrap',
            fontSize: Number.parseFloat(style.fontSize),
            height: element.getBoundingClientRect().height,
          };
        });
        const where = `column ${index} of the wall at ${size.width}`;
        expect(shape.lines, where).toBeLessThan(1.5);
        expect(shape.ellipsis, where).toBe(true);
        // Read from across the room: never under the wall's 16px.
        expect(shape.fontSize, where).toBeGreaterThanOrEqual(16);
        heights.add(Math.round(shape.height));
      }
    }
    expect(heights.size, `the wall's headers at ${size.width} are of one height`).toBeLessThanOrEqual(1);
    const widths = await columns
      .locator('> li')
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().width));
    // A phone stacks the columns, each the screen's width; a wall shares the width among them.
    if (size.width < 768) for (const width of widths) expect(width).toBeGreaterThan(300);
    else for (const width of widths) expect(width).toBeGreaterThan(150);
  }

  // A phone is not offered the wall screen in its navigation.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/board/orders');
  await page.getByRole('button', { name: 'Abrir a navegação' }).click();
  const navigation = page.getByRole('navigation', { name: 'Navegação principal' });
  await expect(navigation.getByRole('link', { name: 'Quadro de pedidos' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Painel de parede' })).toHaveCount(0);
});
